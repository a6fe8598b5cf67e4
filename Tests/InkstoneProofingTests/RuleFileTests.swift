import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

/// The rule files (`rules/<language>/*.rules`): every rule's examples are its tests —
/// each `fires` sentence is reported by the rule (and fixed as written), each `passes`
/// sentence is not.
final class RuleFileTests: XCTestCase {
    /// The findings of one rule alone over `text`, one prose range.
    static func findings(of rule: Rule, in text: String) -> [Finding] {
        var rules = GrammarRules()
        rules.enabled = [rule.id]
        let document = TextDocument(text)
        return rules.findings(in: [document.fullRange], of: document, language: rule.language ?? "en").filter { $0.rule == rule.id }
    }

    static func applying(_ finding: Finding, to text: String) -> String {
        let units = Array(text.utf16)
        let fixed = units[..<finding.range.location] + Array(finding.suggestions[0].utf16) + units[finding.range.end...]
        return String(decoding: Array(fixed), as: UTF16.self)
    }

    func testEveryRuleFiresOnItsExamplesAndNotOnItsNearMisses() {
        var checked = 0
        for book in RuleBook.all {
            for entry in book.entries {
                for example in entry.examples {
                    let found = Self.findings(of: entry.rule, in: example.text)
                    let place = "rules/\(book.language) rule \(entry.rule.id) line \(example.line)"
                    if example.fires {
                        XCTAssertFalse(found.isEmpty, "\(place): does not fire on '\(example.text)'")
                        if let fixed = example.fixed, let first = found.first {
                            XCTAssertFalse(first.suggestions.isEmpty, "\(place): no fix for '\(example.text)'")
                            if !first.suggestions.isEmpty {
                                XCTAssertEqual(Self.applying(first, to: example.text), fixed, "\(place): the first fix")
                            }
                        }
                    } else {
                        XCTAssertEqual(found.map(\.text), [], "\(place): fires on the near miss '\(example.text)'")
                    }
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    func testEveryRuleIdIsUniqueAcrossLanguages() {
        let ids = RuleBook.all.flatMap(\.rules).map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicated: \(Dictionary(grouping: ids, by: { $0 }).filter { $1.count > 1 }.keys.sorted())")
    }

    /// A rule in Swift takes its entry from the files; an entry naming Swift has its rule.
    func testTheSwiftRulesAndTheirEntriesAreTheSame() {
        let swift = GrammarRules.registered.map { String(describing: type(of: $0)) }
        let named = RuleBook.english.entries.compactMap(\.implementedBy)
        XCTAssertEqual(Set(swift), Set(named))
        for rule in GrammarRules.registered {
            let entry = RuleBook.english.entries.first { $0.implementedBy == String(describing: type(of: rule)) }
            XCTAssertEqual(entry?.rule.id, type(of: rule).rule.id)
        }
    }

    func testEveryCategoryAndDefaultIsRead() {
        let rules = GrammarRules.rules
        XCTAssertTrue(rules.contains { !$0.isOnByDefault }, "style and picky rules are off by default")
        XCTAssertTrue(rules.allSatisfy { $0.language != nil })
        for rule in rules where [.style, .redundancy].contains(rule.category) {
            XCTAssertFalse(rule.isOnByDefault, "\(rule.id): a style rule is off by default")
        }
    }

    func testAMistakeInARuleFileNamesTheFileTheLineAndTheFix() {
        let text = "rule broken\n  category grammar\n  default maybe\n"
        XCTAssertThrowsError(try RuleFile.parse(text, name: "rules/en/x.rules", language: "en", lexicon: .english)) { error in
            XCTAssertEqual("\(error)", "rules/en/x.rules:3: rule broken: default is 'on' or 'off'; write one of them")
        }
        let pattern = "rule p\n category grammar\n default on\n summary s\n message m\n pattern NN VB\n fires a\n passes b\n"
        XCTAssertThrowsError(try RuleFile.parse(pattern, name: "f", language: "en", lexicon: .english)) { error in
            XCTAssertTrue("\(error)".hasPrefix("f:6: rule p: no element is marked"), "\(error)")
        }
        let unknown = "rule q\n category grammar\n colour blue\n"
        XCTAssertThrowsError(try RuleFile.parse(unknown, name: "f", language: "en", lexicon: .english)) { error in
            XCTAssertTrue("\(error)".hasPrefix("f:3: 'colour' is no key of a rule"), "\(error)")
        }
    }

    /// `docs/rules.md` is `inkstone rules --format markdown`: regenerate it when a rule changes.
    func testTheRulesDocumentIsUpToDate() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/rules.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        XCTAssertEqual(text, RuleCatalog.markdown(), "docs/rules.md is out of date: run 'inkstone rules --format markdown > docs/rules.md'")
    }
}
