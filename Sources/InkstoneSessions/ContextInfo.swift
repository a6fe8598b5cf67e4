import InkstoneText

/// What a context looked like when it was handed out (S12).
public struct ContextInfo: Equatable, Sendable {
    public let id: Int
    public let range: TextRange
    public let text: String
    /// Exclusion ranges inside the context, relative to it.
    public let exclusions: [TextRange]
}
