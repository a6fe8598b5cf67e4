import CTreeSitter
import XCTest
@testable import InkstoneSyntax
@testable import InkstoneText

final class NodeTypeWalkTests: XCTestCase {
    func testNodeTypePatternsAreRecognised() {
        let python = NodeTypePatterns(source: "; a comment (with parens)\n(comment) @prose\n\n(string_content) @prose\n")
        XCTAssertEqual(python?.entries, [.init(type: "comment", capture: "prose", pattern: 0),
                                         .init(type: "string_content", capture: "prose", pattern: 1)])
        let choice = NodeTypePatterns(source: "[\n  (line_comment)\n  (block_comment)\n] @prose\n(text) @other")
        XCTAssertEqual(choice?.entries.map(\.type), ["line_comment", "block_comment", "text"])
        XCTAssertEqual(choice?.entries.map(\.pattern), [0, 0, 1])
    }

    func testChildrenOfAParentTypeAreRecognised() {
        let toml = NodeTypePatterns(source: "(comment) @prose\n(pair (string) @prose)\n")
        XCTAssertEqual(toml?.entries.last, .init(type: "string", capture: "prose", pattern: 1, isNamed: true, parent: "pair"))
        let tokens = NodeTypePatterns(source: "(image [\"!\" \"[\" (link_text)] @protected) ; a comment with \"quotes\"\n")
        XCTAssertEqual(tokens?.entries.map(\.type), ["!", "[", "link_text"])
        XCTAssertEqual(tokens?.entries.map(\.isNamed), [false, false, true])
        XCTAssertEqual(Set(tokens?.entries.compactMap(\.parent) ?? []), ["image"])
        XCTAssertEqual(NodeTypePatterns(source: "(a \";\" @p)")?.entries.first?.type, ";")
    }

    func testCRLFSourcesAreReadLineByLine() {
        XCTAssertEqual(NodeTypePatterns(source: "; prose\r\n(comment) @prose\r\n(string_content) @prose\r\n")?.entries.count, 2)
    }

    /// ERROR and supertypes are node types no table of regular symbols holds.
    func testTypesWithoutARegularSymbolAreLeftToTheQueryEngine() throws {
        let python = try XCTUnwrap(LanguageRegistry.named("python")?.unsafeGrammarPointer)
        for source in ["(ERROR) @prose", "(expression) @prose", "(comment) @prose\n(no_such_type_here) @prose"] {
            guard let query = try? Query(language: "python", kind: "test", source: source, grammar: python) else { continue }
            XCTAssertFalse(query.walksNodeTypes, source)
        }
        XCTAssertTrue(try Query(language: "python", kind: "test", source: "(comment) @prose", grammar: python).walksNodeTypes)
    }

    func testAnythingBeyondNodeTypesIsLeftToTheQueryEngine() {
        for source in ["(pair value: (string (string_content) @prose))", "(comment) @a @b", "(comment)+ @prose",
                       "((comment) @prose (#match? @prose \"^;\"))", "(_) @prose", "\"string\" @prose",
                       "(comment !field) @prose", "(comment)", "[(comment)] ", "(comment) @"] {
            XCTAssertNil(NodeTypePatterns(source: source), source)
        }
    }

