import InkstoneProofing
import InkstoneText

/// One document being edited, with its selection, undo history, settings and flags,
/// and at most one writing session (S1). The headless counterpart of a text view with
/// the Writing Tools coordinator attached.
///
/// Every change is an `EditorEdit` carried out by `apply(_:)`, which writes the
/// document, records the history, emits `textDidChange`, reports the change to the
/// active session and the proofreader, and asks the host to persist. Hosts read the
/// document and the history through read-only views and change them only through the
/// editor's methods, so nothing can fall out of step behind its back.
public final class Editor {
    private(set) var textDocument: TextDocument
    private(set) var undoHistory = UndoHistory()
    public internal(set) var selection = TextRange(0, 0)
    /// Changed through `setBehavior(_:)`, `setLineEnding(_:)` and the other setters,
    /// and `scroll(to:)` for the viewport.
    public internal(set) var settings = EditorSettings()
    public internal(set) var isReadOnly = false
    public internal(set) var isAttached = true
    /// The IME's marked text, while composing (S7).
    public internal(set) var markedRange: TextRange?
    public internal(set) var exclusionProvider: ExclusionProvider
    public internal(set) var session: WritingSession?
    /// Continuous proofreading (S60 S61 S62 S63 S64 S65 S66 S67 S68): the proofreader, and whether it is on.
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
        textDocument = TextDocument(text)
        self.exclusionProvider = exclusionProvider
        adoptDocument(textDocument)
    }

    /// The text, to read; it changes only through the editor.
    public var document: ReadOnlyDocument { ReadOnlyDocument(textDocument) }

    /// The undo history, to read; undo and redo go through `undo()` and `redo()`.
    public var history: ReadOnlyHistory { ReadOnlyHistory(undoHistory) }

    public var isSessionActive: Bool { session != nil }

    func emit(_ event: EditorEvent) {
        observer?(event)
    }

    /// Takes a new document: detection (S5, S6), a fresh history, the provider told.
    func adoptDocument(_ newDocument: TextDocument) {
        textDocument = newDocument
        undoHistory = UndoHistory()
        suggestionGroupIsOpen = false
        selection = TextRange(0, 0)
        markedRange = nil
        pendingPreview = nil
        settings.lineEnding = newDocument.lines.dominantLineEnding
        settings.indentation = IndentationDetector.detect(in: newDocument) ?? settings.indentation
        exclusionProvider.documentDidLoad(document)
        exclusionCache = nil
    }

    /// An empty undo history (the text is mirrored from a host that keeps its own).
    func forgetHistory() {
        guard undoHistory.canUndo || undoHistory.canRedo else { return }
        undoHistory = UndoHistory()
        suggestionGroupIsOpen = false
    }

    func forgetExclusions() {
        exclusionCache = nil
    }

    /// Whether undo would change something: a finished entry, or the open group of
    /// suggestions that undo would checkpoint and take back (S30).
    public var canUndo: Bool { undoHistory.canUndo || (suggestionGroupIsOpen && undoHistory.openGroupHasChanges) }
    public var canRedo: Bool { undoHistory.canRedo }

    /// The provider's ranges for the current text, cached per revision, with invalid
    /// ones (out of bounds, empty, negative, splitting a surrogate pair) left out (S22).
    public func exclusions() -> [TextRange] {
        let key = ObjectIdentifier(textDocument)
        if let cache = exclusionCache, cache.document == key, cache.revision == textDocument.revision {
            return cache.ranges
        }
        let ranges = uncachedExclusions()
        exclusionCache = (key, textDocument.revision, ranges)
        return ranges
    }

    /// The provider's valid ranges for the text as it is this moment, trial or not (S22).
    func uncachedExclusions() -> [TextRange] {
        let length = textDocument.length
        let inBounds = exclusionProvider.exclusions(in: document).filter { $0.location >= 0 && $0.length > 0 && $0.end <= length }
        return RangeSet.normalized(Surrogates.withoutSplits(inBounds, in: textDocument))
    }

    /// Asks the host to persist now, or after the session ends (S50).
    func requestPersistence() {
        if session != nil {
            persistencePending = true
        } else if !persistenceSuppressed {
            emit(.persist(revision: textDocument.revision))
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
