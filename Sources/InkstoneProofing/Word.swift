import InkstoneText

/// A word to check: its text and where it stands in the document (UTF-16).
public struct Word: Hashable, Sendable {
    public let text: String
    public let range: TextRange
}