    /// Every shipped query that the walk takes over finds what the engine finds, over
    /// each language's sample, for the whole text, random ranges (some empty) and, for
    /// several ranges at once, at least every capture that meets one of them.
    func testTheWalkFindsWhatTheQueryEngineFinds() throws {
        var random = SeededRandom(seed: 41)
        var compared = 0
        for language in LanguageRegistry.all where language.grammar != nil {
            guard let sample = try? Fixtures.regionSample(language.name) else { continue }
            let document = TextDocument(sample.text)
            let syntax = try SyntaxTree(document: document, language: language)
            let root = try XCTUnwrap(syntax.blockRoots.first)
            for kind in ["prose", "protected", "highlights"] {
                guard let query = try language.query(kind), query.walksNodeTypes else { continue }
                compared += 1
                var ranges = [document.fullRange]
                for _ in 0..<30 {
                    let start = Int.random(in: 0...document.length, using: &random)
                    ranges.append(TextRange(start, Int.random(in: 0...(document.length - start), using: &random) / Int.random(in: 1...4, using: &random)))
                }
                for range in ranges {
                    XCTAssertEqual(Self.key(query.captures(in: root, range: range)), Self.key(query.engineCaptures(in: root, range: range)),
                                   "\(language.name)/\(kind) in \(range)")
                }
                let several = RangeSet.normalized((0..<6).map { _ in
                    let start = Int.random(in: 0..<document.length, using: &random)
                    return TextRange(start, min(document.length - start, Int.random(in: 1...40, using: &random)))
                })
                let walked = Set(Self.key(query.captures(in: root, meeting: several)))
                let span = TextRange(several[0].location, several.last!.end - several[0].location)
                let meeting = query.engineCaptures(in: root, range: span).filter { capture in
                    several.contains { $0.location < capture.range.end && capture.range.location < $0.end }
                }
                XCTAssertTrue(Set(Self.key(meeting)).isSubset(of: walked), "\(language.name)/\(kind) meeting \(several)")
            }
        }
        XCTAssertGreaterThan(compared, 10, "most languages' prose queries are node types")
    }

    /// The walk seeks past the statements before a range (tree-sitter's
    /// first-child-for-byte, which gives up inside a hidden `_simple_statements` whose
    /// last visible child ends before the goal, as at a line's end): at every offset of
    /// a file of many top-level statements, short ranges find what the engine finds.
    func testSeekingPastEarlierStatementsMissesNothing() throws {
        let python = try XCTUnwrap(LanguageRegistry.named("python"))
        let block = "x = 1  # set\nprint(\"a string\")\n# a comment\ndef f(a):\n    \"\"\"Doc.\"\"\"\n    return a; b = 2\n\nclass C:\n    y = 'text'\n"
        let document = TextDocument(String(repeating: block, count: 8))
        let syntax = try SyntaxTree(document: document, language: python)
        let root = try XCTUnwrap(syntax.blockRoots.first)
        let query = try XCTUnwrap(try python.query("prose"))
        XCTAssertTrue(query.walksNodeTypes)
        for start in 0...document.length {
            // (0, 0) is no range to the engine: tree-sitter reads an end of 0 as none.
            for length in [0, 1, 3] where start + length <= document.length && start + length > 0 {
                let range = TextRange(start, length)
                XCTAssertEqual(Self.key(query.captures(in: root, range: range)), Self.key(query.engineCaptures(in: root, range: range)),
                               "\(range)")
            }
        }
    }

    /// Markdown's inline protected query runs as a walk too (the query engine took
    /// quadratic time over a wide paragraph), over every inline segment of the sample.
    func testTheInlineWalkFindsWhatTheQueryEngineFinds() throws {
        let markdown = try XCTUnwrap(LanguageRegistry.named("markdown"))
        let inlineLanguage = try XCTUnwrap(LanguageRegistry.named("markdown_inline"))
        let query = try XCTUnwrap(try inlineLanguage.query("protected"))
        XCTAssertTrue(query.walksNodeTypes)
        let document = TextDocument(try Fixtures.regionSample("markdown").text)
        let syntax = try SyntaxTree(document: document, language: markdown)
        let segments = try XCTUnwrap(syntax.inline).segments
        XCTAssertGreaterThan(segments.count, 5)
        var random = SeededRandom(seed: 7)
        for segment in segments {
            let root = ts_tree_root_node(segment.tree)
            let length = segment.range.length
            var ranges = [TextRange(0, length)]
            for _ in 0..<5 {
                let start = Int.random(in: 0...length, using: &random)
                ranges.append(TextRange(start, Int.random(in: 0...(length - start), using: &random)))
            }
            for range in ranges {
                XCTAssertEqual(Self.key(query.captures(in: root, range: range)), Self.key(query.engineCaptures(in: root, range: range)),
                               "segment \(segment.range), \(range)")
            }
        }
    }

    private static func key(_ captures: [Query.Capture]) -> [String] {
        captures.map { "\($0.name)/\($0.pattern)/\($0.range.location)+\($0.range.length)" }.sorted()
    }
}
