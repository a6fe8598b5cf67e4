/// Undo and redo stacks of change groups, after AvalonEdit's `UndoStack`: nested
/// groups, groups that continue the previous one, typing coalescing (S3), and groups
/// that can be dropped when they changed nothing in the end (S32).
///
/// The history only records: the caller applies every change through its document and
/// passes the resulting `TextChange` to `record(_:typing:)`.
public final class UndoHistory {
    public private(set) var undoStack: [UndoGroup] = []
    public private(set) var redoStack: [UndoGroup] = []
    private var openGroup: UndoGroup?
    private var depth = 0
    /// Where the last typed character ended, while typing may still coalesce.
    private var typingEnd: Int?

    public init() {}

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }
    public var isGrouping: Bool { depth > 0 }
    /// Whether the group being built has recorded any change.
    public var openGroupHasChanges: Bool { !(openGroup?.changes.isEmpty ?? true) }

    /// Records an applied change. Typing extends the previous entry when it continues
    /// right where the last typed text ended and nothing checkpointed in between.
    public func record(_ change: TextChange, typing: Bool = false) {
        redoStack.removeAll()
        if depth > 0 {
            openGroup!.changes.append(change)
            return
        }
        let continues = typing && change.range.length == 0 && typingEnd == change.range.location
            && undoStack.last?.isTyping == true
        if continues {
            undoStack[undoStack.count - 1].changes.append(change)
        } else {
            undoStack.append(UndoGroup(changes: [change], isTyping: typing))
        }
        typingEnd = typing ? change.newRange.end : nil
    }

    /// Ends typing coalescing: the next typed text starts a new entry.
    public func checkpoint() {
        typingEnd = nil
        if !undoStack.isEmpty { undoStack[undoStack.count - 1].isTyping = false }
    }

    /// Starts a group; groups nest, and only the outermost one becomes an entry. With
    /// `continuingPrevious`, the group folds into the last entry instead (as
    /// AvalonEdit's `StartContinuedUndoGroup`).
    public func beginGroup(continuingPrevious: Bool = false) {
        depth += 1
        guard depth == 1 else { return }
        checkpoint()
        if continuingPrevious, let previous = undoStack.popLast() {
            openGroup = previous
        } else {
            openGroup = UndoGroup()
        }
    }

    /// Ends a group. With `dropIfNoNetEffect`, an outermost group whose changes cancel
    /// out leaves no entry.
    public func endGroup(dropIfNoNetEffect document: TextDocument? = nil) {
        precondition(depth > 0, "endGroup() without beginGroup()")
        depth -= 1
        guard depth == 0, let group = openGroup else { return }
        openGroup = nil
        if group.changes.isEmpty { return }
        if let document, group.hasNoNetEffect(in: document) { return }
        undoStack.append(group)
    }

    /// Takes back the last entry; returns the changes that undoing made.
    public func undo(in document: TextDocument) -> [TextChange]? {
        precondition(depth == 0, "undo while a group is open")
        guard let group = undoStack.popLast() else { return nil }
        typingEnd = nil
        redoStack.append(group)
        return group.changes.reversed().map { change in
            document.replace(change.newRange, withUnits: change.oldUnits)
        }
    }

    /// Re-applies the last undone entry; returns the changes that redoing made.
    public func redo(in document: TextDocument) -> [TextChange]? {
        precondition(depth == 0, "redo while a group is open")
        guard var group = redoStack.popLast() else { return nil }
        typingEnd = nil
        group.isTyping = false
        undoStack.append(group)
        return group.changes.map { change in  // S34: the whole group
            document.replace(change.range, withUnits: change.newUnits)
        }
    }
}
