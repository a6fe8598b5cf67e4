import InkstoneProofing
import InkstoneText

/// Continuous proofreading (S60 S61 S62 S63 S64 S65 S66 S67 S68): live findings, presentation, previews, fixes,
/// ignore, learn, and the checker as a session's assistant.
extension Editor {
    /// The live findings, sorted by location; empty while checking is off.
    public var findings: [LiveFinding] { isChecking ? proofreader?.findings ?? [] : [] }

    /// Gives the editor its proofreader; with checking on, the document is checked
    /// again by the new one.
    public func useProofreader(_ newProofreader: Proofreader) {
        let wasChecking = isChecking
        if wasChecking { try? setChecking(false) }
        proofreader = newProofreader
        if wasChecking { try? setChecking(true) }
    }

    /// Turns checking on (the whole document is checked: one `findings` event) or off
    /// (every finding is removed: one `findings` event) (S68).
    public func setChecking(_ enabled: Bool) throws(EditorError) {
        guard enabled != isChecking else { return }
        guard let proofreader else { throw .noProofreader }
        rejectPendingPreview()
        isChecking = enabled
        if enabled {
            let added = proofreader.checkAll(textDocument, map: proseMap(), nextID: { ids.nextFinding() })
            emit(.findings(added: added, removed: []))
        } else {
            emit(.findings(added: [], removed: proofreader.clear()))
        }
    }

    /// Tells the host where a finding is, for it to show (S63). While a session is
    /// active the finding must lie inside one of its contexts and `range`, when given,
    /// must be the finding's; otherwise `presentationRefused`.
    public func present(finding id: Int, range: TextRange? = nil) {
        guard let live = liveFinding(id) else { return emit(.presentationRefused(finding: id, reason: .notLive)) }
        if let session {
            guard session.contexts.contains(where: { $0.range.location <= live.range.location && live.range.end <= $0.range.end })
            else { return emit(.presentationRefused(finding: id, reason: .outsideContexts)) }
            if let range, range != live.range { return emit(.presentationRefused(finding: id, reason: .rangeMismatch)) }
        }
        emit(.presentation(finding: id, range: live.range))
    }

    /// Shows suggestion `index` of a finding in the text without an undo entry (origin
    /// `temporary`) until it is accepted or rejected (S64).
    public func previewFix(finding id: Int, index: Int = 0) throws(EditorError) {
        try prepareEdit()
        let (live, units) = try fix(id, index)
        let before = exclusions()
        apply(EditorEdit(replacing: live.range, with: units, origin: .temporary, history: .none))
        pendingPreview = PendingPreview(finding: id, range: live.range, original: Array(live.text.utf16), replacement: units,
                                        exclusionsBefore: before)
    }

    /// Makes the pending preview permanent: origin `accepted`, one undo entry (S64).
    public func acceptPreview() throws(EditorError) {
        guard let preview = pendingPreview else { throw .noPreview }
        pendingPreview = nil
        // The preview's text stays; what the history, the session and the proofreader
        // take is the change from the original text.
        let net = TextChange(range: preview.range, oldUnits: preview.original, newUnits: preview.replacement,
                             revision: document.revision + 1)
        var edit = EditorEdit(replacing: preview.previewRange, with: preview.replacement, origin: .accepted)
        edit.net = EditorEdit.Net(change: net, exclusionsBefore: preview.exclusionsBefore)
        apply(edit)
    }

    /// Puts the original text back: origin `rejected`, no undo entry (S64).
    public func rejectPreview() throws(EditorError) {
        guard pendingPreview != nil else { throw .noPreview }
        rejectPendingPreview()
    }

    /// Any other edit first rejects a pending preview (S64).
    func rejectPendingPreview() {
        guard let preview = pendingPreview else { return }
        pendingPreview = nil
        apply(EditorEdit(replacing: preview.previewRange, with: preview.original, origin: .rejected, history: .none))
    }

    /// Applies suggestion `index` of a finding: one undo entry, origin `accepted` (S65).
    public func applyFix(finding id: Int, index: Int = 0) throws(EditorError) {
        try prepareEdit()
        let (live, units) = try fix(id, index)
        apply(EditorEdit(replacing: live.range, with: units, origin: .accepted))
    }

    /// Hides a finding while its sentence's text stays the same (S66).
    public func ignore(finding id: Int) throws(EditorError) {
        rejectPendingPreview()
        guard isChecking, let proofreader, proofreader.ignore(id, in: textDocument) else { throw .unknownFinding(id) }
        emit(.findings(added: [], removed: [id]))
    }

    /// Adds a word to the personal dictionary: every finding for it goes, and it is
    /// never flagged again (S67).
    public func learn(_ word: String) throws(EditorError) {
        guard let proofreader else { throw .noProofreader }
        rejectPendingPreview()
        let settled: [Int]
        do { settled = try proofreader.learn(word) } catch { throw .learnFailed(word: word, reason: "\(error)") }
        if isChecking && !settled.isEmpty { emit(.findings(added: [], removed: settled)) }
    }

    /// The checker as the session's assistant: the first suggestion of every spelling,
    /// correction or grammar finding inside the session's contexts becomes a suggestion,
    /// so it is validated, previewed, applied inline and undone like any other. Returns
    /// the suggestions' ids (nil for those rejected).
    @discardableResult
    public func proofread() throws(EditorError) -> [Int?] {
        guard let session else { throw .noSession }
        guard isChecking, let proofreader else { throw .checkingOff }
        rejectPendingPreview()
        let candidates = proofreader.findings.filter { !$0.suggestions.isEmpty }.map(\.id)
        var suggestions: [Int?] = []
        for id in candidates {
            // Earlier suggestions move the findings after them: look each one up again.
            guard let live = proofreader.finding(id), let context = session.contexts.first(where: {
                $0.range.location <= live.range.location && live.range.end <= $0.range.end
            }) else { continue }
            suggestions.append(suggest(context: context.id, range: live.range.shifted(by: -context.range.location),
                                       text: live.suggestions[0]))
        }
        return suggestions
    }

    // MARK: Helpers

    /// Re-checks what one edit touched and reports it (S61, S62).
    func proofreadChange(_ applied: AppliedEdit) {
        guard let proofreader else { return }
        let (added, removed) = proofreader.update(after: applied, map: proseMap(), in: textDocument, nextID: { ids.nextFinding() })
        if !added.isEmpty || !removed.isEmpty { emit(.findings(added: added, removed: removed)) }
    }

    /// Checks the whole document again (a new document, new exclusions): one
    /// `findings` event; findings that stay the same keep their ids.
    func proofreadWholeDocument() {
        guard isChecking, let proofreader else { return }
        let (added, removed) = proofreader.recheckAll(textDocument, map: proseMap(), nextID: { ids.nextFinding() })
        emit(.findings(added: added, removed: removed))
    }

    /// What the provider says of the text now, as the judge reads it.
    func proseMap() -> ProseMap {
        exclusionProvider.proseMap(for: document, exclusions: exclusions())
    }

    private func liveFinding(_ id: Int) -> LiveFinding? {
        isChecking ? proofreader?.finding(id) : nil
    }

    private func fix(_ id: Int, _ index: Int) throws(EditorError) -> (LiveFinding, [UInt16]) {
        guard let live = liveFinding(id) else { throw .unknownFinding(id) }
        guard live.suggestions.indices.contains(index) else { throw .noSuchFix(finding: id, index: index) }
        return (live, convertLineBreaks(Array(live.suggestions[index].utf16)))
    }
}
