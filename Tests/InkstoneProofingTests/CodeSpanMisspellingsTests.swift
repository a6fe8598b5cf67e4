import Foundation
import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

/// Issue #50: the parts of a code span's name, and which of them are read.
final class CodeSpanMisspellingsTests: XCTestCase {
    private func pieces(_ name: String) -> [String] {
        let units = Array(name.utf16)[...]
        return CodeSpanMisspellings.pieces(of: units).map { String(decoding: units[$0], as: UTF16.self) }
    }

    func testANameSplitsAtCapitalsAndMarks() {
        XCTAssertEqual(pieces("MockRestAdpater"), ["Mock", "Rest", "Adpater"])
        XCTAssertEqual(pieces("XMLParser"), ["XML", "Parser"])
        XCTAssertEqual(pieces("unwraped_optional.value2"), ["unwraped", "optional", "value"])
    }

    /// Typing re-reads only the lines it touched, and gives what a fresh read gives.
    func testEditsGiveWhatAFreshReadGives() {
        let document = TextDocument("Use `MockRestAdpater` here.\n\nAnd `fooBar` there.\n")
        var scan = CodeSpanMisspellings.Scan(document, within: [document.fullRange])
        for (old, new) in [("here", "now"), ("fooBar", "unwrapedValue"), ("Use `Mock", "Use `MockRestAdpater` or `Mock")] {
            let location = (document.string(in: document.fullRange) as NSString).range(of: old).location
            let change = document.replace(TextRange(location, (old as NSString).length), with: new)
            scan.update(after: change, in: document, within: [document.fullRange])
            XCTAssertEqual(scan.words, CodeSpanMisspellings.ranges(in: document, within: [document.fullRange]), "after '\(new)'")
        }
        XCTAssertEqual(scan.words.map { document.string(in: $0) }, ["Adpater", "Adpater", "unwraped"])
    }

    func testOnlyListedPartsOfCompoundNamesInCodeSpansAreRead() {
        let document = TextDocument("Use `unwrapedOptionalValue`, `unwraped`, `foo bar adpater` here.\n")
        let found = CodeSpanMisspellings.ranges(in: document, within: [document.fullRange]).map { document.string(in: $0) }
        XCTAssertEqual(found, ["unwraped"])
    }

    /// A method's name may end in `?`, `!` or a call's `()`; other marks still make it no name.
    func testAMethodsMarksEndItsName() {
        let document = TextDocument("`Node#class_construcor?`, `save_adpater!`, `load_adpater()`, `(load_adpater)`, `a?b_adpater`\n")
        let found = CodeSpanMisspellings.ranges(in: document, within: [document.fullRange]).map { document.string(in: $0) }
        XCTAssertEqual(found, ["construcor", "adpater", "adpater"])
    }
}
