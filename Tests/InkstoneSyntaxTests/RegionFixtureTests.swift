import Foundation
import XCTest
@testable import InkstoneSyntax
@testable import InkstoneText

/// Every language's sample under fixtures/regions/ against its stored prose ranges
/// (`sample.regions.json`, written by `inkstone regions --format json` and reviewed).
final class RegionFixtureTests: XCTestCase {
    func testEverySampleHasExactlyItsStoredProseRanges() throws {
        for language in LanguageRegistry.listed where !language.isPlainText {
            let sample = try Fixtures.regionSample(language.name)
            let expectedURL = URL(fileURLWithPath: sample.path).deletingLastPathComponent()
                .appendingPathComponent("sample.regions.json")
            let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: expectedURL)) as? [String: Any]
            let expectedProse = (expected?["prose"] as? [[Int]])?.map { TextRange($0[0], $0[1]) }
            let document = try TextFile.read(sample.path).document
            let syntax = try SyntaxTree(document: document, language: language)
            let regions = try RegionMap(document: document, syntax: syntax)
            XCTAssertEqual(regions.prose, expectedProse, "\(language.name): regions differ from \(expectedURL.path)")
            XCTAssertEqual(RangeSet.normalized(regions.prose + regions.protected), [document.fullRange], language.name)
        }
    }

    /// Issue #27: whether a prose node is a string literal is read from the ancestors
    /// the walk knew; for every prose capture of every sample, that answers as climbing
    /// the tree with `ts_node_parent` does.
    func testLiteralsReadFromTheWalksAncestorsAreThoseFoundByClimbing() throws {
        var literals = 0
        for language in LanguageRegistry.listed where !language.isPlainText {
            let sample = try Fixtures.regionSample(language.name)
            let document = try TextFile.read(sample.path).document
            let syntax = try SyntaxTree(document: document, language: language)
            guard let prose = try language.query("prose"), let grammar = language.grammar?.pointer else { continue }
            let symbols = language.queries.literalSymbols(for: grammar)
            for root in syntax.blockRoots {
                for capture in prose.captures(in: root, range: document.fullRange) where capture.ancestors != nil {
                    let climbed = RegionMap.isLiteral(capture.node, symbols: symbols)
                    XCTAssertEqual(RegionMap.isLiteral(capture, symbols: symbols), climbed, "\(language.name) at \(capture.range)")
                    if climbed { literals += 1 }
                }
            }
        }
        XCTAssertGreaterThan(literals, 50, "the samples hold string literals")
    }
}
