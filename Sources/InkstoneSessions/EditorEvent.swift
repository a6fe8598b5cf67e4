import InkstoneProofing
import InkstoneText

/// Something the editor tells its host, in the order it happened. Names and keys are
/// those of the transcript format (docs/script-format.md).
public enum EditorEvent: Equatable, Sendable {
    case textDidChange(range: TextRange, text: String, origin: ChangeOrigin)
    case willBegin(tool: String)
    case beginRefused(reason: BeginRefusal)
    case didEnd(reason: EndReason)
    case contexts(request: Int, contexts: [ContextInfo])
    case suggestionApplied(suggestion: Int, context: Int, range: TextRange, text: String)
    case suggestionHeld(suggestion: Int, context: Int)
    case suggestionRejected(context: Int, reason: RejectionReason)
    case updateRange(context: Int, range: TextRange, text: String, reason: UpdateReason)
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
