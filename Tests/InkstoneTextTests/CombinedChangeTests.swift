import XCTest
@testable import InkstoneText

/// Issue #49, item 12: a replace-all's changes (last match first) are combined in one
/// pass; any other order still gives the text before them.
final class CombinedChangeTests: XCTestCase {
    func testAReplaceAllsChangesCombineToTheTextBeforeAndAfter() throws {
        let before = "colour and Colour, colours and more colour"
        let document = TextDocument(before)
        let changes = try TextSearch(pattern: "([cC])olour").replaceAll(in: document, template: "$1olor")
        XCTAssertEqual(changes.count, 4)
        let combined = try XCTUnwrap(CombinedChange(changes, in: document))
        XCTAssertEqual(String(decoding: combined.oldUnits, as: UTF16.self), "colour and Colour, colours and more colour")
        XCTAssertEqual(String(decoding: combined.newUnits, as: UTF16.self), "color and Color, colors and more color")
        XCTAssertEqual(combined.range, TextRange(0, before.utf16.count))
    }

    func testChangesInAnyOrderCombineToTheTextBefore() throws {
        let document = TextDocument("one two three")
        let first = document.replace(TextRange(0, 3), with: "1")
        let second = document.replace(TextRange(2, 3), with: "2")
        XCTAssertEqual(document.text, "1 2 three")
        let combined = try XCTUnwrap(CombinedChange([first, second], in: document))
        XCTAssertEqual(String(decoding: combined.oldUnits, as: UTF16.self), "one two")
        XCTAssertEqual(String(decoding: combined.newUnits, as: UTF16.self), "1 2")
    }
}
