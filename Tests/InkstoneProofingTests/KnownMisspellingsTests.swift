import Foundation
import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

/// Issue #50: a misspelling codespell's dictionary lists is a typo wherever prose writes
/// it, and with one correction a sure fix.
final class KnownMisspellingsTests: XCTestCase {
    private let checker = SpellingChecker(dictionaries: [try! HunspellDictionary(named: "en_US")])

    private func judged(_ text: String) -> [Finding] {
        let document = TextDocument(text)
        return FindingJudge(checker: checker).judge(document, map: ProseMap(prose: [document.fullRange])).findings
            .filter { $0.rule == Rule.spelling.id }
    }

    private static let listed: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = (try? String(contentsOf: root.appendingPathComponent("dictionaries/known-misspellings.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }.filter { $0.allSatisfy(\.isLetter) }
    }()

    /// 400 misspellings drawn with a fixed seed, each in a sentence of its own: the
    /// default tier reports 97 % at least.
    func testFourHundredListedMisspellingsAreReportedByDefault() {
        XCTAssertGreaterThan(Self.listed.count, 60_000, "the shipped list is codespell's dictionary")
        var random = SeededRandom(seed: 400)
        let drawn = (0..<400).map { _ in Self.listed[Int.random(in: 0..<Self.listed.count, using: &random)] }
        let text = drawn.map { "We saw \($0) today." }.joined(separator: "\n\n")
        let reported = Set(judged(text).filter { $0.tier == .default }.map(\.text))
        let missed = drawn.filter { !reported.contains($0) }
        XCTAssertLessThanOrEqual(missed.count, 12, "not reported: \(missed)")
    }

    /// The examples the issue gives, each once hidden by a shape rule or a line's context.
    func testTheIssuesExamplesAreReported() {
        let text = """
        This relase fixes a crash.

        We registed the handler. Then we registed another.

        Fix a typo in teh docs.

        It says 'teh' here.

        The releas, the progarms, the trubble, the algorthin and the neighberhood.
        """
        let found = judged(text)
        XCTAssertEqual(found.filter { $0.tier == .default }.count, 10, "\(found.map { ($0.text, $0.tier, $0.reason.id) })")
        XCTAssertTrue(found.allSatisfy { $0.reason.id == ListDecisions.knownMisspelling.id })
    }

    /// The classics are sure corrections, in the case they are written in.
    func testTheClassicsAreSureCorrections() {
        let found = judged("We recieve teh mail. It is definately seperate and acheived.\n\nUntill then.\n\nOccured twice.")
        let fixes = Dictionary(found.map { ($0.text, ($0.kind, $0.suggestions.first ?? "")) }, uniquingKeysWith: { first, _ in first })
        let expected = ["recieve": "receive", "teh": "the", "definately": "definitely", "seperate": "separate", "acheived": "achieved",
                        "Untill": "Until", "Occured": "Occurred"]
        for (word, fix) in expected {
            XCTAssertEqual(fixes[word]?.0, .correction, word)
            XCTAssertEqual(fixes[word]?.1, fix, word)
        }
    }

    /// A British spelling codespell maps to American is a variant, never a finding.
    /// fl20: rack-test's `Wether` (for `Whether`) is a word of en_US, so it was never
    /// refused; a listed misspelling the dictionary has as a rare word is reported, and
    /// a word the project declares is not.
    func testAListedMisspellingTheDictionaryHasAsARareWordIsReported() {
        let found = judged("Wether it works is unclear. We saw perviously that it incudes more.")
        XCTAssertEqual(found.map(\.text), ["Wether", "perviously", "incudes"])
        XCTAssertTrue(found.allSatisfy { $0.tier == .default && $0.reason.id == "typo.known-misspelling" })
        XCTAssertTrue(judged("Some equipments are listed, and som are not.").isEmpty, "among the 30,000 commonest: meant too often")
        let document = TextDocument("Wether it works.")
        let declared = checker.findings(in: [document.fullRange], of: document, alsoAccepted: { $0.lowercased() == "wether" })
        XCTAssertTrue(declared.isEmpty, "a word the project declares")
        XCTAssertTrue(KnownMisspellings.isListedValidWord("wether"))
        XCTAssertNotNil(KnownMisspellings.entry(for: "wether"), "every listed valid word is a known misspelling")
    }

    /// A listed English misspelling that another language's dictionary has (`fils`,
    /// `objet` in French) is that language's word where both are loaded.
    func testAListedWordAnotherLoadedLanguageHasIsNoFinding() throws {
        guard let french = try? HunspellDictionary(named: "fr") else { throw XCTSkip("no French dictionary on this machine") }
        let both = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US"), french])
        let document = TextDocument("Le fils et l'objet, wether or not.")
        XCTAssertEqual(both.findings(in: [document.fullRange], of: document).map(\.text), ["wether"])
    }

    func testABritishVariantIsNoFinding() {
        XCTAssertTrue(KnownMisspellings.isBritishVariant("behaviour"))
        XCTAssertTrue(judged("The behaviour of the colour.").isEmpty)
        // SCOWL's British list holds the -tre words; a slip ending so is no British spelling.
        XCTAssertTrue(judged("The centre of the theatre, two kilometres away.").isEmpty)
        XCTAssertEqual(judged("It failed aftre the rotation.").map(\.text), ["aftre"])
    }

    /// A plural Inkstone would infer (`information` + `s`) is no word when codespell lists
    /// it; a plural it does not list still is one (`caches`, `tokenizers`).
    func testAListedPluralIsNoInferredPlural() {
        XCTAssertEqual(judged("We need more informations about the childs here.").map(\.text), ["informations", "childs"])
        XCTAssertEqual(judged("The informations are here.").first?.reason.id, "typo.known-misspelling")
        XCTAssertTrue(judged("Both tokenizers share the caches.").isEmpty)
    }

    /// A misspelling is no package's name part: Debian's package names hold `thirdparty`.
    func testAListedMisspellingIsNoPackageName() {
        XCTAssertEqual(judged("Put it in the thirdparty folder.").map(\.text), ["thirdparty"])
    }
}
