/// An undo history as its owner lets others see it: what undo and redo would take back
/// or re-apply, and nothing that changes them. `Editor` hands out its history this way.
public struct ReadOnlyHistory {
    private let history: UndoHistory

    package init(_ history: UndoHistory) {
        self.history = history
    }

    public var canUndo: Bool { history.canUndo }
    public var canRedo: Bool { history.canRedo }
    /// Whether a group is being built (a session's open group of suggestions, S30).
    public var isGrouping: Bool { history.isGrouping }
    /// Finished entries, oldest first; undo takes back the last.
    public var undoEntries: [UndoGroup] { history.undoStack }
    /// Undone entries, oldest undo last; redo re-applies the last.
    public var redoEntries: [UndoGroup] { history.redoStack }
}
