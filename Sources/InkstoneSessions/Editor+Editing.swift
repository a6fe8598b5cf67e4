import InkstoneText

/// Ordinary edits (S2 S3 S4 S5 S6): each one `textDidChange` with origin user, undo or redo;
/// typing coalesces (S3); line breaks use the editor's line ending (S5).
extension Editor {
    public func select(_ range: TextRange) throws(EditorError) {
        try checkWholeCharacters(range)
        selection = range
        undoHistory.checkpoint()  // S3
    }

    /// Types at the selection, replacing it; character pairs apply (S4).
    public func type(_ text: String) throws(EditorError) {
        try prepareEdit()
        var units = convertLineBreaks(Array(text.utf16))
        if settings.characterPairs, selection.length == 0, units.count == 1 {
            let unit = units[0]
            if settings.pairs.contains(where: { $0.close == unit }), selection.location < document.length,
               document[selection.location] == unit {
                selection = TextRange(selection.location + 1, 0)
                return
            }
            if let pair = settings.pairs.first(where: { $0.open == unit }) {
                units = [pair.open, pair.close]
                let at = selection
                edit(at, units, typing: false)
                selection = TextRange(at.location + 1, 0)
                return
            }
        }
        let isTyping = selection.length == 0 && !units.contains(0x0A) && !units.contains(0x0D)
        edit(selection, units, typing: isTyping)
    }

    public func insert(_ text: String, at offset: Int) throws(EditorError) {
        try prepareEdit()
        try checkWholeCharacters(TextRange(offset, 0))
        edit(TextRange(offset, 0), convertLineBreaks(Array(text.utf16)), typing: false)
    }

    public func delete(_ range: TextRange) throws(EditorError) {
        try prepareEdit()
        try checkWholeCharacters(range)
        edit(range, [], typing: false)
    }

    public func replace(_ range: TextRange, with text: String) throws(EditorError) {
        try prepareEdit()
        try checkWholeCharacters(range)
        edit(range, convertLineBreaks(Array(text.utf16)), typing: false)
    }

    /// Writes `text` as it is, line breaks and all, for a host that mirrors a buffer
    /// kept elsewhere: a language server follows its client's text exactly, so S5's
    /// line ending does not apply, and the client keeps the undo history, so the
    /// editor's own is emptied rather than grown by every keystroke.
    /// Returns the edit with its facts, nil when nothing changed.
    @discardableResult
    public func replaceVerbatim(_ range: TextRange, with text: String) throws(EditorError) -> AppliedEdit? {
        try prepareEdit()
        try checkRange(range)
        let change = apply(EditorEdit(replacing: range, with: Array(text.utf16), origin: .user, history: .none))
        selection = TextRange(range.location + text.utf16.count, 0)
        forgetHistory()
        return change
    }

    /// Deletes the selection, or the character before the caret: a whole surrogate
    /// pair, a whole CR LF, and both halves of an empty character pair (S4).
    public func backspace() throws(EditorError) {
        try prepareEdit()
        if selection.length > 0 { return edit(selection, [], typing: false) }
        let caret = selection.location
        guard caret > 0 else { return }
        var start = caret - 1
        if Surrogates.isLow(document[start]) && start > 0 && Surrogates.isHigh(document[start - 1]) { start -= 1 }
        if document[start] == 0x0A && start > 0 && document[start - 1] == 0x0D { start -= 1 }
        var end = caret
        if settings.characterPairs, caret < document.length,
           settings.pairs.contains(where: { $0.open == document[caret - 1] && $0.close == document[caret] }) {
            end += 1
        }
        edit(TextRange(start, end - start), [], typing: false)
    }

    /// Inserts the editor's line ending and keeps the current line's indentation.
    public func newline() throws(EditorError) {
        try prepareEdit()
        let line = document.lines.line(containing: selection.location)
        var indentation: [UInt16] = []
        var offset = line.start
        while offset < selection.location, document[offset] == 0x20 || document[offset] == 0x09 {
            indentation.append(document[offset])
            offset += 1
        }
        edit(selection, settings.lineEnding.units + indentation, typing: false)
    }

    public func indent() throws(EditorError) {
        try prepareEdit()
        let unit = settings.indentation.units
        changeSelectedLines { line in [(TextRange(line.start, 0), unit)] }
    }

    /// Removes up to one level of indentation from each selected line.
    public func outdent() throws(EditorError) {
        try prepareEdit()
        let width = settings.indentation.units.count
        changeSelectedLines { line in
            var count = 0
            while count < line.length, count < width {
                let unit = self.document[line.start + count]
                if unit == 0x09 { count += 1; break }
                guard unit == 0x20 else { break }
                count += 1
            }
            return count > 0 ? [(TextRange(line.start, count), [])] : []
        }
    }

    public func undo() throws(EditorError) {
        try prepareEdit()
        guard canUndo else { throw .nothingToUndo }
        apply(EditorEdit(.undo, origin: .undo))
        selection = TextRange(min(selection.location, document.length), 0)
    }

    public func redo() throws(EditorError) {
        try prepareEdit()
        guard canRedo else { throw .nothingToRedo }
        apply(EditorEdit(.redo, origin: .redo))
        selection = TextRange(min(selection.location, document.length), 0)
    }

    /// Ends typing coalescing (S3).
    public func checkpoint() {
        undoHistory.checkpoint()
    }

    // MARK: Helpers

    /// One user edit: its own undo entry, or coalesced typing (S3); the caret goes
    /// after the new text.
    func edit(_ range: TextRange, _ units: [UInt16], typing: Bool) {
        apply(EditorEdit(replacing: range, with: units, origin: .user, history: typing ? .typing : .entry))  // S2 S3
        selection = TextRange(range.location + units.count, 0)
    }

    /// Applies per-line replacements over the selected lines as one change and one
    /// undo entry.
    private func changeSelectedLines(_ replacements: (Line) -> [(TextRange, [UInt16])]) {
        let first = document.lines.line(containing: selection.location).index
        let last = document.lines.line(containing: selection.end).index
        let perLine = (first...last).flatMap { replacements(document.lines.line(at: $0)) }
        apply(EditorEdit(.replace(perLine.map { (range: $0.0, units: $0.1) }), origin: .user))
        let start = document.lines.line(at: first).start
        let endLine = document.lines.line(at: last)
        selection = TextRange(start, endLine.start + endLine.length - start)
    }

    /// Line breaks of inserted text become the editor's line ending (S5, S24).
    func convertLineBreaks(_ units: [UInt16]) -> [UInt16] {
        settings.lineEnding.replacingLineBreaks(in: units)
    }

    /// What every edit does first: refuse on a read-only editor, reject a pending
    /// preview (S64).
    func prepareEdit() throws(EditorError) {
        try checkEditable()
        rejectPendingPreview()
    }

    func checkEditable() throws(EditorError) {
        if isReadOnly { throw .readOnly }
    }

    func checkRange(_ range: TextRange) throws(EditorError) {
        guard range.location >= 0, range.length >= 0, range.end <= document.length else {
            throw .rangeOutOfBounds(range, length: document.length)
        }
    }

    /// `checkRange`, and edges that do not cut a character in two: a host's edit that
    /// split a surrogate pair would leave halves no text may hold, as a suggestion's
    /// would (S20). Not for `replaceVerbatim`: a language server mirrors what its
    /// client did, and widens such an edit itself.
    func checkWholeCharacters(_ range: TextRange) throws(EditorError) {
        try checkRange(range)
        for edge in [range.location, range.end] where Surrogates.splits(textDocument, at: edge) {
            throw .splitsSurrogatePair(offset: edge)
        }
    }
}
