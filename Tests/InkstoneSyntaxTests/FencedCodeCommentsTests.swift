import XCTest
@testable import InkstoneSyntax
@testable import InkstoneText

/// Issue #50: a whole-line comment in a Markdown fence of a language Inkstone has is
/// prose (rack's `# Propgate`, swift-argument-parser's `// Specifiying`); the code
/// around it, a shell's `# ` (a root prompt), a trailing comment and a line of marks are not.
final class FencedCodeCommentsTests: XCTestCase {
    private func comments(_ markdown: String) throws -> [String] {
        let document = TextDocument(markdown)
        let regions = try RegionMap(document: document, syntax: SyntaxTree(document: document, language: LanguageRegistry.named("markdown")!))
        return regions.fencedCodeComments.map { document.string(in: $0) }
    }

    func testWholeLineCommentsOfAKnownLanguageAreProse() throws {
        let markdown = """
        Set it up:

        ```ruby
        # Propgate the error to the caller
        raise Error # not this one
        # ---
        ```

        ~~~bash
        # apt install frobnik
        ~~~

        ```swift
        /// Specifiying a value, see https://example.com/x
        let x = 1
        ```

        ```
        # no language named
        ```

        """
        XCTAssertEqual(try comments(markdown), ["Propgate the error to the caller", "Specifiying a value, see "])
    }

    func testAnUnclosedFenceAndOtherLanguagesHaveNone() throws {
        XCTAssertEqual(try comments("```python\n# Readd it later\n"), ["Readd it later"])
        XCTAssertEqual(try comments("Text only.\n\n    # indented code\n"), [])
        let document = TextDocument("```python\n# Readd it\n```\n")
        let plain = try RegionMap(document: document, syntax: nil)
        XCTAssertEqual(plain.fencedCodeComments, [], "plain text has no fences")
    }
}
