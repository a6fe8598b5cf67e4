import XCTest
@testable import InkstoneSyntax
@testable import InkstoneText

final class HighlighterTests: XCTestCase {
    private func tokens(_ text: String, _ language: String) throws -> [(String, String)] {
        let document = TextDocument(text)
        let syntax = try SyntaxTree(document: document, language: LanguageRegistry.named(language)!)
        return try Highlighter.tokens(for: syntax).map { (document.string(in: $0.range), $0.capture) }
    }

    func testEveryHighlightQueryCompiles() throws {
        for language in LanguageRegistry.all where language.querySource("highlights") != nil {
            XCTAssertNoThrow(try language.query("highlights"), language.name)
        }
    }

    func testTheMoreSpecificPatternWinsOnEqualRanges() throws {
        let found = try tokens("def greet(name):\n    return name\n", "python")
        XCTAssertTrue(found.contains { $0 == ("def", "keyword") }, "\(found)")
        XCTAssertTrue(found.contains { $0 == ("greet", "function") }, "\(found)")
    }

    func testNestedCapturesPaintInsideOuterOnes() {
        let flat = Highlighter.flatten([(TextRange(0, 10), "string", 0), (TextRange(3, 2), "escape", 1)], length: 12)
        XCTAssertEqual(flat, [HighlightToken(range: TextRange(0, 3), capture: "string"),
                              HighlightToken(range: TextRange(3, 2), capture: "escape"),
                              HighlightToken(range: TextRange(5, 5), capture: "string")])
    }

    func testMarkdownHighlightsBothLayers() throws {
        let found = try tokens("# Title\n\nSome `code` here.\n", "markdown")
        XCTAssertTrue(found.contains { $0.0 == "Title" && $0.1.hasPrefix("text.title") }, "\(found)")
        XCTAssertTrue(found.contains { $0.0.contains("code") && $0.1.hasPrefix("text.literal") }, "\(found)")
    }
}
