import Foundation
import InkstoneProofing
import XCTest
@testable import InkstoneSessions
@testable import InkstoneSyntax
import InkstoneText

/// Python is parsed in chunks (issue #27, item 2): after thousands of random edits that
/// open and close brackets and strings, indent and dedent, add decorators, `else` and
/// `except` clauses, blank lines and column-0 comments, the regions, the exclusions and
/// the findings must equal those of a fresh parse in chunks, and the regions those of
/// one parse of the whole file wherever the file is valid Python (with a syntax error,
/// tree-sitter's recovery inside a chunk sees less text than in the whole file). An
/// edited chunk is re-parsed from its old tree, so these also prove that re-parse.
final class PythonChunkingTests: XCTestCase {
    private static let snippets = [
        "\n", "\n\n", "\r\n", "    ", "\t", "def f(x):\n", "class A:\n", "    pass\n", "# teh comment\n", "#", "\"\"\"", "'''",
        "\"", "'", "(", ")", "[", "]", "{", "}", "else:\n", "elif x:\n", "except ValueError:\n", "finally:\n", "try:\n",
        "if x:\n", "@decorator\n", "\\\n", "return 1\n", "x = 'teh string'\n", "f\"{x} wrold\"", "import os\n", "lambda: 0", ":",
        ",", "text ", "😀", "match x:\n    case 1:\n        pass\n", "async def g():\n    await h()\n", "\n\nvalue = [\n", "]\n\n",
    ]

    private static let extra = """

    @decorator

    def decorated():
        return "a string with teh typo"


    try:
        import missing
    except ImportError:
        missing = None
    else:
        pass
    finally:
        done = True

    class Spaced:
        first = 1

    # a column-0 comment inside the class body
        second = 2

    TEXT = \"\"\"
    Lines at column 0

    inside a triple-quoted string
    \"\"\"

    """

    private let python = LanguageRegistry.named("python")!

