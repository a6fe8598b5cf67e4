import InkstoneText

/// A finding that the editor keeps live (S61): its id never changes, its range follows
/// the text, and it disappears when its text is edited.
public struct LiveFinding: Equatable, Sendable {
    public let id: Int
    public internal(set) var finding: Finding

    public var range: TextRange { finding.range }
    public var kind: Finding.Kind { finding.kind }
    /// Reported by default, or an unknown word (`WordDecisions`).
    public var tier: Finding.Tier { finding.tier }
    public var text: String { finding.text }
    public var suggestions: [String] { finding.suggestions }
}
