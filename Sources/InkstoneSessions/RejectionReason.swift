/// Why a suggestion was refused (S20 S21 S22 S23), as `suggestionRejected` reports it.
public enum RejectionReason: String, Sendable {
    case staleContext, invalidRange, splitsSurrogate, crossesProtected
}
