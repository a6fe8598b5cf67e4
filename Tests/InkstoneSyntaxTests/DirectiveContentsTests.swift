import Foundation
import XCTest
@testable import InkstoneSyntax
@testable import InkstoneText

/// Issue #50: the content of reST's prose directives is read (`DirectiveContents`,
/// `grammars/rst/nested.scm`), and the arguments of those whose first line is prose
/// (after the version of `.. versionadded::`); code, math, signatures stay protected.
final class DirectiveContentsTests: XCTestCase {
    private let text = """
        Intro words.

        .. note::
           Notes hold prose with ``code`` in it.

        .. versionadded:: 1.3.0 the callback may be empty.

        .. warning:: Warnings start on their first line.

        .. changelog::
            :version: 1.2

            .. change::
                :tags: bug

                Fixed the parser on empty input.

        .. code-block:: python

           print("never prose")

        .. py:function:: parse(text)

           Parses the whole text at once.

        """

    private func prose(_ text: String) throws -> [String] {
        let document = TextDocument(text)
        let syntax = try SyntaxTree(document: document, language: LanguageRegistry.named("rst")!)
        return try RegionMap(document: document, syntax: syntax).prose.map { document.string(in: $0) }
    }

    func testProseDirectivesAreReadAndCodeDirectivesAreNot() throws {
        let words = try prose(text)
        for word in ["Notes", "prose", "Fixed", "parser", "Parses", "whole", "callback", "Warnings", "first"] {
            XCTAssertTrue(words.contains(word), "\(word) in \(words)")
        }
        for word in ["code", "print", "never", "parse(text)", "1.3.0", "python"] {
            XCTAssertFalse(words.contains { $0.contains(word) }, "\(word) in \(words)")
        }
    }

    /// The review's cases: a paragraph after a literal block inside a directive keeps its
    /// words, `.. note:: Example::` opens a literal block, a comment inside a directive is
    /// read without its `..`, and a tab after the version parts it from the prose.
    func testLiteralBlocksCommentsAndTabsInsideDirectives() throws {
        let words = try prose("""
            .. tip::
               Run::

                  teh literal wrds

               Then prose here.

            .. note:: Example::

                  zzq literal

               After the example.

            .. note::
               .. a remark in the note

            .. versionadded:: 1.3.0\tthe callback may be empty.

            """)
        for word in ["Then", "prose", "After", "callback", "the"] {
            XCTAssertTrue(words.contains(word), "\(word) in \(words)")
        }
        XCTAssertFalse(words.contains { $0.contains("teh") || $0.contains("zzq") || $0.contains("..") || $0.contains("1.3.0") }, "\(words)")
        XCTAssertTrue(words.contains(" a remark in the note"), "\(words)")
    }

    /// Typing inside a directive's content gives the regions a fresh map gives.
    func testEditsInsideADirectiveMatchAFreshMap() throws {
        let document = TextDocument(text)
        let syntax = try SyntaxTree(document: document, language: LanguageRegistry.named("rst")!)
        let regions = try RegionMap(document: document, syntax: syntax)
        let edits: [(String, String)] = [("Notes hold", "Notes now hold"), ("empty input.", "empty input.\n\n                Also a second paragraph."),
                                         (".. code-block:: python", ".. warning::"), ("Intro words.", "Intro.")]
        for (old, new) in edits {
            let location = (document.string(in: document.fullRange) as NSString).range(of: old).location
            let change = document.replace(TextRange(location, (old as NSString).length), with: new)
            regions.update(after: change, changed: syntax.apply(change))
            let fresh = try RegionMap(document: TextDocument(document.string(in: document.fullRange)),
                                      syntax: SyntaxTree(document: TextDocument(document.string(in: document.fullRange)), language: LanguageRegistry.named("rst")!))
            XCTAssertEqual(regions.prose, fresh.prose, "after \(old) → \(new)")
        }
        XCTAssertTrue(regions.prose.map { document.string(in: $0) }.contains("second"))
        XCTAssertTrue(regions.prose.map { document.string(in: $0) }.contains("print(\"never"), "a warning's content is prose")
    }
}
