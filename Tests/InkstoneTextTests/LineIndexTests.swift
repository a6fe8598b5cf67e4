import XCTest
@testable import InkstoneText

final class LineIndexTests: XCTestCase {
    func testEachKindOfLineBreakEndsALine() {
        let document = TextDocument("a\nb\r\nc\rd")
        XCTAssertEqual(document.lines.count, 4)
        XCTAssertEqual(document.lines.line(at: 0).delimiter, .lf)
        XCTAssertEqual(document.lines.line(at: 1).delimiter, .crlf)
        XCTAssertEqual(document.lines.line(at: 2).delimiter, .cr)
        XCTAssertEqual(document.lines.line(at: 3).delimiter, .none)
        XCTAssertEqual(document.lines.line(at: 2).start, 5)
    }

    func testAnEmptyDocumentHasOneEmptyLine() {
        let document = TextDocument()
        XCTAssertEqual(document.lines.count, 1)
        XCTAssertEqual(document.lines.line(at: 0).length, 0)
    }

    func testATrailingLineBreakLeavesAnEmptyLastLine() {
        XCTAssertEqual(TextDocument("a\n").lines.count, 2)
    }

    func testTheDelimiterBelongsToItsLineAndTheEndToTheLastLine() {
        let document = TextDocument("ab\r\ncd")
        XCTAssertEqual(document.lines.line(containing: 2).index, 0)
        XCTAssertEqual(document.lines.line(containing: 3).index, 0)
        XCTAssertEqual(document.lines.line(containing: 4).index, 1)
        XCTAssertEqual(document.lines.line(containing: 6).index, 1)
    }

    func testPositionsAndOffsetsRoundTrip() {
        let document = TextDocument("one\ntwo\nthree")
        XCTAssertEqual(document.lines.position(of: 9), TextPosition(line: 2, column: 1))
        XCTAssertEqual(document.lines.offset(of: TextPosition(line: 2, column: 1)), 9)
        XCTAssertNil(document.lines.offset(of: TextPosition(line: 1, column: 4)))
        XCTAssertNil(document.lines.offset(of: TextPosition(line: 3, column: 0)))
    }

    func testInsertingLFAfterCRJoinsThemIntoOneDelimiter() {
        let document = TextDocument("a\rb")
        document.replace(TextRange(2, 0), with: "\n")
        XCTAssertEqual(document.lines.count, 2)
        XCTAssertEqual(document.lines.line(at: 0).delimiter, .crlf)
        XCTAssertEqual(document.lines.line(at: 1).start, 3)
    }

    func testInsertingBetweenCRAndLFSplitsTheDelimiter() {
        let document = TextDocument("a\r\nb")
        document.replace(TextRange(2, 0), with: "x")
        XCTAssertEqual(document.lines.count, 3)
        XCTAssertEqual(document.lines.line(at: 0).delimiter, .cr)
        XCTAssertEqual(document.lines.line(at: 1).delimiter, .lf)
        XCTAssertEqual(document.lines.line(at: 1).length, 1)
    }

    func testDeletingTextBetweenCRAndLFJoinsThem() {
        let document = TextDocument("a\rX\nb")
        document.replace(TextRange(2, 1), with: "")
        XCTAssertEqual(document.lines.count, 2)
        XCTAssertEqual(document.lines.line(at: 0).delimiter, .crlf)
        XCTAssertEqual(document.lines.delimiterCounts.crlf, 1)
        XCTAssertEqual(document.lines.delimiterCounts.lf, 0)
    }

    func testReplacingEverythingRebuildsASoundTree() {
        let document = TextDocument(String(repeating: "line\n", count: 100))
        document.replace(document.fullRange, with: String(repeating: "x\r\n", count: 37))
        XCTAssertEqual(document.lines.count, 38)
        XCTAssertEqual(document.lines.violations(), [])
        XCTAssertEqual(document.lines.dominantLineEnding, .crlf)
    }

    func testABalancedBuildOfAnySizeIsAValidRedBlackTree() {
        for size in [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 100, 1000, 1023, 1024, 1025] {
            let document = TextDocument(String(repeating: "x\n", count: size - 1))
            XCTAssertEqual(document.lines.count, size)
            XCTAssertEqual(document.lines.violations(), [], "size \(size)")
        }
    }
}
