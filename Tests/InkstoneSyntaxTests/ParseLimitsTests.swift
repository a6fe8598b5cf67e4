import XCTest
@testable import InkstoneSyntax
@testable import InkstoneText

/// Issue #12's parser rows: no crash on deep nesting (C1), no hang on pathological
/// Markdown (H1), and a file that could not be parsed says why (W1).
final class ParseLimitsTests: XCTestCase {
    private let markdown = LanguageRegistry.named("markdown")!

    private func tree(_ text: String, limits: ParseLimits = .standard) throws -> SyntaxTree {
        try SyntaxTree(document: TextDocument(text), language: markdown, limits: limits)
    }

    func testC1MarkdownNestedPastTheGrammarsCountersParses() throws {
        for text in [String(repeating: ">", count: 256), String(repeating: "- ", count: 300) + "word",
                     String(repeating: "> - ", count: 200) + "word\n" + String(repeating: "> ", count: 200) + "more\n",
                     String(repeating: "1. ", count: 260) + "x"] {
            let syntax = try tree(text + "\n")
            XCTAssertTrue(syntax.isComplete, String(text.prefix(20)))
            XCTAssertFalse(try RegionMap(document: syntax.document, syntax: syntax).prose.isEmpty)
        }
    }

    func testH1LinksNestedPastTheLimitAreRefusedWhereTheyStart() throws {
        let text = "Fine.\n\n" + String(repeating: "[a](", count: 300) + "x" + String(repeating: ")", count: 300) + "\n"
        let syntax = try tree(text)
        XCTAssertEqual(syntax.failure, .nestedTooDeeply(depth: 256, offset: 7 + 256 * 4), "the 257th \"[\"")
        XCTAssertEqual(try RegionMap(document: syntax.document, syntax: syntax).prose, [], "nothing is prose in a refused document")
        XCTAssertTrue(try tree(String(repeating: "[a](", count: 200) + "x" + String(repeating: ")", count: 200) + "\n").isComplete)
    }

    func testAParagraphOfThousandsOfMarkersIsRefused() throws {
        let syntax = try tree("A line.\n\n" + String(repeating: "_a ", count: 30_000) + "\n")
        guard case .tooMuchMarkup(8192, _)? = syntax.failure else { return XCTFail("\(String(describing: syntax.failure))") }
        XCTAssertTrue(try tree(String(repeating: "_a ", count: 2000) + "\n").isComplete)
    }

    func testW1TextThatMakesTheScannerReReadItIsRefusedByTheReadBudget() throws {
        let syntax = try tree(String(repeating: "*", count: 30_000) + "speling" + String(repeating: "*", count: 30_000) + "\n")
        XCTAssertEqual(syntax.failure, .tooMuchWork(language: "markdown"))
        XCTAssertEqual("\(syntax.failure!)".prefix(36), "the markdown parser gave up: the tex")
    }

    /// CPU time, checked by the watchdog every 20 ms: a parse this size takes longer.
    func testAParseOverItsCPUTimeIsGivenUp() throws {
        let python = LanguageRegistry.named("python")!
        let document = TextDocument(String(repeating: "def f(x):\n    # words\n    return [x for x in range(10)]\n", count: 20_000))
        let syntax = try SyntaxTree(document: document, language: python, limits: ParseLimits(cpuSeconds: 0.001))
        XCTAssertEqual(syntax.failure, .tooMuchTime(language: "python", cpuSeconds: 0.001))
    }

    func testAnEditThatRemovesTheTroubleBringsTheTreeBack() throws {
        let document = TextDocument("Fine.\n\n" + String(repeating: "[a](", count: 300) + "\n")
        let syntax = try SyntaxTree(document: document, language: markdown)
        XCTAssertFalse(syntax.isComplete)
        let change = document.replace(TextRange(7, 1200), with: "words")
        syntax.apply(change)
        XCTAssertTrue(syntax.isComplete)
        XCTAssertEqual(syntax.sExpression, try SyntaxTree(document: TextDocument(document.text), language: markdown).sExpression)
    }
}
