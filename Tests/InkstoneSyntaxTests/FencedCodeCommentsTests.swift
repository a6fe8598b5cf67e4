import Foundation
import XCTest
@testable import InkstoneSyntax
@testable import InkstoneText

/// Issue #50: a whole-line comment in a Markdown fence of a language Inkstone has is
/// prose (rack's `# Propgate`, swift-argument-parser's `// Specifiying`), and so is a
/// comment after the code on its line; the code around it, a shell's `# ` (a root
/// prompt), a marker inside a string, a result shown (`# => "a"`) and a line of marks are not.
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
        raise Error # Reraised here
        s = "a # b" # inside a string
        x = f('a', "b") # => "c"
        y = 2 #no space
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
        XCTAssertEqual(try comments(markdown), ["Propgate the error to the caller", "Reraised here", "Specifiying a value, see "])
    }

    /// A comment after the code, in Lua (`--`) and in C (`//`), quotes balanced before it.
    func testACommentAfterTheCodeIsProse() throws {
        let markdown = "```lua\nlocal width = 80 -- Mininum width\nlocal s = 'a -- b'\n```\n\n```c\nint n = f(\"x\"); // Counts the lines\n```\n"
        XCTAssertEqual(try comments(markdown), ["Mininum width", "Counts the lines"])
    }

    /// Typing follows the comments without reading the document again, and gives what a
    /// fresh read gives: in a comment, in code, in prose, and an edit that closes a fence.
    func testEditsGiveWhatAFreshReadGives() throws {
        let document = TextDocument("Intro.\n\n```ruby\n# Propgate it\nx = 1\n```\n\nMore prose.\n\n```python\n# one\n")
        let syntax = try SyntaxTree(document: document, language: LanguageRegistry.named("markdown")!)
        let regions = try RegionMap(document: document, syntax: syntax)
        _ = regions.fencedCodeComments
        let edits: [(String, String)] = [("Propgate", "Propagate"), ("x = 1", "# Readd the value\nx = 1"), ("More prose.", "More prose and ```"),
                                         ("# one", "# one\n```\n# out")]
        for (old, new) in edits {
            let location = (document.string(in: document.fullRange) as NSString).range(of: old).location
            let change = document.replace(TextRange(location, (old as NSString).length), with: new)
            regions.update(after: change, changed: syntax.apply(change))
            XCTAssertEqual(regions.fencedCodeComments, FencedCodeComments.ranges(in: document), "after '\(new)'")
        }
        XCTAssertEqual(regions.fencedCodeComments.map { document.string(in: $0) }, ["Propagate it", "Readd the value", "one"])
    }

    func testAnUnclosedFenceAndOtherLanguagesHaveNone() throws {
        XCTAssertEqual(try comments("```python\n# Readd it later\n"), ["Readd it later"])
        XCTAssertEqual(try comments("Text only.\n\n    # indented code\n"), [])
        let document = TextDocument("```python\n# Readd it\n```\n")
        let plain = try RegionMap(document: document, syntax: nil)
        XCTAssertEqual(plain.fencedCodeComments, [], "plain text has no fences")
    }
}
