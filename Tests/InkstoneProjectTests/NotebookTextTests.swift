@testable import InkstoneProject
import Foundation
import InkstoneText
import XCTest

/// A notebook's Markdown cells and code, with where each part lies in its JSON (issue #53, item 4).
final class NotebookTextTests: XCTestCase {
    private static let notebook = #"""
    {
     "cells": [
      {"cell_type": "markdown", "metadata": {}, "source": ["# Title\n", "A \"quoted\" wrod.\n"]},
      {"cell_type": "code", "metadata": {}, "outputs": [{"text": ["teh output\n"]}], "source": "# a commment\nx = 1\n"},
      {"cell_type": "raw", "metadata": {}, "source": ["raw tekst\n"]},
      {"cell_type": "markdown", "metadata": {}, "source": ["Caf\u00e9 \ud83d\ude00 end.\n"]}
     ],
     "metadata": {"kernelspec": {"language": "Python", "name": "python3"}},
     "nbformat": 4
    }
    """#

    func testMarkdownCellsAndCodeAreReadAndNothingElse() throws {
        let text = try XCTUnwrap(NotebookText(TextDocument(Self.notebook)))
        XCTAssertEqual(text.markdown.text, "# Title\nA \"quoted\" wrod.\n\nCafé 😀 end.\n")
        XCTAssertEqual(text.code.text, "# a commment\nx = 1\n")
        XCTAssertEqual(text.codeLanguage, "python")
        XCTAssertFalse(text.markdown.text.contains("teh") || text.code.text.contains("teh"), "outputs are not read")
        XCTAssertFalse(text.markdown.text.contains("tekst"), "raw cells are not read")
    }

    func testAWordMapsBackToItsPlaceInTheJSON() throws {
        let document = TextDocument(Self.notebook)
        let text = try XCTUnwrap(NotebookText(document))
        for (part, word) in [(text.markdown, "wrod"), (text.code, "commment"), (text.markdown, "end")] {
            let location = (part.text as NSString).range(of: word).location
            let original = try XCTUnwrap(part.original(of: TextRange(location, word.utf16.count)), word)
            XCTAssertEqual(document.string(in: original), word)
        }
        let escaped = (text.markdown.text as NSString).range(of: "\"quoted\"")
        XCTAssertNil(text.markdown.original(of: TextRange(escaped.location, escaped.length)), "it spans the escapes")
    }

    func testWhatIsNotANotebookGivesNil() {
        XCTAssertNil(NotebookText(TextDocument("{\"name\": \"x\"}")))
        XCTAssertNil(NotebookText(TextDocument("not json at all")))
        XCTAssertNil(NotebookText(TextDocument(String(repeating: "[", count: 10_000))), "nesting is bounded")
    }
}

/// A file named or listed is chosen as a walk from its repository's root would choose it.
final class IgnoredNamedFileTests: XCTestCase {
    func testTheRuleAndTheFileThatIgnoreANamedFileAreNamed() throws {
        let folder = NSTemporaryDirectory() + "inkstone-ignored-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/docs/drafts", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "*.log\n".write(toFile: folder + "/.gitignore", atomically: true, encoding: .utf8)
        try "drafts/\n!keep.log\n".write(toFile: folder + "/docs/.gitignore", atomically: true, encoding: .utf8)
        let walker = FileWalker(excludes: ["private.md"])
        XCTAssertEqual(walker.reasonToIgnore(folder + "/run.log"), "ignored by '*.log' in .gitignore")
        XCTAssertNil(walker.reasonToIgnore(folder + "/docs/keep.log"), "negated below")
        XCTAssertEqual(walker.reasonToIgnore(folder + "/docs/drafts/a.md"), "ignored by 'drafts/' in docs/.gitignore (its folder docs/drafts/)")
        XCTAssertEqual(walker.reasonToIgnore(folder + "/docs/private.md"), "ignored by 'private.md' in --exclude")
        XCTAssertNil(walker.reasonToIgnore(folder + "/docs/guide.md"))
    }
}
