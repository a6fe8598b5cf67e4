/// The word stage (issue #50): what the word alone says — its shape, what SCOWL holds,
/// and whether one slip of a common word explains it. First that fires decides; the
/// last, `unknown.no-close-common-word`, always does. The answer depends on the word,
/// its suggestions and whether it starts a sentence, so it is remembered per checker.
public enum WordDecisions {
    public static let all: [Decision] = shape + scowl + slips

    /// The deciding decision's index in `all`; `tried` hears each decision weighed and
    /// whether it fired (for `explain`).
    static func decide(_ facts: WordFacts, tried: ((Decision, Bool) -> Void)? = nil) -> Int {
        for (index, decision) in all.enumerated() {
            guard case .word(let applies) = decision.test else { continue }
            let fires = applies(facts)
            tried?(decision, fires)
            if fires { return index }
        }
        return all.count - 1
    }
}
