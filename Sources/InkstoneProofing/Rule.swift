/// A rule that findings name: its id (as findings, SARIF and `.inkstone.json` spell
/// it) and what it reports. Every rule is listed once, in `Rule.all`, which feeds the
/// checker, SARIF's rule metadata, `--help` and the validation of configurations.
public struct Rule: Hashable, Sendable {
    public let id: String
    /// One sentence, as SARIF's `shortDescription` and the docs say it.
    public let summary: String
    /// Whether `.inkstone.json`'s `rules` may turn it off.
    public let isConfigurable: Bool

    public static let spelling = Rule(id: "spelling", summary: "A word that no configured dictionary accepts", isConfigurable: true)
    public static let flagWords = Rule(id: "flagWords", summary: "A word the project's flagWords list reports", isConfigurable: false)

    /// Every rule: spelling, the project's flagged words, then the grammar rules.
    public static let all: [Rule] = [spelling, flagWords] + GrammarRules.registered.map { type(of: $0).rule }

    /// The ids `.inkstone.json`'s `rules` takes.
    public static var configurableIDs: [String] { all.filter(\.isConfigurable).map(\.id) }

    public static func named(_ id: String) -> Rule? { all.first { $0.id == id } }
}
