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
}
