import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

/// The prefilter may say "maybe" too often, never "no" where a rule finds something.
final class GrammarPrefilterTests: XCTestCase {
    private func found(_ text: String, _ rule: Rule.ID) -> Bool {
        var rules = GrammarRules()
        rules.enabled = [rule]
        rules.usesPrefilter = false
        let document = TextDocument(text)
        return !rules.findings(in: [document.fullRange], of: document).isEmpty
    }

    func testNoRuleFindsAnythingWhereThePrefilterSaysNo() {
        var random = SeededRandom(seed: 5)
        let pieces = ["the", "The", "a", "A", "an", "An", "apple", "hour", " ", "  ", "\n", "\n\n", ".", "!", "?", ",", ";",
                      "“", "”", "é", "Éa", "x", "that", "1", "_", "(", "’s", "e.g", "un",
                      "FAQ", "Hour", "use", "one", "b", "B", "Bc", "BC", "I", "ISO", "-", "'", "\r\n", "\t", "U", "eu", "i", "Ä"]
        var fired = 0
        for _ in 0..<40_000 {
            let text = (0..<Int(1 + random.next() % 10)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let scan = GrammarPrefilter(text)
            let verdicts = [(RepeatedWordRule.rule.id, scan.mayRepeatAWord), (ArticleRule.rule.id, scan.mayHaveArticle),
                            (SentenceCaseRule.rule.id, scan.mayStartASentenceInLowercase),
                            (SpaceBeforePunctuationRule.rule.id, scan.mayHaveSpaceBeforePunctuation)]
            for (rule, maybe) in verdicts where found(text, rule) {
                fired += 1
                XCTAssertTrue(maybe, "\(rule) finds something in \(text.debugDescription)")
            }
        }
        XCTAssertGreaterThan(fired, 200, "the random texts exercise the rules")
    }

    /// Every contraction the missing-apostrophe rule knows passes its prefilter.
    func testEveryContractionWithoutItsApostrophePassesThePrefilter() {
        for word in MissingApostropheRule.contractions.keys {
            for text in ["Tell me \(word) now.", "\(word.uppercased()) it", "so \(word)"] {
                XCTAssertTrue(GrammarPrefilter(text).mayHaveMissingApostrophe, text)
            }
        }
        XCTAssertFalse(GrammarPrefilter("What is here, and how is it?").mayHaveMissingApostrophe)
        XCTAssertTrue(found("Tell me whats wrong.", MissingApostropheRule.rule.id))
    }

    func testCommonProseIsSkipped() {
        let scan = GrammarPrefilter("Return the value scaled by the factor. It is documented.")
        XCTAssertFalse(scan.mayRepeatAWord)
        XCTAssertFalse(scan.mayStartASentenceInLowercase)
        XCTAssertFalse(scan.mayHaveSpaceBeforePunctuation)
        XCTAssertFalse(scan.mayHaveArticle)
        XCTAssertFalse(GrammarPrefilter("Add a Table and a b to an item, an Index, an ISO date, or a\nvalue.").mayHaveArticle)
        XCTAssertTrue(GrammarPrefilter("an FAQ").mayHaveArticle)
        XCTAssertTrue(GrammarPrefilter("a hour").mayHaveArticle)
    }
}
