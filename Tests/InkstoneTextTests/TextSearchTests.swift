import XCTest
@testable import InkstoneText

final class TextSearchTests: XCTestCase {
    func testMatchesAreUTF16Ranges() throws {
        let document = TextDocument("😀 cat, 😀 cat")
        let search = try TextSearch(pattern: "cat")
        XCTAssertEqual(search.matches(in: document), [TextRange(3, 3), TextRange(11, 3)])
    }

    func testReplaceAllExpandsTemplates() throws {
        let document = TextDocument("name=alice; name=bob")
        let search = try TextSearch(pattern: "name=(\\w+)")
        let changes = search.replaceAll(in: document, template: "user($1)")
        XCTAssertEqual(document.text, "user(alice); user(bob)")
        XCTAssertEqual(changes.count, 2)
        XCTAssertEqual(changes.first?.range, TextRange(12, 8), "the last match is replaced first")
    }

    func testReplaceAllKeepsLinesInStep() throws {
        let document = TextDocument("a,b,c")
        try TextSearch(pattern: ",").replaceAll(in: document, template: "\n")
        XCTAssertEqual(document.lines.count, 3)
        XCTAssertEqual(document.lines.violations(), [])
    }

    func testAnInvalidPatternIsAnErrorNamingIt() {
        XCTAssertThrowsError(try TextSearch(pattern: "(")) { error in
            XCTAssertEqual(error as? TextSearchError, .invalidPattern("("))
            XCTAssertTrue("\(error)".contains("'('"))
        }
    }
}
