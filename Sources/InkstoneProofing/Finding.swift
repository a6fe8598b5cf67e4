import InkstoneText

/// Something the checker reports: a misspelling, a grammar problem, or a correction
/// with one unambiguous fix.
public struct Finding: Hashable, Sendable, Codable {
    public enum Kind: String, Sendable, Codable { case spelling, grammar, correction }

    public let kind: Kind
    public var range: TextRange
    public let text: String
    public let message: String
    /// Replacements for `text`, best first.
    public let suggestions: [String]
    /// The rule that found it (`spelling`, `repeated-word`, `a-an` …), to turn off.
    public let rule: Rule.ID

    /// Names the finding within its document: the rule and the range, which no other
    /// finding shares. (The editor's `LiveFinding` ids also survive edits.)
    public var id: String { "\(rule):\(range.location):\(range.length)" }

    public init(kind: Kind, range: TextRange, text: String, message: String, suggestions: [String], rule: Rule.ID) {
        (self.kind, self.range, self.text, self.message, self.suggestions, self.rule) = (kind, range, text, message, suggestions, rule)
    }
}
