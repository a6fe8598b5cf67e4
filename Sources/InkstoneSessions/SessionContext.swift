import InkstoneText

/// A context handed to the assistant (S12): the range it covers, kept in step with
/// edits so that context-relative ranges stay meaningful (S40).
public struct SessionContext: Sendable {
    public let id: Int
    public let request: Int
    public internal(set) var range: TextRange
}
