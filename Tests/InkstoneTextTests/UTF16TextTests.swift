import XCTest
@testable import InkstoneText

final class UTF16TextTests: XCTestCase {
    func testStringsFromUnitsEqualTheDecodersInBothPaths() {
        for text in ["plain_ascii", "", "näme", "emoji 🎉 here", "说明"] {
            XCTAssertEqual(UTF16Text.string(Array(text.utf16)), text)
            XCTAssertEqual(UTF16Text.string(Array(text.utf16)[...]), text)
        }
    }

    func testWhiteSpaceIsWhatExpressionsCallWhiteSpace() {
        for unit in UInt16(0)...UInt16(0x3000) where !(0xD800...0xDFFF).contains(unit) {
            let isSpace = String(decoding: [unit], as: UTF16.self).wholeMatch(of: /\s/) != nil
            XCTAssertEqual(UTF16Text.isWhiteSpace(unit), isSpace, "U+\(String(unit, radix: 16))")
        }
    }
}
