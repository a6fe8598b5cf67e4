import Foundation
import InkstoneText

/// Operations that are not ordinary edits (S7). Each ends an active session before it
/// acts, with its own reason, which invalidates every outstanding context (S42).
extension Editor {
    /// Opens a document as the editor's new text (S1, S51). With suppression, no
    /// `persist` is emitted for the previous contents, before or after `didEnd`.
    public func open(_ text: String, suppressPersistence: Bool = false) {
        open(TextDocument(text), suppressPersistence: suppressPersistence)
    }

    /// Loading is not an edit: the document is replaced, not changed, and the history
    /// starts afresh (S1). The editor keeps the only reference to the new document.
    private func open(_ newDocument: TextDocument, suppressPersistence: Bool) {
        let wasSuppressed = persistenceSuppressed
        persistenceSuppressed = persistenceSuppressed || suppressPersistence
        defer { persistenceSuppressed = wasSuppressed }
        endSession(.opened)
        let oldLength = document.length
        adoptDocument(newDocument)
        emit(.textDidChange(range: TextRange(0, oldLength), text: newDocument.text, origin: .load))
        proofreadWholeDocument()
    }

    /// Programmatic replacement of the whole text: one undo entry.
    public func setText(_ text: String) throws(EditorError) {
        try prepareEdit()
        apply(EditorEdit(replacing: document.fullRange, with: convertLineBreaks(Array(text.utf16)), origin: .programmatic,
                         endsSession: .documentReplaced))
        selection = TextRange(min(selection.location, document.length), 0)
    }

    /// Replaces every match of a regular expression (`$1` templates): one change, one
    /// undo entry.
    public func replaceAll(matching pattern: String, with template: String) throws(EditorError) {
        try prepareEdit()
        let search: TextSearch
        do { search = try TextSearch(pattern: pattern) } catch { throw .invalidPattern(pattern) }
        let replacements = search.replacements(in: textDocument, template: template)
        // Ends the session even when nothing matches (S42).
        let edit = EditorEdit(.replace(replacements.map { ($0.range, convertLineBreaks($0.units)) }), origin: .batch,
                              endsSession: .batchReplace)
        if apply(edit) != nil { selection = TextRange(min(selection.location, document.length), 0) }
    }

    /// Moves the selected lines up or down by one line: one change, one undo entry.
    public func moveLines(up: Bool) throws(EditorError) {
        try prepareEdit()
        let lines = document.lines
        let first = lines.line(containing: selection.location).index
        let last = lines.line(containing: selection.end).index
        guard up ? first > 0 : last < lines.count - 1 else { return }
        let block = (first...last).map { lines.line(at: $0) }
        let neighbour = lines.line(at: up ? first - 1 : last + 1)
        let span = up ? TextRange(neighbour.start, block.last!.start + block.last!.totalLength - neighbour.start)
                      : TextRange(block[0].start, neighbour.start + neighbour.totalLength - block[0].start)
        var moved = document.units(in: TextRange(block[0].start, block.last!.start + block.last!.length - block[0].start))
        var other = document.units(in: neighbour.contentRange)
        let ending = settings.lineEnding.units
        let trailing = up ? document.units(in: TextRange(block.last!.start + block.last!.length, block.last!.delimiter.length))
                          : document.units(in: TextRange(neighbour.start + neighbour.length, neighbour.delimiter.length))
        let replacement: [UInt16]
        if up {
            moved += ending
            other += trailing
            replacement = moved + other
        } else {
            other += ending
            moved += trailing
            replacement = other + moved
        }
        let movedSelection = selection
        let change = apply(EditorEdit(replacing: span, with: replacement, origin: .lineMove, endsSession: .lineMove))
        let shift = up ? neighbour.start - block[0].start : neighbour.length + ending.count
        if change != nil { selection = TextRange(movedSelection.location + shift, movedSelection.length) }
    }

    /// Sets IME marked text at the selection (S7).
    public func compose(_ text: String) throws(EditorError) {
        try prepareEdit()
        let range = markedRange ?? selection
        let units = Array(text.utf16)
        apply(EditorEdit(replacing: range, with: units, origin: .composition, endsSession: .composition))
        markedRange = TextRange(range.location, units.count)
        selection = TextRange(range.location + units.count, 0)
    }

    public func commitComposition() {
        markedRange = nil
        undoHistory.checkpoint()
    }

    public func setReadOnly(_ value: Bool) {
        if value { rejectPendingPreview() }
        if value { endSession(.readOnly) }
        isReadOnly = value
    }

    public func detach() {
        endSession(.detached)
        isAttached = false
    }

    public func attach() {
        isAttached = true
    }

    /// Changing the provider ends the session: its contexts carry the old exclusions.
    public func setExclusionProvider(_ provider: ExclusionProvider) {
        rejectPendingPreview()
        endSession(.exclusionProviderChanged)
        exclusionProvider = provider
        provider.documentDidLoad(document)
        forgetExclusions()
        proofreadWholeDocument()
    }
}
