import InkstoneText

/// One change to an editor's document as a value, after CodeMirror's transactions:
/// what it writes, where it came from, how the undo history takes it and which
/// session it ends first. `Editor.apply(_:)` is the one method that carries it out,
/// and nothing else in the editor writes the document.
struct EditorEdit {
    /// What the edit writes.
    enum Changes {
        /// Replacements in the current text's coordinates; they must not overlap.
        case replace([(range: TextRange, units: [UInt16])])
        /// Takes back the last history entry, or re-applies the last undone one.
        case undo, redo
    }

    /// How the undo history takes the edit.
    enum HistoryEntry {
        /// Coalesces with adjacent typing into one entry (S3).
        case typing
        /// An entry of its own, after the session's open group of suggestions is
        /// checkpointed (S31).
        case entry
        /// Joins the session's open group of suggestions: one entry for all (S30).
        case suggestionGroup
        /// No entry: a preview and its rejection (S64).
        case none
    }

    /// What an edit amounts to when that differs from what it writes. Accepting a
    /// preview writes nothing new; it is the change from the original text, with the
    /// exclusions of that text (S64).
    struct Net {
        let change: TextChange
        let exclusionsBefore: [TextRange]
    }

    /// A `textDidChange` to emit, with the events that go before it.
    struct Announcement {
        var before: [EditorEvent]
        let range: TextRange
        let text: String
    }

    var changes: Changes
    var origin: ChangeOrigin
    var history: HistoryEntry
    /// Ends an active session with this reason before writing (S42).
    var endsSession: EndReason?
    var net: Net?
    /// Several suggestions written as one edit announce themselves one by one, each as
    /// the change it would have made applied after those before it (S25); nil: the
    /// edit is announced as the one change it makes.
    var announcements: [Announcement]?

    init(_ changes: Changes, origin: ChangeOrigin, history: HistoryEntry = .entry, endsSession: EndReason? = nil,
         net: Net? = nil) {
        self.changes = changes
        self.origin = origin
        self.history = history
        self.endsSession = endsSession
        self.net = net
    }

    /// One replacement.
    init(replacing range: TextRange, with units: [UInt16], origin: ChangeOrigin, history: HistoryEntry = .entry,
         endsSession: EndReason? = nil) {
        self.init(.replace([(range, units)]), origin: origin, history: history, endsSession: endsSession)
    }
}
