import InkstoneText

/// One paragraph of the document as a context request would hand it out (S12): its
/// range, its text and its protected parts (relative to the paragraph).
public struct ProseParagraph: Equatable, Sendable {
    public let range: TextRange
    public let text: String
    public let exclusions: [TextRange]
}
