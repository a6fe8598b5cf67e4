/// Decisions that read the rest of the document: they may only take a typo out of the
/// default tier (demotions), once the word stage has called it one.
public enum DocumentDecisions {
    public static let all: [Decision] = [
        .scene("unknown.written-twice", .document, reach: .document, .unknownWord, demotes: .typo,
               "written the same way on two different lines: meant (a term, a name) — but for the slips people repeat",
               examples: ["We ⟦measuret⟧ it.\n\nThen measuret again.\n"],
               nearMisses: ["We are ⟦fidning⟧ it.\n\nThen fidning again.\n", "We ⟦measuret⟧ it.\n",
                            "No ⟦ambigiuity⟧ here.\nNo ambigiuity there.\n"]) { word in
            word.isSpelling && word.writings.lines >= 2 && !word.isHabitualSlip
        },
    ]
}
