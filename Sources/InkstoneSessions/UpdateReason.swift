/// Why a session hears `updateRange` for a context (S40, S43).
public enum UpdateReason: String, Sendable {
    /// The host edited the context's text, or undid or redid an edit (S40).
    case edit
    /// The edit changed what is protected elsewhere in the context (S43).
    case exclusions
}
