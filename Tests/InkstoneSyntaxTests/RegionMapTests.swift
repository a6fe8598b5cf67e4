import XCTest
@testable import InkstoneSyntax
@testable import InkstoneText

final class RegionMapTests: XCTestCase {
    private func prose(_ text: String, _ language: String) throws -> [String] {
        let document = TextDocument(text)
        let syntax = language == "plain" ? nil : try SyntaxTree(document: document, language: LanguageRegistry.named(language)!)
        let regions = try RegionMap(document: document, syntax: syntax)
        return regions.prose.map { document.string(in: $0) }
    }

    /// tree-sitter-rst read `word : more` as a definition-list term and classifier
    /// wherever it stood and hid the text after it (kombu's changelog: 1,151 lines), or
    /// the whole file; the code block after it was read as prose.
    func testASpacedColonInReStructuredTextHidesNoProse() throws {
        let text = "- Fix #2286 : SQS works.\n- Another entry.\n\nSome text.\n\n.. code-block:: python\n\n    x = 1\n"
        let found = try prose(text, "rst").joined(separator: " ")
        XCTAssertTrue(found.contains("SQS") && found.contains("Another") && found.contains("Some"), found)
        XCTAssertFalse(found.contains("x ="), found)
        XCTAssertTrue(try prose("Fix it : now works.\n\nMore text.\n", "rst").joined().contains("More"))
    }

    /// CommonMark lets spaces follow a closing fence; tree-sitter-markdown left the block
    /// open to the next fence (`patches/markdown-fence-spaces.diff`).
    func testAClosingFenceFollowedBySpacesClosesTheBlock() throws {
        XCTAssertEqual(try prose("Intro.\n\n```kotlin\nval x = 1\n```  \n\nAfter it.\n", "markdown"), ["Intro.", "After it."])
        XCTAssertEqual(try prose("Intro.\n\n```\ncode\n```  x\nmore\n```\n\nAfter it.\n", "markdown"), ["Intro.", "After it."],
                       "a fence and more text closes nothing")
    }

    func testMarkdownCodeSpansFencedCodeAndLinkDestinationsAreProtected() throws {
        let text = "Use `make run` now.\n\n```sh\nmake test\n```\n\nSee [the docs](https://example.com/x).\n"
        XCTAssertEqual(try prose(text, "markdown"), ["Use ", " now.", "See ", "the docs", "."])
    }

    /// Front matter is configuration, but for the values a page shows its readers
    /// (issue #49, item 16): a title, a description (a `>` block too), a summary.
    func testMarkdownFrontMatterIsProtectedButForWhatAPageShows() throws {
        let text = "---\ntitle: Notes\nlayout: post\ndescription: >\n  First line\n  second line.\ntags: [a, b]\nsummary: 'Short one'\n"
            + "nested:\n  title: tool setting\n---\n\nBody text.\n"
        XCTAssertEqual(try prose(text, "markdown"), ["Notes", "First line", "second line.", "Short one", "Body text."])
        XCTAssertEqual(try prose("+++\ntitle = \"Notes\"\ndraft = true\n+++\n\nBody.\n", "markdown"), ["Notes", "Body."])
    }

    /// Issue #49, item 14: the text of a Markdown HTML block is read; its tags, their
    /// attributes, comments, character references and <pre>/<code>/<script> content are not.
    func testMarkdownHTMLBlocksAreReadButTheirMarkupIsProtected() throws {
        let text = "<p align=\"center\">\n  A centered line.\n</p>\n\n<div><img src=\"logo.png\" alt=\"Logo\"> Text&nbsp;here.</div>\n\n"
            + "<!-- a note -->\n\n<pre>\nkeep code\n</pre>\n\n<details>\n<summary>Click to expand</summary>\n\nBody.\n\n</details>\n"
        let words = try prose(text, "markdown").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        XCTAssertEqual(words, ["A centered line.", "Text", "here.", "Click to expand", "Body."])
    }

    func testBlockQuoteMarkersAreProtected() throws {
        XCTAssertEqual(try prose("> first line\n> second line\n", "markdown"), ["first line\n", "second line"])
    }

    func testCommentsLoseTheirMarkersAndCodeIsProtected() throws {
        XCTAssertEqual(try prose("let x = 1 // the count\n/* block note */\n", "swift"), [" the count", " block note "])
    }

    func testStringContentsAreProseWithoutQuotesOrEscapes() throws {
        XCTAssertEqual(try prose("print(\"hello\\tworld\")\n", "python"), ["hello", "world"])
    }

    func testAShebangIsNotProse() throws {
        XCTAssertEqual(try prose("#!/usr/bin/env python3\n# a comment\n", "python"), [" a comment"])
        // gunicorn's examples: the interpreter line after the licence's comment.
        XCTAssertEqual(try prose("# Licence.\n\n#!/usr/bin/env python\n#! not a path\n", "python"), [" Licence.", " not a path"])
    }

    func testURLsPathsAndHashesInsideProseAreProtected() throws {
        let text = "# see https://example.com/a, /usr/bin/env, src/main.swift and 3f2a9c1d for details\n"
        XCTAssertEqual(try prose(text, "python"), [" see ", ", ", ", ", " and ", " for details"])
    }

    func testPlainTextIsProseLineByLine() throws {
        XCTAssertEqual(try prose("one two\n\nmail me@example.com\n", "plain"), ["one two", "mail "])
    }

    func testATimedOutParseProtectsEverything() throws {
        let document = TextDocument(String(repeating: "def f():\n    # words\n    return 1\n", count: 5000))
        let syntax = try SyntaxTree(document: document, language: LanguageRegistry.named("python")!, limits: ParseLimits(timeoutMicroseconds: 1))
        XCTAssertFalse(syntax.isComplete)
        XCTAssertEqual(try RegionMap(document: document, syntax: syntax).prose, [])
    }
}

final class BlockCommentLinesTests: XCTestCase {
    func testIndentationDetectionSkipsTheInsideOfBlockComments() throws {
        let text = "/*\n  * A long comment\n  * with star lines\n  * and more\n  */\nint f(void) {\n\treturn 1;\n}\nint g(void) {\n\treturn 2;\n}\n"
        let document = TextDocument(text)
        let syntax = try SyntaxTree(document: document, language: LanguageRegistry.named("c")!)
        let skipped = BlockCommentLines.lines(in: syntax)
        XCTAssertEqual(skipped, [1, 2, 3, 4])
        XCTAssertEqual(IndentationDetector.detect(in: document, skipping: skipped), .tab)
        XCTAssertEqual(IndentationDetector.detect(in: document), .spaces(2), "without skipping, the star lines win")
    }
}
