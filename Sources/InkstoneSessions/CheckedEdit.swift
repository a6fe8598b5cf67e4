import InkstoneText

/// A replacement proposed by a host outside any session (a language server's code
/// action or an assistant's rewrite), as the session rules judge it against the
/// current text (S20 S21 S22 S23 S24): `rejection` is nil when it may be applied.
public struct CheckedEdit: Equatable, Sendable {
    /// In the current text.
    public let range: TextRange
    /// With the editor's line endings (S24).
    public let text: String
    public let rejection: RejectionReason?

    public init(range: TextRange, text: String, rejection: RejectionReason?) {
        (self.range, self.text, self.rejection) = (range, text, rejection)
    }
}
