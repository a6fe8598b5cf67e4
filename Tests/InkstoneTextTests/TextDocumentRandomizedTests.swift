import XCTest
@testable import InkstoneText

final class TextDocumentRandomizedTests: XCTestCase {
    func testHundredThousandRandomEditsKeepStorageEqualToAnArray() {
        let seed: UInt64 = 4711
        print("TextDocumentRandomizedTests seed \(seed)")
        var model = RandomTextModel(seed: seed)
        let document = TextDocument()
        for step in 0..<100_000 {
            // Large inserts and deletes now and then, so that leaves and inner nodes split and merge.
            let big = step % 97 == 0
            let maxDelete = model.units.count > 200_000 ? 60_000 : (big ? 5_000 : 40)
            let (range, text) = model.randomEdit(maxPieces: big ? 3_000 : 6, maxDelete: maxDelete)
            let change = document.replace(range, withUnits: text)
            XCTAssertEqual(change.oldUnits, Array(model.units[range.location..<range.end]))
            model.apply(range, text)
            if step % 1000 == 0 || big {
                XCTAssertEqual(document.units(in: document.fullRange), model.units, "step \(step), seed \(seed)")
                XCTAssertEqual(document.storage.violations(), [], "step \(step), seed \(seed)")
            } else if !model.units.isEmpty {
                let probe = Int(model.random.next() % UInt64(model.units.count))
                XCTAssertEqual(document[probe], model.units[probe], "step \(step), seed \(seed)")
            }
            if document.length != model.units.count {
                return XCTFail("step \(step), seed \(seed): length \(document.length), expected \(model.units.count)")
            }
        }
        XCTAssertEqual(document.units(in: document.fullRange), model.units)
    }
}

final class BuiltDocumentRandomizedTests: XCTestCase {
    /// A document read before any edit finds its units by division (`UTF16Rope`'s built
    /// leaves): every read agrees with the text it was made of, loaded from UTF-8 (ASCII
    /// in a slab, or not) or from units, and again after an edit lets the shortcut go.
    func testReadsBeforeAndAfterTheFirstEditAgreeWithTheText() throws {
        var random = SeededRandom(seed: 2024)
        let ascii = Array((0..<700).map { "line \($0) of a file to check\n" }.joined().utf16)
        let wide = Array((0..<700).map { "ligne \($0) — été\n" }.joined().utf16)
        for units in [ascii, wide, Array(ascii.prefix(RopeNode.fill)), Array(ascii.prefix(RopeNode.fill + 1)), [0x61]] {
            let bytes = Array(String(decoding: units, as: UTF16.self).utf8)
            let loaded = try bytes.withUnsafeBufferPointer { try TextDocument(utf8: $0) }
            for document in [TextDocument(units: units), loaded] {
                var model = units
                for step in 0..<400 {
                    if step == 200 {
                        let at = Int(random.next() % UInt64(model.count + 1))
                        document.replace(TextRange(at, 0), withUnits: [0x78, 0x79])
                        model.insert(contentsOf: [0x78, 0x79], at: at)
                    }
                    let start = Int(random.next() % UInt64(model.count)), length = Int(random.next() % UInt64(model.count - start + 1))
                    XCTAssertEqual(document[start], model[start], "unit \(start) of \(model.count), step \(step)")
                    XCTAssertEqual(document.units(in: TextRange(start, length)), Array(model[start..<(start + length)]))
                    var chunks: [UInt16] = []
                    document.forEachChunk(in: TextRange(start, length)) { chunks += $0 }
                    XCTAssertEqual(chunks, Array(model[start..<(start + length)]))
                }
            }
        }
    }
}

final class LoadedDocumentRandomizedTests: XCTestCase {
    /// A loaded ASCII file is edited in place inside its load slab until a leaf
    /// overflows; this drives both paths and the moves between them.
    func testRandomEditsOnALoadedFileKeepStorageAndLinesEqualToTheModel() throws {
        let seed: UInt64 = 99
        print("LoadedDocumentRandomizedTests seed \(seed)")
        var model = RandomTextModel(seed: seed)
        let text = (0..<1000).map { "line \($0) of the loaded file\n" }.joined()
        model.units = Array(text.utf16)
        let bytes = Array(text.utf8)
        let document = try bytes.withUnsafeBufferPointer { try TextDocument(utf8: $0) }
        for step in 0..<20_000 {
            let (range, inserted) = model.randomEdit(maxPieces: step % 50 == 0 ? 400 : 3, maxDelete: 30)
            document.replace(range, withUnits: inserted)
            model.apply(range, inserted)
            if step % 500 == 0 {
                XCTAssertEqual(document.units(in: document.fullRange), model.units, "step \(step), seed \(seed)")
                XCTAssertEqual(document.storage.violations(), [], "step \(step), seed \(seed)")
                XCTAssertEqual(document.lines.violations(), [], "step \(step), seed \(seed)")
                XCTAssertEqual(document.lines.count, model.lines.count, "step \(step), seed \(seed)")
            }
        }
        XCTAssertEqual(document.units(in: document.fullRange), model.units)
    }
}
