/// Changes that undo and redo take back or re-apply together.
public struct UndoGroup: Sendable {
    public internal(set) var changes: [TextChange]
    /// Set while the group is a run of typing that the next keystroke may extend.
    var isTyping: Bool

    init(changes: [TextChange] = [], isTyping: Bool = false) {
        self.changes = changes
        self.isTyping = isTyping
    }

    /// True when the document around the group's changes reads as it did before them,
    /// for example a suggestion followed by its restoration (S32).
    public func hasNoNetEffect(in document: TextDocument) -> Bool {
        CombinedChange(changes, in: document)?.isEmpty ?? changes.isEmpty
    }
}
