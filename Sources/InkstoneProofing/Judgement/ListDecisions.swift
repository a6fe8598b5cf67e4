/// Decisions read from lists made for the job (issue #50): a word codespell's dictionary
/// lists as a misspelling is a typo wherever prose writes it — once the code around it
/// has had its say (a function's name, a member) and before any shape decision, any
/// mention in quotes or any demotion for being written twice or across the project.
public enum ListDecisions {
    public static let knownMisspelling = Decision.scene(
        "typo.known-misspelling", .word, reach: .word, .typo,
        "codespell's dictionary lists it as a misspelling people make",
        examples: ["This ⟦relase⟧ fixes a crash.", "It says '⟦teh⟧' here.", "We ⟦registed⟧ it. Then we registed another.",
                   "⟦Untill⟧ then."],
        nearMisses: ["This ⟦organizaton⟧ fixes it.", "We thank ⟦Relase⟧ for it."]) { word in
        word.lexicon.isEnglish && word.knownMisspelling != nil
    }

    public static let all: [Decision] = [knownMisspelling]
}
