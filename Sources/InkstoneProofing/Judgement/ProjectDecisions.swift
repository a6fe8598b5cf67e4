/// Decisions that read the rest of the project, applied by `ProjectCheck` once every
/// file is read (`ProjectEvidence`). Their examples are projects of several files, so
/// `ProjectTermsTests` shows them rather than the table's one-file examples.
public enum ProjectDecisions {
    static func decision(_ id: String, _ verdict: Decision.Verdict, demotes: Decision.Verdict? = nil, _ summary: String,
                         _ applies: @escaping @Sendable (Finding, ProjectEvidence) -> Bool) -> Decision {
        Decision(id, .project, reach: .project, verdict, demotes: demotes, summary, examples: [], nearMisses: [], test: .project(applies))
    }

    public static let all: [Decision] = [
        decision("drop.project-term", .drop,
                 "a term of the project (it names source files, or the code of three files or more uses it), and no swap or doubling of a common word") {
            finding, evidence in
            finding.rule == Rule.spelling.id && evidence.isTerm(finding.text) && !WordLexicon.isSwapOrDoublingOfCommonWord(finding.text)
        },
        // A term the project's code names in three files or more that is also a doubled
        // or swapped letter of a common word (zstd's `ddict` beside `dict`) is shown with
        // --all: the name, written in prose, as `drop.project-term` would drop it but for
        // the doubling; a known misspelling stays a typo (`apply`).
        decision("unknown.term-like-a-slip", .unknownWord, demotes: .typo,
                 "a term of the project (`drop.project-term`) that is also a swap or doubling of a common word (`ddict`)") {
            finding, evidence in
            finding.rule == Rule.spelling.id && evidence.isTerm(finding.text) && WordLexicon.isSwapOrDoublingOfCommonWord(finding.text)
        },
        decision("drop.project-code-name", .drop, "a name the code of another file of the project uses, and no typo of a word") {
            finding, evidence in
            finding.rule == Rule.spelling.id && !(finding.tier == .default && WordLexicon.isOneEditFromCommonWord(finding.text))
                && DocumentCheck.names(evidence.names, vouchFor: finding.text) { finding.suggestions }
        },
        // `drop.project-code-name` keeps a word one edit from a common one, as code names
        // are misspelt too; the weakest typo decision yields to it: on the labelled corpus
        // 23 of its noise rows (`metas`, `relname`, `putils`) were names the code uses,
        // none of its real typos.
        decision("unknown.slip-named-in-code", .unknownWord, demotes: .typo,
                 "a slip of a common word (`typo.slip-of-common-word`) that the code of the project uses as a name (`metas`, `relname`)") {
            finding, evidence in
            finding.rule == Rule.spelling.id && finding.reason.id == "typo.slip-of-common-word"
                && [finding.text, finding.text.lowercased(), DocumentCheck.withoutPossessive(finding.text)].contains(where: evidence.names.contains)
        },
        decision("drop.project-keyword", .drop,
                 "a word the code of another file writes alone as a string (`.alias = \"neww\"`): a command, option or key the program reads") {
            finding, evidence in
            finding.rule == Rule.spelling.id && evidence.isKeyword(finding.text)
        },
        decision("drop.project-name-keeps-its-case", .drop, "a name the project's code uses keeps its own case at a sentence start") {
            finding, evidence in
            finding.rule == SentenceCaseRule.rule.id && evidence.names.contains(finding.text)
        },
        decision("drop.project-spaced-colon-style", .drop,
                 "a space before a colon in a project whose files, together, space their colons as a style (`drop.spaced-colon-style` over every file)") {
            finding, evidence in
            finding.rule == SpaceBeforePunctuationRule.rule.id && finding.text.hasSuffix(":") && evidence.spacesBeforeColons
        },
        decision("drop.project-article-habit", .drop,
                 "an article before an initialism the project always writes so, in three places or more and never with the other article (`a LV`: \"a LiveView\")") {
            finding, evidence in
            finding.rule == ArticleRule.rule.id && evidence.habitualArticles.contains(finding.id)
        },
        decision("unknown.written-in-many-files", .unknownWord, demotes: .typo,
                 "written in four files of the project or more, on as many lines: a term of the project") { finding, evidence in
            finding.rule == Rule.spelling.id && finding.tier == .default && evidence.written.contains(finding.text.lowercased())
        },
        decision("typo.slip-of-project-term", .typo,
                 "an unknown word of six letters or more one slip inside it from a term of the project that is no English word (`carfile` where the code says `Cartfile`)") {
            finding, evidence in
            finding.rule == Rule.spelling.id && finding.tier == .unknownWord && isPromotable(finding)
                && evidence.isSlipOfTerm(finding.text)
        },
    ]

    /// The unknown-word decisions `typo.slip-of-project-term` may overrule: those that
    /// find no reason in the word itself (no common word near, a compound, a coinage), not
    /// those that vouch for it (a larger dictionary's word, a path's part, a quoted mention).
    static let promotable: Set<String> = ["unknown.no-close-common-word", "unknown.compound", "unknown.coined", "unknown.derived"]

    /// One of `promotable`, or a capitalised word taken for a name by its shape alone
    /// (`Koltin` where the code says `Kotlin`); not a word in capitals (`CPTIME`, an acronym).
    static func isPromotable(_ finding: Finding) -> Bool {
        if promotable.contains(finding.reason.id) { return true }
        let text = finding.text
        return finding.reason.id == "unknown.name-or-code-shape" && text.first?.isUppercase == true
            && text.dropFirst().allSatisfy(\.isLowercase)
    }

    /// The decisions that may drop a listed misspelling the dictionary has as a word: the
    /// project's own names and terms, not how often it writes the slip.
    static let vouchesForAListedWord: Set<String> = ["drop.project-term", "drop.project-code-name"]

    /// `findings` after the project's decisions: dropped, or made unknown words, with
    /// the deciding decision as their reason.
    public static func apply(to findings: [Finding], evidence: ProjectEvidence) -> [Finding] {
        guard !evidence.isEmpty else { return findings }
        return findings.compactMap { finding in
            // A known misspelling stays a typo however often the project writes it; one the
            // dictionary has as a word yields to the project's own use (devise's module
            // `Rememberable`, named in its code).
            let isListed = finding.reason.id == ListDecisions.knownMisspelling.id
            guard !isListed || KnownMisspellings.isListedValidWord(finding.text) else { return finding }
            for decision in all where !isListed || vouchesForAListedWord.contains(decision.id) {
                guard case .project(let applies) = decision.test, applies(finding, evidence) else { continue }
                if decision.verdict == .drop { return nil }
                var judged = finding
                judged.tier = decision.verdict == .typo ? .default : .unknownWord
                judged.reason = decision.reason
                return judged
            }
            return finding
        }
    }
}
