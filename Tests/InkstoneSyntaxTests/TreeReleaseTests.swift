import XCTest
@testable import InkstoneSyntax
import InkstoneText

/// A Markdown syntax tree with a `treeLimit` lets go of the chunk and inline trees read
/// least recently (issue #27, memory); what is read afterwards is parsed again and must
/// be what a tree that kept everything holds.
final class TreeReleaseTests: XCTestCase {
    private let markdown = LanguageRegistry.named("markdown")!

    func testReleasedTreesAreParsedAgainToTheSameTrees() throws {
        let text = String(repeating: try Fixtures.regionSample("markdown").text + "\n", count: 3)
        let keeping = try SyntaxTree(document: TextDocument(text), language: markdown)
        let releasing = try SyntaxTree(document: TextDocument(text), language: markdown)
        releasing.treeLimit = 1
        XCTAssertGreaterThan(releasing.chunkCount, 10)
        let regions = try RegionMap(document: releasing.document, syntax: releasing)  // reads everything, then releases
        XCTAssertEqual(releasing.heldTreeCount, 2, "one chunk tree and one inline tree are kept")
        XCTAssertEqual(try Highlighter.tokens(for: releasing), try Highlighter.tokens(for: keeping))
        releasing.releaseTrees()
        XCTAssertEqual(releasing.sExpression, keeping.sExpression)
        releasing.releaseTrees()
        XCTAssertEqual(regions.prose, try RegionMap(document: keeping.document, syntax: keeping).prose)
    }

    func testEditsAfterAReleaseFollowTheTextAsAFreshParseDoes() throws {
        let sample = try Fixtures.regionSample("markdown").text
        let document = TextDocument(String(repeating: sample + "\n", count: 3))
        let syntax = try SyntaxTree(document: document, language: markdown)
        syntax.treeLimit = 1
        let regions = try RegionMap(document: document, syntax: syntax)
        var random = SeededRandom(seed: 27)
        for step in 0..<200 {
            let location = Int.random(in: 0...document.length, using: &random)
            let range = TextRange(location, min(document.length - location, Int.random(in: 0...3, using: &random)))
            guard !Surrogates.splits(document, at: range.location), !Surrogates.splits(document, at: range.end) else { continue }
            let change = document.replace(range, with: ["a", "\n\n", "`", " word ", "- "].randomElement(using: &random)!)
            regions.update(after: change, changed: syntax.apply(change))
            let fresh = try SyntaxTree(document: TextDocument(document.text), language: markdown)
            XCTAssertEqual(regions.prose, try RegionMap(document: fresh.document, syntax: fresh).prose, "step \(step)")
            XCTAssertEqual(try Highlighter.tokens(for: syntax), try Highlighter.tokens(for: fresh), "step \(step)")
            syntax.releaseTrees()
        }
    }
}
