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
