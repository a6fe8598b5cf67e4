import InkstoneText

/// Writing sessions (S10 S11 S12 S13 S14 S20 S21 S22 S23 S24 S25 S26 S30 S31 S32 S33 S34, S55): begin, contexts, suggestions in complete and
/// limited mode, rejection and restoration, the panel, previews, stop.
extension Editor {
    /// Begins a session, or emits `beginRefused` (S10, S11).
    public func begin(tool: String) {
        let refusal: BeginRefusal? = switch true {
        case settings.behavior == .none: .disabled
        case session != nil: .active
        case isReadOnly: .readOnly
        case !isAttached: .detached
        default: nil
        }
        if let refusal { return emit(.beginRefused(reason: refusal)) }
        rejectPendingPreview()
        emit(.willBegin(tool: tool))
        session = WritingSession(tool: tool, behavior: settings.behavior)
    }

    /// Answers a context request (S12): the paragraphs meeting the selection, or the
    /// whole document when the selection is empty or `wholeDocument` is set.
    @discardableResult
    public func requestContexts(wholeDocument: Bool = false) throws(EditorError) -> ContextInfo {
        guard let session else { throw .noSession }
        let range = wholeDocument || selection.length == 0 ? document.fullRange : Paragraphs.covering(selection, in: textDocument)
        let context = SessionContext(id: ids.nextContext(), request: ids.nextRequest(), range: range)
        session.add(context)
        let info = ContextInfo(id: context.id, range: range, text: document.string(in: range),
                               exclusions: exclusions().filter { $0.overlaps(range) }
                                   .map { $0.intersection(range).shifted(by: -range.location) })
        emit(.contexts(request: context.request, contexts: [info]))
        return info
    }

    /// The assistant proposes `text` for `range` of a context (S20 S21 S22 S23 S24 S25 S26). Returns the
    /// suggestion's id, or nil when it was rejected (the event says why).
    @discardableResult
    public func suggest(context id: Int, range: TextRange, text: String) -> Int? {
        guard let session, let context = session.context(id) else {
            emit(.suggestionRejected(context: id, reason: .staleContext))
            return nil
        }
        let units = convertLineBreaks(Array(text.utf16))
        let validator = SuggestionValidator(document: textDocument, exclusions: exclusions())
        if let reason = validator.rejection(of: range, in: context.range, replacement: units) {
            emit(.suggestionRejected(context: id, reason: reason))
            return nil
        }
        let absolute = range.shifted(by: context.range.location)
        guard keepsProtectedText(absolute, units) else {
            emit(.suggestionRejected(context: id, reason: .crossesProtected))
            return nil
        }
        let suggestion = ids.nextSuggestion()
        let original = document.units(in: absolute)
        if session.behavior == .limited {
            session.hold(AppliedSuggestion(id: suggestion, context: id, range: absolute, original: original, replacement: units,
                                           isApplied: false))
            emit(.suggestionHeld(suggestion: suggestion, context: id))
            return suggestion
        }
        emit(.suggestionApplied(suggestion: suggestion, context: id, range: absolute, text: String(decoding: units, as: UTF16.self)))
        apply(EditorEdit(replacing: absolute, with: units, origin: .suggestion, history: .suggestionGroup))
        session.suggestions[suggestion] = AppliedSuggestion(id: suggestion, context: id,
                                                            range: TextRange(absolute.location, units.count),
                                                            original: original, replacement: units, isApplied: true)
        return suggestion
    }

    /// Several suggestions for one context at once (S20 S21 S22 S23 S24 S25 S26), as if
    /// `suggest` took them one after another in text order, but validated together
    /// (`rejections(ofReplacing:)`: each by the range rules, all by S21 on the text they
    /// make together) and, in complete mode, written as one edit of the open group
    /// (S30): the provider re-parses once and the proofreader re-checks once, however
    /// many there are. The events are those of the calls one by one — each rejection
    /// first, then each applied suggestion's `suggestionApplied` and `textDidChange` in
    /// text order, its range as the text stood after those before it. `ranges` are
    /// relative to the context, in its current text; returns each one's suggestion id
    /// (nil when rejected), in the order given.
    @discardableResult
    public func suggest(context id: Int, replacements: [(range: TextRange, text: String)]) -> [Int?] {
        guard let session, let context = session.context(id) else {
            replacements.forEach { _ in emit(.suggestionRejected(context: id, reason: .staleContext)) }
            return replacements.map { _ in nil }
        }
        let converted = replacements.map { ($0.range, convertLineBreaks(Array($0.text.utf16))) }
        let reasons = rejections(of: converted, in: context.range)
        for reason in reasons.compactMap({ $0 }) { emit(.suggestionRejected(context: id, reason: reason)) }
        let accepted = converted.indices.filter { reasons[$0] == nil }
            .sorted { converted[$0].0.location < converted[$1].0.location }
        var ids = [Int?](repeating: nil, count: replacements.count)
        var announcements: [EditorEdit.Announcement] = []
        var applied: [AppliedSuggestion] = []
        var shift = 0
        for index in accepted {
            let (range, units) = converted[index]
            let absolute = range.shifted(by: context.range.location)
            let number = self.ids.nextSuggestion()
            ids[index] = number
            let original = document.units(in: absolute)
            if session.behavior == .limited {
                session.hold(AppliedSuggestion(id: number, context: id, range: absolute, original: original, replacement: units,
                                               isApplied: false))
                emit(.suggestionHeld(suggestion: number, context: id))
                continue
            }
            let moved = absolute.shifted(by: shift)
            let text = String(decoding: units, as: UTF16.self)
            announcements.append(EditorEdit.Announcement(
                before: [.suggestionApplied(suggestion: number, context: id, range: moved, text: text)], range: moved, text: text))
            applied.append(AppliedSuggestion(id: number, context: id, range: TextRange(moved.location, units.count),
                                             original: original, replacement: units, isApplied: true))
            shift += units.count - absolute.length
        }
        guard !applied.isEmpty else { return ids }
        var edit = EditorEdit(.replace(accepted.map { (converted[$0].0.shifted(by: context.range.location), converted[$0].1) }),
                              origin: .suggestion, history: .suggestionGroup)
        edit.announcements = announcements
        apply(edit)
        for suggestion in applied { session.suggestions[suggestion.id] = suggestion }
        return ids
    }

