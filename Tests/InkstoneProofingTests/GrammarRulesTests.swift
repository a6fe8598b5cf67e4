import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

final class GrammarRulesTests: XCTestCase {
    private func found(_ text: String, only rule: String) -> [(String, [String])] {
        var rules = GrammarRules()
        rules.enabled = [rule]
        let document = TextDocument(text)
        return rules.findings(in: [document.fullRange], of: document).map { ($0.text, $0.suggestions) }
    }

    func testARepeatedWordIsFoundOnceWithItsFix() {
        let result = found("It is the the best, and that that is fine. The the end.", only: "repeated-word")
        XCTAssertEqual(result.map(\.0), [" the", " the"], "'that that' and 'had had' are English")
        XCTAssertEqual(result.first?.1, [""])
    }

    func testRulesReadAcrossOneLineBreakButNotABlankLine() {
        XCTAssertEqual(found("the\nthe end", only: "repeated-word").map(\.0), ["\nthe"])
        XCTAssertTrue(found("the\n\nthe end", only: "repeated-word").isEmpty)
        XCTAssertTrue(found("Item a\r\n\r\napple", only: "a-an").isEmpty)
        XCTAssertEqual(found("It was a\napple", only: "a-an").map(\.1), [["an"]])
    }

    func testASentenceAfterAnExclamationAndABlankLine() {
        XCTAssertEqual(found("Stop!\n\nthen go", only: "sentence-case").map(\.0), ["then"])
    }

    /// Issue #14, item 7: what is not a sentence end, and what is not a sentence start.
    func testSentenceCaseLeavesEllipsesListNumbersDirectivesAndNamesAlone() {
        let text = "Wait... but why. \n.. versionadded:: 2.0\n2. lock it. Go. preferMatch is set. Done. is_readable here. "
            + "See. e.g. this. Then. expected: 3. Run. foo() now. And. so it goes."
        XCTAssertEqual(found(text, only: "sentence-case").map(\.0), ["so"])
    }

    func testDifferentWordsAreNotRepeated() {
        XCTAssertTrue(found("the then other", only: "repeated-word").isEmpty)
    }

    func testArticlesAgreeWithTheSoundOfTheNextWord() {
        XCTAssertEqual(found("a apple and an banana", only: "a-an").map(\.1), [["an"], ["a"]])
    }

    /// Issue #14, item 7: acronyms by how they are read, and capitals and code names
    /// that are no articles.
    func testArticlesBeforeAcronymsNamesAndCode() {
        let right = "an HTTP call, a URL, an NSRange, a UILabel, an fzf search, a REST API, a NUL byte, a JSON file, "
            + "a unary minus. Press Ctrl+A in it; module A is done; if a is None; run -A flags; from A again."
        XCTAssertTrue(found(right, only: "a-an").isEmpty, "\(found(right, only: "a-an"))")
        XCTAssertEqual(found("a HTTP call, an URL, a NSRange, an UILabel, a fzf search. A apple.", only: "a-an").map(\.1),
                       [["an"], ["a"], ["an"], ["a"], ["an"], ["An"]])
    }

    func testArticleExceptionsByPronunciation() {
        XCTAssertTrue(found("an hour, a university, an FAQ, a URL... no: a user, an honest man", only: "a-an").isEmpty)
        XCTAssertEqual(found("A hour", only: "a-an").map(\.1), [["An"]])
    }

    func testASentenceStartingInLowercaseAfterAFullStop() {
        XCTAssertEqual(found("It works. then it stops, e.g. here. Fine!", only: "sentence-case").map(\.1), [["Then"]])
    }

    func testSpaceBeforePunctuation() {
        XCTAssertEqual(found("Wait , what ? Fine... ok .", only: "space-before-punctuation").map(\.0), [" ,", " ?", " ."])
    }

    func testRulesCanBeTurnedOff() {
        var rules = GrammarRules()
        rules.enabled.remove("repeated-word")
        let document = TextDocument("the the")
        XCTAssertTrue(rules.findings(in: [document.fullRange], of: document).isEmpty)
    }
}

/// One registry feeds the checker, SARIF, --help, the docs and config validation.
final class RuleRegistryTests: XCTestCase {
    func testEveryRuleHasOneIdAndASummary() {
        XCTAssertEqual(Rule.all.map(\.id), ["spelling", "flagWords", "repeated-word", "a-an", "sentence-case", "space-before-punctuation"])
        XCTAssertEqual(Set(Rule.all.map(\.id)).count, Rule.all.count)
        XCTAssertTrue(Rule.all.allSatisfy { !$0.summary.isEmpty })
        XCTAssertEqual(Rule.configurableIDs, ["spelling"] + GrammarRules.all)
    }

    func testTheConfigurationDocsDescribeEveryConfigurableRule() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/configuration.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for id in Rule.configurableIDs { XCTAssertTrue(text.contains("- `\(id)` —"), "docs/configuration.md has no entry for \(id)") }
    }

    func testEachGrammarRuleFindsWhatItsPrefilterLetsThrough() {
        let document = TextDocument("It is is fine. this starts low. A apple , here.")
        let found = GrammarRules().findings(in: [document.fullRange], of: document)
        XCTAssertEqual(found.map(\.rule), ["repeated-word", "sentence-case", "a-an", "space-before-punctuation"])
    }
}
