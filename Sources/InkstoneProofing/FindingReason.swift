/// Why a finding is reported, or in which tier: the id of the decision or rule that
/// decided it and that decision's one-line summary. Every finding carries one, so a
/// user (JSON, SARIF, hover, `inkstone explain`) and a test can see which decision spoke.
public struct FindingReason: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The decision's id (`typo.known-misspelling`, `unknown.code-name`) or, for a
    /// rule's own finding, the rule's id.
    public let id: String
    /// One line a person reads: what made the decision.
    public let summary: String

    public init(id: String, summary: String) {
        (self.id, self.summary) = (id, summary)
    }

    /// A rule's finding, as the rule itself reports it: the rule is the reason.
    public init(rule: Rule.ID, summary: String) {
        self.init(id: rule.rawValue, summary: summary)
    }

    public var description: String { "\(summary) (\(id))" }
}
