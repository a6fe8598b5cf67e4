import InkstoneText

/// A word to check: its text, where it stands in the document (UTF-16), and the whole
/// token it was split from (`add-ons` for `ons`, `DejaVu` for `Vu`; the word's own
/// range when it was not split).
public struct Word: Hashable, Sendable {
    public let text: String
    public let range: TextRange
    public let token: TextRange

    public init(text: String, range: TextRange, token: TextRange? = nil) {
        (self.text, self.range, self.token) = (text, range, token ?? range)
    }
}
