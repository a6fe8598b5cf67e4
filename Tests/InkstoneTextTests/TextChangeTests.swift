import XCTest
@testable import InkstoneText

final class TextChangeTests: XCTestCase {
    private let change = TextChange(range: TextRange(5, 3), oldUnits: Array("abc".utf16),
                                    newUnits: Array("wxyz".utf16), revision: 1)

    func testOffsetsBeforeTheChangeStay() {
        XCTAssertEqual(change.mapOffset(4), 4)
        XCTAssertEqual(change.mapOffset(5), 5)
    }

    func testOffsetsAfterTheChangeShiftByItsDelta() {
        XCTAssertEqual(change.mapOffset(8), 9)
        XCTAssertEqual(change.mapOffset(20), 21)
    }

    func testOffsetsInsideMoveToTheStartOrTheEnd() {
        XCTAssertEqual(change.mapOffset(6), 5)
        XCTAssertEqual(change.mapOffset(6, stickToEnd: true), 9)
    }

    func testAnInsertionPointFollowsTheStickiness() {
        let insertion = TextChange(range: TextRange(2, 0), oldUnits: [], newUnits: [0x61], revision: 1)
        XCTAssertEqual(insertion.mapOffset(2), 2)
        XCTAssertEqual(insertion.mapOffset(2, stickToEnd: true), 3)
        XCTAssertEqual(insertion.mapOffset(3), 4)
    }

    func testEveryChangeRaisesTheRevision() {
        let document = TextDocument("a")
        XCTAssertEqual(document.revision, 0)
        XCTAssertEqual(document.replace(TextRange(0, 0), with: "b").revision, 1)
        XCTAssertEqual(document.replace(TextRange(0, 1), with: "").revision, 2)
    }
}

final class ChunkCopyTests: XCTestCase {
    func testCopyingChunksFromAnyOffsetRebuildsTheText() {
        let text = String(repeating: "chunked text 😀 across leaves\n", count: 400)
        let document = TextDocument(text)
        let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 4096)
        defer { buffer.deallocate() }
        var units: [UInt16] = []
        var offset = 0
        while true {
            let count = document.copyChunk(startingAt: offset, into: buffer)
            if count == 0 { break }
            units += buffer.prefix(count)
            offset += count
        }
        XCTAssertEqual(units, Array(text.utf16))
        XCTAssertEqual(document.copyChunk(startingAt: 7, into: UnsafeMutableBufferPointer(rebasing: buffer[0..<3])), 3)
        XCTAssertEqual(Array(buffer.prefix(3)), Array(" te".utf16))
    }
}
