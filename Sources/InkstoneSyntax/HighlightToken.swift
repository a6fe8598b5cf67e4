import InkstoneText

/// A run of text and the highlight capture it belongs to (`keyword`, `string` …).
public struct HighlightToken: Hashable, Sendable {
    public let range: TextRange
    public let capture: String
}