    /// The assistant proposes a whole new text for a context: turned into the smallest
    /// localized suggestions (a diff on word boundaries), each validated on its own.
    @discardableResult
    public func rewrite(context id: Int, text: String) -> [Int?] {
        guard let context = session?.context(id) else {
            emit(.suggestionRejected(context: id, reason: .staleContext))
            return []
        }
        let old = document.units(in: context.range)
        let hunks = RewriteDiff.hunks(from: old, to: Array(text.utf16), lineEnding: settings.lineEnding)
        var shift = 0
        return hunks.map { hunk in
            let result = suggest(context: id, range: hunk.range.shifted(by: shift),
                                 text: String(decoding: hunk.replacement, as: UTF16.self))
            if result != nil && session?.behavior != .limited { shift += hunk.replacement.count - hunk.range.length }
            return result
        }
    }

    /// Rejects an applied suggestion: restores its original text if the user has not
    /// edited it since; otherwise refuses and keeps the text (S25).
    public func reject(suggestion id: Int) throws(EditorError) {
        guard let session else { throw .noSession }
        guard let suggestion = session.suggestions[id] else { throw .unknownSuggestion(id) }
        guard suggestion.isApplied else { return session.drop(id) }
        guard suggestion.isIntact, document.units(in: suggestion.range) == suggestion.replacement else {
            throw .suggestionEdited(id)
        }
        apply(EditorEdit(replacing: suggestion.range, with: suggestion.original, origin: .restore, history: .suggestionGroup))
        session.drop(id)
    }

    /// Applies every held suggestion as one change and one undo entry (S26).
    public func acceptPanel() throws(EditorError) {
        guard let session else { throw .noSession }
        guard !session.held.isEmpty else { throw .noPanel }
        // Held suggestions whose text the user has edited since are dropped, and of
        // overlapping ones the first to arrive wins.
        var held: [AppliedSuggestion] = []
        for suggestion in session.held.compactMap({ session.suggestions[$0] }) where suggestion.isIntact {
            if !held.contains(where: { $0.range.overlaps(suggestion.range) || $0.range.location == suggestion.range.location }) {
                held.append(suggestion)
            }
        }
        held.sort { $0.range.location < $1.range.location }
        guard !held.isEmpty else { return session.dropHeld() }
        let span = TextRange(held[0].range.location, held.last!.range.end - held[0].range.location)
        var replacement: [UInt16] = []
        var cursor = span.location
        for suggestion in held {
            replacement += document.units(in: TextRange(cursor, suggestion.range.location - cursor)) + suggestion.replacement
            cursor = suggestion.range.end
        }
        apply(EditorEdit(replacing: span, with: replacement, origin: .panel))
        session.dropHeld()
    }

    public func rejectPanel() throws(EditorError) {
        guard let session else { throw .noSession }
        guard !session.held.isEmpty else { throw .noPanel }
        session.dropHeld()
    }

    /// The visible part of a suggestion's text (S55).
    public func preview(suggestion id: Int) throws(EditorError) {
        guard let session else { throw .noSession }
        guard let suggestion = session.suggestions[id] else { throw .unknownSuggestion(id) }
        let visible = Paragraphs.visibleRange(settings.viewport, in: textDocument)
        let clipped = suggestion.range.intersection(visible)
        let text = suggestion.isApplied ? document.string(in: clipped) : ""
        emit(.preview(suggestion: id, range: clipped, text: text))
    }

    /// Ends the session synchronously, keeping the text as it is (S13).
    public func stop() throws(EditorError) {
        guard session != nil else { throw .noSession }
        endSession(.stopped)  // S13: the text stays, the panel goes
    }

    /// Checkpoints the open group, drops the session (and with it every context and
    /// request it handed out, S14), emits `didEnd` last, then the deferred `persist`
    /// (S50). Does nothing without a session.
    func endSession(_ reason: EndReason) {
        guard session != nil else { return }
        checkpointSuggestionGroup()  // S33
        session = nil  // S14: its contexts and requests go with it
        emit(.didEnd(reason: reason))  // S11: last
        if persistencePending {  // S50
            persistencePending = false
            if !persistenceSuppressed { emit(.persist(revision: document.revision)) }
        }
    }

    func openSuggestionGroup() {
        guard !suggestionGroupIsOpen else { return }
        undoHistory.beginGroup()  // S30
        suggestionGroupIsOpen = true
    }

    /// Turns the open suggestion group into a finished undo entry, or into nothing
    /// when its changes cancel out (S31 S32 S33).
    func checkpointSuggestionGroup() {
        guard suggestionGroupIsOpen else { return }
        suggestionGroupIsOpen = false
        undoHistory.endGroup(dropIfNoNetEffect: textDocument)  // S32
    }
}
