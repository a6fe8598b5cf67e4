/// Every decision the judge makes about a finding, in the order they are weighed
/// (issue #50): the context decisions that drop a finding, then for a spelling finding
/// the surroundings, the word stage and the document's demotions. `explain`, the
/// docs and the tests read this one table.
public enum DecisionTable {
    public static let all: [Decision] = ContextDecisions.all + SurroundingDecisions.code + ListDecisions.all
        + SurroundingDecisions.mention + WordDecisions.all + DocumentDecisions.all
        + ProjectDecisions.all

    /// The decision named `id`.
    public static func decision(_ id: String) -> Decision? { byID[id] }

    private static let byID: [String: Decision] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}

/// What `explain` shows of one finding: each decision weighed, in order, whether it
/// fired, and the one that decided.
public struct DecisionTrace: Sendable {
    public struct Step: Sendable {
        public let id: String
        public let fired: Bool
    }

    public var steps: [Step] = []
    /// The decision that decided, and then any that demoted its verdict.
    public var decidedBy: [String] = []

    mutating func weighed(_ decision: Decision, fired: Bool) {
        steps.append(Step(id: decision.id, fired: fired))
    }
}
