import Foundation
import InkstoneProofing
import XCTest
@testable import InkstoneSessions
@testable import InkstoneSyntax
import InkstoneText

/// Markdown is parsed in chunks (issue #16): after thousands of random edits that open
/// and close fences and HTML blocks, add and remove headings, blank lines and front
/// matter, the regions, the exclusions and the findings must equal those of a fresh
/// parse of the whole document in one piece — with all but two chunk trees let go after
/// each edit, so that released chunks are parsed again on the way.
final class MarkdownChunkingTests: XCTestCase {
    private static let snippets = [
        "\n", "\n\n", "\r\n", "# ", "## Heading\n", "\n# Title\n\n", "###", "```\n", "```python\n", "~~~\n", "    ", "\t",
        "- ", "1. ", "> ", "<div>\n", "</div>\n", "<pre>\n", "</pre>\n", "<!--", "-->", "---\n", "+++\n", "===\n",
        "| a | b |\n|---|---|\n| c | d |\n", "[ref]: https://example.com \"Title\"\n", "text ", "teh wrold ",
        "`code` ", "*em* ", "- item\n", "* star item\n", "+ plus\n", "Para\n", "\nline\n", "[link](http://x.y) ", "😀", "\\", "<?php\n", "?>\n", "<![CDATA[", "]]>",
    ]

    private let markdown = LanguageRegistry.named("markdown")!

    func testRandomEditsKeepChunksEqualToOneWholeParse() throws {
        let seed: UInt64 = 0x16_16
        print("seed \(seed)")
        var random = SeededRandom(seed: seed)
        let sample = try String(contentsOf: RandomEditing.fixture("regions/markdown/sample.md"), encoding: .utf8)
        // Several copies, so that there are many chunks to keep apart.
        let editor = Editor(text: String(repeating: sample + "\n", count: 3), exclusionProvider: SyntaxExclusions(language: markdown, treeLimit: 2))
        let checker = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")])
        editor.useProofreader(Proofreader(checker: checker))
        try editor.setChecking(true)
        var chunks = Set<Int>()
        for step in 1...2_000 {
            try RandomEditing.edit(editor, step: step, snippets: Self.snippets, using: &random)
            let provider = try XCTUnwrap(editor.exclusionProvider as? SyntaxExclusions)
            chunks.insert(provider.syntaxTree?.chunkCount ?? 0)
            let fresh = TextDocument(editor.document.text)
            let whole = try SyntaxTree(document: fresh, language: markdown, limits: .standard, chunked: false)
            let regions = try RegionMap(document: fresh, syntax: whole)
            let context = "step \(step): \(editor.document.text.debugDescription)"
            guard provider.proseMap(for: editor.document, exclusions: []).prose == regions.prose else {
                return XCTFail("regions differ at \(context): \(provider.proseMap(for: editor.document, exclusions: []).prose) vs \(regions.prose), chunks \(provider.syntaxTree?.chunkCount ?? -1)")
            }
            let exclusions = RangeSet.normalized(Surrogates.withoutSplits(regions.protected, in: fresh))
            XCTAssertEqual(editor.exclusions(), exclusions, context)
            let map = ProseMap(prose: regions.prose, literals: regions.literalExtents)
            let expected = FindingJudge(checker: checker).judge(fresh, map: map).findings
            guard editor.findings.map(\.finding) == expected else {
                return XCTFail("findings differ at \(context)")
            }
        }
        XCTAssertGreaterThan(chunks.max() ?? 0, 5, "the document was cut into chunks")
    }

    func testAHeadingAfterABlankLineStartsAChunkButNotInsideAFenceOrAnHTMLBlock() throws {
        let text = "# A\n\ntext\n\n# B\n\n```\n\n# not a heading\n```\n\n# C\n\n<pre>\n\n# inside html\n</pre>\n\n# D\n"
        let syntax = try SyntaxTree(document: TextDocument(text), language: markdown)
        XCTAssertEqual(syntax.chunkCount, 5, "A, the paragraph, B (with the fence), C (with the HTML block), D")
        let whole = try SyntaxTree(document: TextDocument(text), language: markdown, limits: .standard, chunked: false)
        XCTAssertEqual(try RegionMap(document: syntax.document, syntax: syntax).prose,
                       try RegionMap(document: whole.document, syntax: whole).prose)
    }

    func testAnHTMLBlockEndedByABlankLineLeavesTheNextHeadingItsOwnChunk() throws {
        let text = "<p align=\"center\">\n  <img src=\"logo.png\">\n</p>\n\n# Title\n\nText.\n\n## Two\n\nMore.\n"
        XCTAssertEqual(try SyntaxTree(document: TextDocument(text), language: markdown).chunkCount, 5,
                       "the HTML block, Title, its paragraph, Two, its paragraph")
    }

    /// A long document without headings is cut at its paragraphs and bullet items, not
    /// parsed whole at every keystroke (issue #24, T4); a block quote stays whole.
    func testParagraphsAndBulletItemsStartChunksWithoutHeadings() throws {
        let paragraphs = String(repeating: "Some prose here,\nand a second line.\n\n", count: 10)
        XCTAssertEqual(try SyntaxTree(document: TextDocument(paragraphs), language: markdown).chunkCount, 10)
        let items = String(repeating: "- an item\n  continued\n", count: 10)
        XCTAssertEqual(try SyntaxTree(document: TextDocument(items), language: markdown).chunkCount, 10)
        let quote = String(repeating: "> quoted\n>\n", count: 10)
        XCTAssertEqual(try SyntaxTree(document: TextDocument(quote), language: markdown).chunkCount, 1)
        for text in [paragraphs, items] {
            let whole = try SyntaxTree(document: TextDocument(text), language: markdown, limits: .standard, chunked: false)
            let chunked = try SyntaxTree(document: TextDocument(text), language: markdown)
            XCTAssertEqual(try RegionMap(document: chunked.document, syntax: chunked).prose,
                           try RegionMap(document: whole.document, syntax: whole).prose)
        }
    }
}
