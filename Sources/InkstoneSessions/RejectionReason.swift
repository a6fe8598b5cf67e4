/// Why a suggestion was refused (S20 S21 S22 S23), as `suggestionRejected` reports it.
public enum RejectionReason: String, Sendable {
    case staleContext, invalidRange, splitsSurrogate, crossesProtected

    /// The reason in words, for a person reading a report.
    public var explanation: String {
        switch self {
        case .staleContext: "its context is no longer current"
        case .invalidRange: "its range lies outside the text"
        case .splitsSurrogate: "it would split a character (a UTF-16 surrogate pair)"
        case .crossesProtected: "it would change protected text (code, an identifier, a URL or markup)"
        }
    }
}
