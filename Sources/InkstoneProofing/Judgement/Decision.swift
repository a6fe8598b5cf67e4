/// One decision the judge makes about a finding (issue #50): named, summarised, and
/// shown by examples that fire and near misses that do not, which a test reads. The
/// decisions stand in one ordered table (`DecisionTable`); the first that fires
/// decides, and a later *demotion* may still take a typo out of the default tier.
public struct Decision: Sendable {
    /// What a decision says of the finding it fires on.
    public enum Verdict: String, Sendable {
        /// Not reported at all (a directive, a credit, markup, a name the code vouches for).
        case drop
        /// Listed with `--all` only: a name, a term, a code-like token.
        case unknownWord = "unknown-word"
        /// Reported by default.
        case typo
    }

    /// When it is weighed: what it reads to decide.
    public enum Stage: String, Sendable, CaseIterable {
        /// The finding's line and the document's directives; grammar findings too.
        case context
        /// The text right around the word: quotes, brackets, calls, hyphens, slashes.
        case surroundings
        /// The word alone, with its lexicon entry and slips (the same in every file).
        case word
        /// The rest of the document (a word written twice).
        case document
        /// The rest of the project (its code's names, its terms).
        case project
    }

    /// How far from the word the text it reads may lie: what an edit must re-judge.
    public enum Reach: String, Sendable {
        case word, line, paragraph, literal, document, project
    }

    /// `a-z` words joined by `.` and `-`: `typo.known-misspelling`, `unknown.code-name`.
    public let id: String
    public let stage: Stage
    public let reach: Reach
    public let verdict: Verdict
    /// Nil for a deciding decision (weighed while nothing has decided); `.typo` for a
    /// demotion, weighed only once a typo was decided, which it makes an unknown word.
    public let demotes: Verdict?
    /// One line a person reads: the finding's reason.
    public let summary: String
    /// Texts where it decides (the word marked `⟦…⟧`).
    public let examples: [DecisionExample]
    /// Texts where it is weighed and does not fire.
    public let nearMisses: [DecisionExample]
    let test: Test

    /// What a decision reads: the word alone (the word stage, remembered per word), or
    /// the word where it stands.
    enum Test: Sendable {
        case word(@Sendable (WordFacts) -> Bool)
        case scene(@Sendable (JudgedWord) -> Bool)
        /// The finding as its file's judge decided it, and what the project says.
        case project(@Sendable (Finding, ProjectEvidence) -> Bool)
    }

    init(_ id: String, _ stage: Stage, reach: Reach, _ verdict: Verdict, demotes: Verdict? = nil, _ summary: String,
         examples: [DecisionExample], nearMisses: [DecisionExample], test: Test) {
        (self.id, self.stage, self.reach, self.verdict, self.demotes, self.summary) = (id, stage, reach, verdict, demotes, summary)
        (self.examples, self.nearMisses, self.test) = (examples, nearMisses, test)
    }

    /// A word-stage decision: it reads the word alone.
    static func word(_ id: String, _ verdict: Verdict, _ summary: String, examples: [DecisionExample], nearMisses: [DecisionExample],
                     _ applies: @escaping @Sendable (WordFacts) -> Bool) -> Decision {
        Decision(id, .word, reach: .word, verdict, summary, examples: examples, nearMisses: nearMisses, test: .word(applies))
    }

    /// A decision that reads the word where it stands.
    static func scene(_ id: String, _ stage: Stage, reach: Reach, _ verdict: Verdict, demotes: Verdict? = nil, _ summary: String,
                      examples: [DecisionExample], nearMisses: [DecisionExample],
                      _ applies: @escaping @Sendable (JudgedWord) -> Bool) -> Decision {
        Decision(id, stage, reach: reach, verdict, demotes: demotes, summary, examples: examples, nearMisses: nearMisses, test: .scene(applies))
    }

    /// The reason a finding it decided carries.
    public var reason: FindingReason { FindingReason(id: id, summary: summary) }
}
