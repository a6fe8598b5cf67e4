import Foundation
import InkstoneProject
import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

/// Issue #50: every decision of the judge is named and shown: each example decides by
/// it, and each near miss reaches it without its firing — read from the table itself,
/// through the same pipeline `inkstone check` runs on a file of the example's name.
final class DecisionTableTests: XCTestCase {
    private let lookups = SharedLookups(indexFolder: nil)

    func testEveryDecisionHasAnIdASummaryAndExamples() {
        var seen: Set<String> = []
        for decision in DecisionTable.all {
            XCTAssertTrue(seen.insert(decision.id).inserted, "\(decision.id) twice")
            XCTAssertNotNil(decision.id.range(of: #"^(drop|unknown|typo)\.[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression),
                            "\(decision.id): ids are drop./unknown./typo. and lowercase words joined by hyphens")
            XCTAssertTrue(decision.id.hasPrefix(Self.prefix(of: decision.verdict)), "\(decision.id) decides \(decision.verdict)")
            XCTAssertFalse(decision.summary.isEmpty, decision.id)
            guard decision.stage != .project else { continue }
            XCTAssertFalse(decision.examples.isEmpty, "\(decision.id) has no example that fires")
            // The last word decision fires on every word that reaches it.
            if decision.id != "unknown.no-close-common-word" {
                XCTAssertFalse(decision.nearMisses.isEmpty, "\(decision.id) has no near miss")
            }
        }
    }

    func testEveryExampleIsDecidedByItsDecision() throws {
        for decision in DecisionTable.all where decision.stage != .project {
            for example in decision.examples {
                guard let explanation = try explanation(of: example, for: decision) else { continue }
                XCTAssertTrue(explanation.trace.decidedBy.contains(decision.id),
                              "\(decision.id) should decide \(example); decided by \(explanation.trace.decidedBy)")
            }
        }
    }

    func testEveryNearMissReachesItsDecisionWhichDoesNotFire() throws {
        for decision in DecisionTable.all where decision.stage != .project {
            for example in decision.nearMisses {
                guard let explanation = try explanation(of: example, for: decision) else { continue }
                let step = explanation.trace.steps.first { $0.id == decision.id }
                XCTAssertNotNil(step, "\(decision.id): the near miss \(example) never reaches it; decided by \(explanation.trace.decidedBy)")
                XCTAssertEqual(step?.fired, false, "\(decision.id) fires on its near miss \(example)")
            }
        }
    }

    /// The documentation of the decisions is the table's own listing.
    func testTheDecisionsDocumentIsTheTablesListing() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("docs/decisions.md"), encoding: .utf8)
        XCTAssertEqual(document, DecisionListing.markdown(), "regenerate: inkstone explain --decisions --format markdown > docs/decisions.md")
    }

    private static func prefix(of verdict: Decision.Verdict) -> String {
        switch verdict {
        case .drop: "drop."
        case .unknownWord: "unknown."
        case .typo: "typo."
        }
    }

    /// The explanation of the example's marked word, checked as a file of its own in a
    /// folder of its own (with the files it names beside it).
    private func explanation(of example: DecisionExample, for decision: Decision) throws -> Explanation? {
        guard let (text, word) = example.marked else {
            XCTFail("\(decision.id): \(example) marks no word with ⟦…⟧")
            return nil
        }
        let folder = NSTemporaryDirectory() + "inkstone-decision-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, contents) in example.beside { try contents.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        let path = folder + "/" + example.path
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var overrides = FileProfile.Overrides()
        overrides.readsPersonalDictionary = false
        let fileCheck = FileCheck(overrides: overrides, cache: nil, version: "test", lookups: lookups)
        let document = TextDocument(text)
        let line = document.lines.position(of: word.location).line
        let explained = try fileCheck.explain(path, lines: line...line, pool: CheckerPool(lookups: lookups)).explanations
        let atMark = explained.filter { $0.finding.range == word || $0.finding.range.contains(word) && $0.finding.kind == .grammar }
        // A word with two findings (a grammar rule's and the spelling's): the one the decision weighed.
        guard let found = atMark.first(where: { $0.trace.steps.contains { $0.id == decision.id } }) ?? atMark.first else {
            XCTFail("\(decision.id): nothing was found at the marked word of \(example); found \(explained.map(\.finding.text))")
            return nil
        }
        return found
    }
}
