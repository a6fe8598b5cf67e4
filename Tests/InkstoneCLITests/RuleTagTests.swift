import Foundation
import XCTest

/// Every spec rule a fixture names is tagged in the code that implements it, spelled
/// out (`S31 S32 S33`, never a range), so that `grep -w S32 -r Sources` finds it.
final class RuleTagTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testEveryRuleTheFixturesNameIsTaggedInTheSources() throws {
        let rules = try fixtureRules()
        XCTAssertGreaterThanOrEqual(rules.count, 40, "the fixtures name the rules S1 to S68")
        let sources = try swiftSources().joined(separator: "\n")
        for rule in rules.sorted() {
            let tagged = sources.range(of: "\\b\(rule)\\b", options: .regularExpression) != nil
            XCTAssertTrue(tagged, "no line in Sources/ names \(rule); tag the code that implements it")
        }
    }

    func testNoSourceNamesARangeOfRules() throws {
        for text in try swiftSources() {
            XCTAssertNil(text.range(of: #"\bS[0-9]+\s*[–-]\s*S[0-9]+\b"#, options: .regularExpression),
                         "spell rule ranges out (S31 S32 S33) so that grep -w finds each")
        }
    }

    /// The ids in the `rules` of every session fixture's header line.
    private func fixtureRules() throws -> Set<String> {
        let folder = Self.root.appendingPathComponent("fixtures/sessions")
        var rules: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".jsonl") && !name.hasSuffix(".transcript.jsonl") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let header = try XCTUnwrap(text.split(separator: "\n").first, name)
            let object = try JSONSerialization.jsonObject(with: Data(header.utf8)) as? [String: Any]
            rules.formUnion(object?["rules"] as? [String] ?? [])
        }
        return rules
    }

    private func swiftSources() throws -> [String] {
        let folder = Self.root.appendingPathComponent("Sources")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path))
        return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
    }
}
