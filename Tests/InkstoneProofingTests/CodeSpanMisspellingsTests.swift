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

    func testOnlyListedPartsOfCompoundNamesInCodeSpansAreRead() {
        let document = TextDocument("Use `unwrapedOptionalValue`, `unwraped`, `foo bar adpater` here.\n")
        let found = CodeSpanMisspellings.ranges(in: document, within: [document.fullRange]).map { document.string(in: $0) }
        XCTAssertEqual(found, ["unwraped"])
    }
}
