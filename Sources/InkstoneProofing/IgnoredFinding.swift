import InkstoneText

/// A finding the person chose to ignore (S66), remembered by its sentence's text so
/// that it stays hidden until that sentence changes, wherever the sentence moves.
struct IgnoredFinding: Hashable {
    let sentence: String
    /// Where the finding starts in its sentence.
    let offset: Int
    let text: String
    let rule: Rule.ID

    init(_ finding: Finding, in document: TextDocument) {
        let sentence = Sentences.sentence(containing: finding.range, in: document)
        self.sentence = document.string(in: sentence)
        offset = finding.range.location - sentence.location
        text = finding.text
        rule = finding.rule
    }
}
