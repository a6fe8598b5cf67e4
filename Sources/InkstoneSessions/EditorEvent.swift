import InkstoneProofing
import InkstoneText

/// Something the editor tells its host, in the order it happened. Names and keys are
/// those of the transcript format (docs/script-format.md).
public enum EditorEvent: Equatable, Sendable {
    case textDidChange(range: TextRange, text: String, origin: ChangeOrigin)
    case willBegin(tool: String)
    case beginRefused(reason: String)
    case didEnd(reason: EndReason)
    case contexts(request: Int, contexts: [ContextInfo])
    case suggestionApplied(suggestion: Int, context: Int, range: TextRange, text: String)
    case suggestionHeld(suggestion: Int, context: Int)
    case suggestionRejected(context: Int, reason: RejectionReason)
    case updateRange(context: Int, range: TextRange, text: String, reason: String)
    case persist(revision: Int)
    case preview(suggestion: Int, range: TextRange, text: String)
    case geometry(viewport: Viewport)
    /// Findings that appeared and the ids of those that went (S62).
    case findings(added: [LiveFinding], removed: [Int])
    case presentation(finding: Int, range: TextRange)
    case presentationRefused(finding: Int, reason: PresentationRefusal)
    case error(message: String)

    public var name: String {
        switch self {
        case .textDidChange: "textDidChange"
        case .willBegin: "willBegin"
        case .beginRefused: "beginRefused"
        case .didEnd: "didEnd"
        case .contexts: "contexts"
        case .suggestionApplied: "suggestionApplied"
        case .suggestionHeld: "suggestionHeld"
        case .suggestionRejected: "suggestionRejected"
        case .updateRange: "updateRange"
        case .persist: "persist"
        case .preview: "preview"
        case .geometry: "geometry"
        case .findings: "findings"
        case .presentation: "presentation"
        case .presentationRefused: "presentationRefused"
        case .error: "error"
        }
    }
}

/// What a context looked like when it was handed out (S12).
public struct ContextInfo: Equatable, Sendable {
    public let id: Int
    public let range: TextRange
    public let text: String
    /// Exclusion ranges inside the context, relative to it.
    public let exclusions: [TextRange]
}

public enum ChangeOrigin: String, Sendable {
    case user, undo, redo, suggestion, restore, panel, programmatic, batch, lineMove, composition
    case temporary, accepted, rejected, load
}

public enum EndReason: String, Sendable {
    case stopped, largeUpdate, documentReplaced, batchReplace, lineMove, composition, readOnly, detached
    case exclusionProviderChanged, opened
}

/// Why a finding could not be presented (S63).
public enum PresentationRefusal: String, Sendable {
    /// No live finding has that id (checking off, edited away, ignored, learned).
    case notLive
    /// A session is active and the finding lies outside its contexts.
    case outsideContexts
    /// A session is active and the range given is not the finding's.
    case rangeMismatch
}

public enum RejectionReason: String, Sendable {
    case staleContext, invalidRange, splitsSurrogate, crossesProtected
}

/// The visible lines: the first one (zero-based) and how many.
public struct Viewport: Equatable, Sendable {
    public var firstLine: Int
    public var lineCount: Int

    public init(firstLine: Int, lineCount: Int) {
        self.firstLine = firstLine
        self.lineCount = lineCount
    }
}
