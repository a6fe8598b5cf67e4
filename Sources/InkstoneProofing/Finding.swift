import InkstoneText

/// Something the checker reports: a misspelling, a grammar problem, or a correction
/// with one unambiguous fix.
public struct Finding: Hashable, Sendable, Codable {
    public enum Kind: String, Sendable, Codable { case spelling, grammar, correction }

    /// How sure the judge is that the finding is worth fixing (issue #26). `default`:
    /// a typo of a common word, a flagged word, a grammar finding — what `check`
    /// reports and exits 1 on. `unknownWord`: a word no vocabulary knows that looks
    /// like no typo of a common one (a name, a term, a code-like token), listed with
    /// `--all` and shown by the editor as a hint.
    public enum Tier: String, Sendable, Codable, CaseIterable {
        case `default`
        case unknownWord = "unknown-word"
    }

    public let kind: Kind
    public var range: TextRange
    public let text: String
    public let message: String
    /// Replacements for `text`, best first.
    public let suggestions: [String]
    /// The rule that found it (`spelling`, `repeated-word`, `a-an` …), to turn off.
    public let rule: Rule.ID
    /// Decided by the judge (`WordDecisions`); a checker's own findings start as `default`.
    public var tier: Tier
    /// Why it is reported in its tier: the decision (or rule) that decided it.
    public var reason: FindingReason

    /// Names the finding within its document: the rule and the range, which no other
    /// finding shares. (The editor's `LiveFinding` ids also survive edits.)
    public var id: String { "\(rule):\(range.location):\(range.length)" }

    public init(kind: Kind, range: TextRange, text: String, message: String, suggestions: [String], rule: Rule.ID,
                tier: Tier = .default, reason: FindingReason? = nil) {
        (self.kind, self.range, self.text, self.message, self.suggestions, self.rule) = (kind, range, text, message, suggestions, rule)
        self.tier = tier
        self.reason = reason ?? FindingReason(rule: rule, summary: message)
    }
}
