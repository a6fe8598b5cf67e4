/// Why `begin` started no session (S10, S11).
public enum BeginRefusal: String, Sendable {
    /// The host's behavior setting is `none` (S10).
    case disabled
    /// A session is already running (S11).
    case active
    case readOnly
    case detached
}
