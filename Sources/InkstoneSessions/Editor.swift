import InkstoneProofing
import InkstoneText

/// One document being edited, with its selection, undo history, settings and flags,
/// and at most one writing session (S1). The headless counterpart of a text view with
/// the Writing Tools coordinator attached.
///
/// Every change goes through `perform(_:origin:)`, which emits `textDidChange`,
/// reports the change to the active session, and asks the host to persist.
public final class Editor {
    public private(set) var document: TextDocument
    public private(set) var history = UndoHistory()
    public internal(set) var selection = TextRange(0, 0)
    public var settings = EditorSettings()
    public internal(set) var isReadOnly = false
    public internal(set) var isAttached = true
    /// The IME's marked text, while composing (S7).
    public internal(set) var markedRange: TextRange?
    public internal(set) var exclusionProvider: ExclusionProvider
    public internal(set) var session: WritingSession?
    /// Continuous proofreading (S60–S68): the proofreader, and whether it is on.
    public internal(set) var proofreader: Proofreader?
    public internal(set) var isChecking = false
    var pendingPreview: PendingPreview?
    /// Receives every event, in order.
    public var observer: ((EditorEvent) -> Void)?

    var ids = IdentifierCounters()
    var suggestionGroupIsOpen = false
    var persistencePending = false
    var persistenceSuppressed = false
    private var exclusionCache: (document: ObjectIdentifier, revision: Int, ranges: [TextRange])?

    public init(text: String = "", exclusionProvider: ExclusionProvider = NoExclusions()) {
        document = TextDocument(text)
        self.exclusionProvider = exclusionProvider
        adoptDocument(document)
    }

    public var isSessionActive: Bool { session != nil }

    func emit(_ event: EditorEvent) {
        observer?(event)
    }

    /// Takes a new document: detection (S5, S6), a fresh history, the provider told.
    func adoptDocument(_ newDocument: TextDocument) {
        document = newDocument
        history = UndoHistory()
        suggestionGroupIsOpen = false
        selection = TextRange(0, 0)
        markedRange = nil
        pendingPreview = nil
        settings.lineEnding = newDocument.lines.dominantLineEnding
        settings.indentation = IndentationDetector.detect(in: newDocument) ?? settings.indentation
        exclusionProvider.documentDidLoad(newDocument)
        exclusionCache = nil
    }

    func forgetExclusions() {
        exclusionCache = nil
    }

    /// Whether undo would change something: a finished entry, or the open group of
    /// suggestions that undo would checkpoint and take back (S30).
    public var canUndo: Bool { history.canUndo || (suggestionGroupIsOpen && history.openGroupHasChanges) }
    public var canRedo: Bool { history.canRedo }

    /// The provider's ranges for the current text, cached per revision, with invalid
    /// ones (out of bounds, empty, negative, splitting a surrogate pair) left out (S22).
    public func exclusions() -> [TextRange] {
        let key = ObjectIdentifier(document)
        if let cache = exclusionCache, cache.document == key, cache.revision == document.revision {
            return cache.ranges
        }
        let inBounds = exclusionProvider.exclusions(in: document).filter { range in
            range.location >= 0 && range.length > 0 && range.end <= document.length
        }
        let ranges = RangeSet.normalized(Surrogates.withoutSplits(inBounds, in: document))
        exclusionCache = (key, document.revision, ranges)
        return ranges
    }

    /// Runs `body`, which changes the document (through `document.replace` or the undo
    /// history), then reports what changed as one change: the event, the provider, the
    /// session's contexts and suggestions, the findings, and persistence. The session
    /// hears of the host's edits, undo and redo through `updateRange` (S40, S43), not of
    /// its own suggestions. A preview and its rejection are not persisted, and the
    /// proofreader does not follow them: it hears of an accepted preview as
    /// `proofreadAs`, the change from the original text (S64).
    @discardableResult
    func perform(origin: ChangeOrigin, isOrdinaryEdit: Bool = false, proofreadAs: (change: TextChange, exclusionsBefore: [TextRange])? = nil,
                 _ body: () -> [TextChange]) -> TextChange? {
        let exclusionsBefore = session != nil || isChecking ? exclusions() : []
        let changes = body()
        guard let combined = CombinedChange(changes, in: document) else { return nil }
        let change = TextChange(range: combined.range, oldUnits: combined.oldUnits, newUnits: combined.newUnits,
                                revision: document.revision)
        exclusionProvider.documentDidChange(change, document: document)
        selection = change.map(selection, edges: .grow)
        markedRange = markedRange.map { change.map($0, edges: .grow) }
        emit(.textDidChange(range: change.range, text: change.newText, origin: origin))
        let isReported = origin == .user || origin == .undo || origin == .redo || origin == .accepted
        let isTemporary = origin == .temporary || origin == .rejected
        if let session {
            let reported = proofreadAs?.change ?? change
            for context in session.contexts where isReported && Self.touches(reported.range, context.range) {
                emit(.updateRange(context: context.id, range: reported.range.shifted(by: -context.range.location),
                                  text: reported.newText, reason: .edit))
            }
            session.documentDidChange(change)
            if isReported { reportExclusionChanges(change, before: exclusionsBefore) }
            if isOrdinaryEdit && change.range.length + change.newUnits.count > settings.largeUpdateLimit {
                endSession(.largeUpdate)
            }
        }
        if isChecking && !isTemporary {
            let (checked, before) = proofreadAs ?? (change, exclusionsBefore)
            proofreadChange(checked, exclusionsBefore: before)
        }
        if !isTemporary { requestPersistence() }
        return change
    }

    /// updateRange for each range whose protected status the edit changed outside
    /// itself, such as text after a newly typed backtick (S43).
    private func reportExclusionChanges(_ change: TextChange, before: [TextRange]) {
        guard let session else { return }
        for range in RangeSet.flipped(before, exclusions(), by: change) {
            for context in session.contexts where context.range.overlaps(range) {
                let clipped = range.intersection(context.range)
                emit(.updateRange(context: context.id, range: clipped.shifted(by: -context.range.location),
                                  text: document.string(in: clipped), reason: .exclusions))
            }
        }
    }

    static func touches(_ change: TextRange, _ context: TextRange) -> Bool {
        change.location <= context.end && change.end >= context.location
    }

    /// Asks the host to persist now, or after the session ends (S50).
    func requestPersistence() {
        if session != nil {
            persistencePending = true
        } else if !persistenceSuppressed {
            emit(.persist(revision: document.revision))
        }
    }
}

/// Ids handed out by an editor; never reused for its life, across loads (S1).
struct IdentifierCounters {
    private(set) var context = 0
    private(set) var request = 0
    private(set) var suggestion = 0
    private(set) var finding = 0

    mutating func nextContext() -> Int { context += 1; return context }
    mutating func nextRequest() -> Int { request += 1; return request }
    mutating func nextSuggestion() -> Int { suggestion += 1; return suggestion }
    mutating func nextFinding() -> Int { finding += 1; return finding }
}
