import InkstoneText

/// An operation that could not run; reported to hosts as an `error` event by scripts.
public enum EditorError: Error, Equatable, CustomStringConvertible {
    case readOnly
    case rangeOutOfBounds(TextRange, length: Int)
    case nothingToUndo
    case nothingToRedo
    case noSession
    case unknownSuggestion(Int)
    case suggestionEdited(Int)
    case noPanel
    case invalidPattern(String)

    public var description: String {
        switch self {
        case .readOnly: "the editor is read-only"
        case let .rangeOutOfBounds(range, length): "range \(range) is outside the document (length \(length))"
        case .nothingToUndo: "nothing to undo"
        case .nothingToRedo: "nothing to redo"
        case .noSession: "no writing session is active"
        case .unknownSuggestion(let id): "suggestion \(id) is not part of the active session"
        case .suggestionEdited(let id): "suggestion \(id) was edited since it was applied; it can no longer be rejected"
        case .noPanel: "there is no panel result to accept or reject"
        case .invalidPattern(let pattern): "'\(pattern)' is not a valid regular expression"
        }
    }
}
