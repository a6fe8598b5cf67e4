import InkstoneProofing
import InkstoneText

/// An operation that could not run; reported to hosts as an `error` event by scripts.
public enum EditorError: Error, Equatable, CustomStringConvertible {
    case readOnly
    case rangeOutOfBounds(TextRange, length: Int)
    /// An edit's edge between the two halves of a surrogate pair (one character, an emoji).
    case splitsSurrogatePair(offset: Int)
    case nothingToUndo
    case nothingToRedo
    case noSession
    case unknownSuggestion(Int)
    case suggestionEdited(Int)
    case noPanel
    case invalidPattern(String)
    case noProofreader
    case checkingOff
    case unknownFinding(Int)
    case noSuchFix(finding: Int, index: Int)
    case noPreview
    case learnFailed(word: String, reason: String)

    public var description: String {
        switch self {
        case .readOnly: "the editor is read-only"
        case let .rangeOutOfBounds(range, length): "range \(range) is outside the document (length \(length))"
        case let .splitsSurrogatePair(offset):
            "offset \(offset) falls between the two UTF-16 halves of one character (a surrogate pair, such as an emoji); "
                + "put the edge before or after the character"
        case .nothingToUndo: "nothing to undo"
        case .nothingToRedo: "nothing to redo"
        case .noSession: "no writing session is active"
        case .unknownSuggestion(let id): "suggestion \(id) is not part of the active session"
        case .suggestionEdited(let id): "suggestion \(id) was edited since it was applied; it can no longer be rejected"
        case .noPanel: "there is no panel result to accept or reject"
        case .invalidPattern(let pattern): "'\(pattern)' is not a valid regular expression"
        case .noProofreader: "checking needs a proofreader: give the editor one with useProofreader(_:)"
        case .checkingOff: "checking is off: turn it on first (setChecking(true); in a script, settings \"checking\": true)"
        case .unknownFinding(let id): "finding \(id) is not a live finding"
        case let .noSuchFix(finding, index): "finding \(finding) has no suggestion \(index)"
        case .noPreview: "no preview is pending"
        case let .learnFailed(word, reason): "could not learn '\(word)': \(reason)"
        }
    }
}
