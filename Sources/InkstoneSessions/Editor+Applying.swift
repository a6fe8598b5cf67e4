import InkstoneText

/// The one write path: `apply(_:)` carries out an `EditorEdit`, and the protection
/// trial (S21) tries a suggestion without an edit anyone can see.
extension Editor {
    /// Ends the session the edit ends, prepares the history, writes, records, then
    /// reports what changed as one change: the provider, the selection, the event, the
    /// session's contexts and suggestions, the findings, and persistence. Returns the
    /// edit with its facts (`AppliedEdit`, read by the session, the proofreader and the
    /// host alike), or nil when it changed nothing.
    @discardableResult
    func apply(_ edit: EditorEdit) -> AppliedEdit? {
        if let reason = edit.endsSession { endSession(reason) }  // S42: before it acts
        prepareHistory(for: edit.history)
        let exclusionsBefore = exclusions()
        let changes = write(edit)
        guard let combined = CombinedChange(changes, in: textDocument) else { return nil }
        let change = TextChange(range: combined.range, oldUnits: combined.oldUnits, newUnits: combined.newUnits,
                                revision: textDocument.revision)
        exclusionProvider.documentDidChange(change, document: document)
        let applied = AppliedEdit(change: change, exclusionsBefore: exclusionsBefore, exclusionsAfter: exclusions())
        report(applied, of: edit)
        return applied
    }

    private func prepareHistory(for entry: EditorEdit.HistoryEntry) {
        switch entry {
        case .typing, .entry: checkpointSuggestionGroup()  // S31
        case .suggestionGroup: openSuggestionGroup()  // S30
        case .none: break
        }
    }

    /// Writes the edit and records it in the history as the edit says.
    private func write(_ edit: EditorEdit) -> [TextChange] {
        let replacements: [(range: TextRange, units: [UInt16])]
        switch edit.changes {
        case .undo: return undoHistory.undo(in: textDocument) ?? []
        case .redo: return undoHistory.redo(in: textDocument) ?? []
        case .replace(let given): replacements = given
        }
        let changes = textDocument.apply(replacements)
        switch edit.history {
        case .typing:
            changes.forEach { undoHistory.record($0, typing: true) }  // S3
        case .entry:
            undoHistory.beginGroup()
            (edit.net.map { [$0.change] } ?? changes).forEach { undoHistory.record($0) }
            undoHistory.endGroup()
        case .suggestionGroup:
            changes.forEach { undoHistory.record($0) }
        case .none:
            break
        }
        return changes
    }

    private func report(_ applied: AppliedEdit, of edit: EditorEdit) {
        let change = applied.change
        selection = change.map(selection, edges: .grow)
        markedRange = markedRange.map { change.map($0, edges: .grow) }
        if let announcements = edit.announcements {
            for announcement in announcements {
                announcement.before.forEach(emit)
                emit(.textDidChange(range: announcement.range, text: announcement.text, origin: edit.origin))
            }
        } else {
            emit(.textDidChange(range: change.range, text: change.newText, origin: edit.origin))
        }
        if session != nil { reportToSession(applied, of: edit) }
        if isChecking && !edit.origin.isTemporary {
            // S61 S62; an accepted preview as the change from the original text (S64).
            proofreadChange(edit.net.map { AppliedEdit(change: $0.change, exclusionsBefore: $0.exclusionsBefore,
                                                       exclusionsAfter: applied.exclusionsAfter) } ?? applied)
        }
        if !edit.origin.isTemporary { requestPersistence() }  // S50 S64
    }

    /// The session hears of the host's edits, undo and redo through `updateRange`
    /// (S40, S43), not of its own suggestions; its contexts and suggestions follow
    /// every change; an ordinary edit over the limit ends it (S41).
    private func reportToSession(_ applied: AppliedEdit, of edit: EditorEdit) {
        let change = applied.change
        guard let session else { return }
        if edit.origin.reachesSession {
            let reported = edit.net?.change ?? change
            for context in session.contexts where reported.range.meets(context.range) {
                emit(.updateRange(context: context.id, range: reported.range.shifted(by: -context.range.location),
                                  text: reported.newText, reason: .edit))  // S40
            }
        }
        session.documentDidChange(change)  // S40: contexts shift and resize
        if edit.origin.reachesSession { reportExclusionChanges(applied) }  // S43
        if edit.origin.isOrdinaryEdit && change.range.length + change.newUnits.count > settings.largeUpdateLimit {
            endSession(.largeUpdate)  // S41
        }
    }

    /// updateRange for each range whose protected status the edit changed outside
    /// itself, such as text after a newly typed backtick (S43).
    private func reportExclusionChanges(_ applied: AppliedEdit) {
        guard let session else { return }
        for range in applied.flipped {
            for context in session.contexts where context.range.overlaps(range) {
                let clipped = range.intersection(context.range)
                emit(.updateRange(context: context.id, range: clipped.shifted(by: -context.range.location),
                                  text: textDocument.string(in: clipped), reason: .exclusions))
            }
        }
    }

    /// S21: true when every protected range is still protected and unchanged after the
    /// replacement (`ProtectionCheck`).
    func keepsProtectedText(_ range: TextRange, _ units: [UInt16]) -> Bool {
        keepsProtectedText([(range, units)])
    }

    /// The same for several replacements at once (sorted, disjoint, in the current
    /// text), judged on the text they make together. They are tried and taken back
    /// through the document's trial write, and the provider hears of both as one change
    /// over their span: the revision, the history, the observer and the exclusion cache
    /// never see them, and a provider re-parses once, however many they are.
    func keepsProtectedText(_ replacements: [(range: TextRange, units: [UInt16])]) -> Bool {
        guard let first = replacements.first, let last = replacements.last else { return true }
        let check = ProtectionCheck(document: textDocument, exclusions: exclusions(), replacements: replacements)
        guard !check.before.isEmpty else { return true }
        let span = TextRange(first.range.location, last.range.end - first.range.location)
        let oldSpan = textDocument.units(in: span)
        for replacement in replacements.reversed() { _ = textDocument.replaceForTrial(replacement.range, withUnits: replacement.units) }
        let newSpan = TextRange(span.location, span.length + check.changes.reduce(0) { $0 + $1.delta })
        let trial = TextChange(range: span, oldUnits: oldSpan, newUnits: textDocument.units(in: newSpan), revision: textDocument.revision)
        exclusionProvider.documentDidChange(trial, document: document)
        let holds = check.holds(exclusions: exclusionProvider.followsText ? uncachedExclusions() : nil)
        let undo = textDocument.replaceForTrial(newSpan, withUnits: oldSpan)
        exclusionProvider.documentDidChange(undo, document: document)
        return holds
    }

    /// Which of `replacements` (sorted, disjoint, each valid on its own by S20 S21 S22)
    /// keep the protected text together: all when they do, which one trial tells;
    /// else halves are tried in text order, each added to those already kept, down to
    /// the single replacements that break it. Returns their indices.
    func keptByProtection(_ replacements: [(range: TextRange, units: [UInt16])]) -> [Int] {
        var kept: [Int] = []
        func add(_ group: Range<Int>) {
            guard !group.isEmpty else { return }
            if keepsProtectedText((kept + Array(group)).map { replacements[$0] }) { return kept += Array(group) }
            guard group.count > 1 else { return }
            let middle = group.lowerBound + group.count / 2
            add(group.lowerBound..<middle)
            add(middle..<group.upperBound)
        }
        add(replacements.indices)
        return kept
    }
}
