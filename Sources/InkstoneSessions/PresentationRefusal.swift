/// Why a finding could not be presented (S63).
public enum PresentationRefusal: String, Sendable {
    /// No live finding has that id (checking off, edited away, ignored, learned).
    case notLive
    /// A session is active and the finding lies outside its contexts.
    case outsideContexts
    /// A session is active and the range given is not the finding's.
    case rangeMismatch
}
