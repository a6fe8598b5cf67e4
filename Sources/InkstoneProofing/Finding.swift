import InkstoneText

/// Something the checker reports: a misspelling, a grammar problem, or a correction
/// with one unambiguous fix.
public struct Finding: Hashable, Sendable {
    public enum Kind: String, Sendable { case spelling, grammar, correction }

    public let kind: Kind
    public let range: TextRange
    public let text: String
    public let message: String
    /// Replacements for `text`, best first.
    public let suggestions: [String]
    /// The rule that found it (`spelling`, `repeated-word`, `a-an` …), to turn off.
    public let rule: String
}