    func testRandomEditsKeepChunksEqualToOneWholeParse() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["INKSTONE_SEED"] ?? "") ?? 0x27_27
        print("seed \(seed)")
        var random = SeededRandom(seed: seed)
        let sample = try String(contentsOf: RandomEditing.fixture("regions/python/sample.py"), encoding: .utf8)
        let steps = ProcessInfo.processInfo.environment["INKSTONE_LONG_TESTS"] == nil ? 1_000 : 5_000
        let editor = Editor(text: String(repeating: sample + Self.extra, count: 3),
                            exclusionProvider: SyntaxExclusions(language: python, treeLimit: 2))
        let checker = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")])
        editor.useProofreader(Proofreader(checker: checker))
        try editor.setChecking(true)
        var chunks = Set<Int>()
        var validSteps = 0
        for step in 1...steps {
            try RandomEditing.edit(editor, step: step, snippets: Self.snippets, using: &random)
            let provider = try XCTUnwrap(editor.exclusionProvider as? SyntaxExclusions)
            chunks.insert(provider.syntaxTree?.chunkCount ?? 0)
            let context = "seed \(seed), step \(step): \(editor.document.text.debugDescription)"
            // The editor's chunks, followed edit by edit, are those of a fresh parse.
            let fresh = TextDocument(editor.document.text)
            let chunked = try SyntaxTree(document: fresh, language: python)
            let regions = try RegionMap(document: fresh, syntax: chunked)
            let live = provider.proseMap(for: editor.document, exclusions: [])
            guard live.prose == regions.prose, live.literals == regions.literalExtents else {
                return XCTFail("regions differ at \(context): \(live.prose) vs \(regions.prose), literals \(live.literals) vs \(regions.literalExtents)")
            }
            let exclusions = RangeSet.normalized(Surrogates.withoutSplits(regions.protected, in: fresh))
            guard editor.exclusions() == exclusions else { return XCTFail("exclusions differ at \(context)") }
            let names = IdentifierSet.names(in: chunked, outside: regions.proseNodeExtents)
            let map = ProseMap(prose: regions.prose, literals: regions.literalExtents, codeNames: names, isPlainText: false, isCode: true)
            let expected = FindingJudge(checker: checker).judge(fresh, map: map).findings
            guard editor.findings.map(\.finding) == expected else { return XCTFail("findings differ at \(context)") }
            // And where the file is valid Python, they read it as one whole parse does.
            let whole = try SyntaxTree(document: TextDocument(editor.document.text), language: python, limits: .standard, chunked: false)
            guard !whole.hasErrors else { continue }
            validSteps += 1
            let wholeRegions = try RegionMap(document: whole.document, syntax: whole)
            guard wholeRegions.prose == regions.prose, wholeRegions.literalExtents == regions.literalExtents,
                  IdentifierSet.names(in: whole, outside: wholeRegions.proseNodeExtents) == names else {
                return XCTFail("chunks differ from the whole parse at \(context)")
            }
        }
        print("valid steps \(validSteps) of \(steps)")
        XCTAssertGreaterThan(chunks.max() ?? 0, 10, "the file was cut into chunks")
    }

    /// The same walk kept to valid Python: an edit that leaves a syntax error is taken
    /// back (the chunks see it come and go), so that every step is compared with one
    /// whole parse of the file.
    func testEditsThatKeepTheFileValidReadAsOneWholeParse() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["INKSTONE_SEED"] ?? "") ?? 0x27_72
        print("seed \(seed)")
        var random = SeededRandom(seed: seed)
        let steps = ProcessInfo.processInfo.environment["INKSTONE_LONG_TESTS"] == nil ? 1_000 : 5_000
        let sample = try String(contentsOf: RandomEditing.fixture("regions/python/sample.py"), encoding: .utf8)
        let editor = Editor(text: String(repeating: sample + Self.extra.replacingOccurrences(of: "# a column-0", with: "    # a column-0"), count: 4),
                            exclusionProvider: SyntaxExclusions(language: python, treeLimit: 2))
        let provider = try XCTUnwrap(editor.exclusionProvider as? SyntaxExclusions)
        XCTAssertFalse(try SyntaxTree(document: TextDocument(editor.document.text), language: python, limits: .standard, chunked: false).hasErrors)
        var (kept, chunked) = (0, 0)
        for step in 1...steps {
            let (range, old) = try RandomEditing.edit(editor, step: step, snippets: Self.snippets, longEvery: 5, long: 120, using: &random)
            let whole = try SyntaxTree(document: TextDocument(editor.document.text), language: python, limits: .standard, chunked: false)
            if whole.hasErrors {
                try editor.replaceVerbatim(range, with: old)
            } else {
                kept += 1
            }
            if provider.syntaxTree?.chunkCount ?? 0 > 10 { chunked += 1 }
            let fresh = TextDocument(editor.document.text)
            let regions = try RegionMap(document: fresh, syntax: try SyntaxTree(document: fresh, language: python, limits: .standard, chunked: false))
            let live = provider.proseMap(for: editor.document, exclusions: [])
            guard live.prose == regions.prose, live.literals == regions.literalExtents else {
                return XCTFail("regions differ at seed \(seed), step \(step): \(editor.document.text.debugDescription)")
            }
        }
        print("edits kept \(kept) of \(steps); more than 10 chunks at \(chunked)")
        XCTAssertGreaterThan(kept, steps / 10)
        XCTAssertGreaterThan(chunked, steps / 4, "the file stayed cut into chunks")
    }

    /// Cut at top-level statements after a blank line, and at the comments above one;
    /// not inside a string, before a clause that carries on a statement, after a
    /// decorator or before a column-0 comment inside a class body.
    func testTopLevelStatementsStartChunks() throws {
        let text = """
        import os
        import sys


        # Compute it.
        def compute():
            return 1


        @decorator

        def decorated():
            pass

        try:
            pass

        except OSError:
            pass

        TEXT = \"\"\"

        not a statement
        \"\"\"

        class Spaced:
            first = 1

        # inside the class
            second = 2

        """
        let chunked = try SyntaxTree(document: TextDocument(text), language: python)
        XCTAssertEqual(chunked.chunkCount, 6, "imports, compute, decorated, try, TEXT, Spaced")
        let whole = try SyntaxTree(document: TextDocument(text), language: python, limits: .standard, chunked: false)
        XCTAssertEqual(try RegionMap(document: chunked.document, syntax: chunked).prose,
                       try RegionMap(document: whole.document, syntax: whole).prose)
        XCTAssertFalse(chunked.hasErrors)
        // Python's chunk trees are kept: each is the start of its chunk's next re-parse.
        chunked.treeLimit = 2
        chunked.releaseTrees()
        XCTAssertEqual(chunked.heldTreeCount, 6)
    }
}
