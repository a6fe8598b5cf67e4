/// How often prose writes a word's colon after a space (`word :`) and right after it
/// (`word:`): one document's (`DocumentHabits.colons`), or a project's, summed.
public struct ColonCount: Codable, Equatable, Sendable {
    public var spaced = 0
    public var tight = 0

    public init(spaced: Int = 0, tight: Int = 0) { (self.spaced, self.tight) = (spaced, tight) }

    /// How many spaced colons make a style rather than slips.
    public static let leastSpaced = 3

    /// Whether the spaced colons are a style: three or more, and at least half as many
    /// as the tight ones.
    public var isStyle: Bool { spaced >= Self.leastSpaced && spaced * 2 >= tight }

    public static func + (left: ColonCount, right: ColonCount) -> ColonCount {
        ColonCount(spaced: left.spaced + right.spaced, tight: left.tight + right.tight)
    }
}
