/// A sentence of a rule file's: one the rule must report (`fires`, with the text its
/// first fix makes, when given) or one it must leave alone (`passes`, a near miss).
public struct RuleExample: Sendable, Equatable {
    public let text: String
    /// The text after the first fix; nil for a near miss, or when not given.
    public let fixed: String?
    public let fires: Bool
    /// The line of the rule file it is on.
    public let line: Int
}
