/// Decisions read from lists made for the job (issue #50): a word codespell's dictionary
/// lists as a misspelling is a typo wherever prose writes it — once the code around it
/// has had its say (a function's name, a member) and before any shape decision, any
/// mention in quotes or any demotion for being written twice or across the project.
public enum ListDecisions {
    public static let knownMisspelling = Decision.scene(
        "typo.known-misspelling", .word, reach: .word, .typo,
        "codespell's dictionary lists it as a misspelling people make",
        examples: ["This ⟦relase⟧ fixes a crash.", "It says '⟦teh⟧' here.", "We ⟦registed⟧ it. Then we registed another.",
                   "⟦Untill⟧ then.", "The ⟦Debugee⟧ stops, and the debugee waits."],
        nearMisses: ["This ⟦organizaton⟧ fixes it.", "We thank ⟦Relase⟧ for it.", "Pass it as an ⟦inout⟧ parameter."]) { word in
        word.lexicon.isEnglish && word.knownMisspelling != nil
    }

    /// codespell writes a few prefixed words only with their hyphen (`reenable` ->
    /// `re-enable`, `reencode`, `nonneighboring`); `dictionaries/word-parts.tsv` holds those
    /// prefixes as written joined, and the labelled corpus had eight such findings, all
    /// noise (okhttp's and GRDB's `reenable`, commons-io's `reencode`, gettext's `reenabled`).
    public static let closedPrefixedForm = Decision.scene(
        "unknown.closed-prefixed-form", .word, reach: .word, .unknownWord,
        "codespell's only correction hyphenates a prefix that words are written joined with (`reenable` for `re-enable`): the closed form, a style",
        examples: ["We ⟦reenable⟧ it later."],
        nearMisses: ["Then ⟦viceversa⟧ holds."]) { word in
        guard word.lexicon.isEnglish, let entry = word.knownMisspelling, !entry.corrections.isEmpty else { return false }
        return entry.corrections.allSatisfy { correction in
            guard let hyphen = correction.firstIndex(of: "-"), correction.replacingOccurrences(of: "-", with: "") == word.text.lowercased() else { return false }
            let prefix = String(correction[..<hyphen]), rest = String(correction[correction.index(after: hyphen)...])
            return WordLexicon.prefixes.contains(prefix) && !rest.contains("-") && word.lexicon.checker.isLanguageWord(rest)
        }
    }

    public static let all: [Decision] = [closedPrefixedForm, knownMisspelling]
}
