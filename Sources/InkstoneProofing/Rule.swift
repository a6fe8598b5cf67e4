/// A rule that findings name: its id (as findings, SARIF and `.inkstone.json` spell
/// it) and what it reports. Every rule is listed once, in `Rule.all`, which feeds the
/// checker, SARIF's rule metadata, `--help` and the validation of configurations.
public struct Rule: Hashable, Sendable {
    /// A rule's id as a type of its own (Harper's rule type is its id): findings carry
    /// it and are compared by it, never by a string spelled again.
    public struct ID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public init(from decoder: Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
        public var description: String { rawValue }
    }

    public let id: ID
    /// One sentence, as SARIF's `shortDescription` and the docs say it.
    public let summary: String
    /// Whether `.inkstone.json`'s `rules` may turn it off.
    public let isConfigurable: Bool
    /// What kind of mistake it finds: what a client that groups rules (LanguageTool's
    /// categories, `inkstone serve`) shows it under.
    public let category: Category

    public enum Category: String, Sendable, CaseIterable {
        /// A misspelled or forbidden word.
        case typos
        case grammar
        /// Upper and lower case.
        case casing
        /// Spaces and punctuation marks.
        case typography
    }

    public static let spelling = Rule(id: ID(rawValue: "spelling"), summary: "A word that no configured dictionary accepts", isConfigurable: true,
                                      category: .typos)
    public static let flagWords = Rule(id: ID(rawValue: "flagWords"), summary: "A word the project's flagWords list reports", isConfigurable: false,
                                       category: .typos)

    /// Every rule: spelling, the project's flagged words, then the grammar rules.
    public static let all: [Rule] = [spelling, flagWords] + GrammarRules.registered.map { type(of: $0).rule }

    /// The ids `.inkstone.json`'s `rules` takes.
    public static var configurableIDs: [String] { all.filter(\.isConfigurable).map(\.id.rawValue) }

    /// The rule a name given by a person (a config, a command's argument) names.
    public static func named(_ name: String) -> Rule? { all.first { $0.id.rawValue == name } }
}
