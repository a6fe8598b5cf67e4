import InkstoneProofing
import InkstoneSessions

extension Editor {
    /// Checks this editor's text from now on as `inkstone check` checks the file of
    /// `profile` (`FileCheck.judge`): the same judge, policy, words and readers, so
    /// that `findings` are what `check` prints for the same text at the same path. A
    /// profile whose language no installed dictionary knows (`unreadReason`) leaves
    /// the text unchecked, as `check` leaves the file; false then.
    ///
    /// The editor should follow the syntax of `profile.language` (`SyntaxExclusions`).
    /// `suggestionsReady` is false while the checker's suggestion index is still being
    /// built (names then vouch for themselves, `FindingJudge.suggestionsReady`).
    @discardableResult
    public func proofread(as profile: FileProfile, checker: SpellingChecker, pool: CheckerPool,
                          suggestionsReady: Bool = true) throws(EditorError) -> Bool {
        guard profile.unreadReason == nil else {
            if isChecking { try setChecking(false) }
            return false
        }
        let judge = FindingJudge.of(profile, checker: checker, pool: pool)
        judge.suggestionsReady = suggestionsReady
        useProofreader(Proofreader(judge: judge, personalDictionary: profile.personalDictionary))
        if !isChecking { try setChecking(true) }
        return true
    }
}
