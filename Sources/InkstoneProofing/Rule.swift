/// A rule that findings name: its id (as findings, SARIF and `.inkstone.json` spell
/// it) and what it reports. Every rule is listed once, in `Rule.all`, which feeds the
/// checker, SARIF's rule metadata, `--help`, `inkstone rules` and the validation of
/// configurations. The grammar rules come from their rule files (`RuleBook`).
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
    /// Whether it runs unless turned off; a style or picky rule runs only when a
    /// configuration, `--level picky` or a request turns it on.
    public let isOnByDefault: Bool
    /// Whether its first fix is sure enough for `fix --kinds grammar` to make unasked.
    public let hasSureFix: Bool
    /// The written language it reads (`en`, `fr`); nil for every language.
    public let language: String?

    public init(id: ID, summary: String, isConfigurable: Bool, category: Category, isOnByDefault: Bool = true, hasSureFix: Bool = false,
                language: String? = nil) {
        (self.id, self.summary, self.isConfigurable, self.category) = (id, summary, isConfigurable, category)
        (self.isOnByDefault, self.hasSureFix, self.language) = (isOnByDefault, hasSureFix, language)
    }

    /// What kind of mistake a rule finds, as LanguageTool's categories group them.
    public enum Category: String, Sendable, CaseIterable {
        /// A misspelled or forbidden word.
        case typos
        case grammar
        /// Upper and lower case.
        case casing
        /// Spaces and punctuation marks.
        case typography
        /// A word mistaken for one that sounds alike (`their`/`there`, `its`/`it's`).
        case confusedWords = "confused-words"
        /// Words written together or apart that should not be (`alot`, `each other`).
        case compounding
        case punctuation
        /// A phrase said wrong (`could of`, `for all intensive purposes`).
        case nonstandardPhrases = "nonstandard-phrases"
        /// Words that say the same thing twice (`ATM machine`).
        case redundancy
        /// Wordiness, the passive and other matters of style.
        case style
    }

    public static let spelling = Rule(id: ID(rawValue: "spelling"), summary: "A word that no configured dictionary accepts", isConfigurable: true,
                                      category: .typos)
    public static let flagWords = Rule(id: ID(rawValue: "flagWords"), summary: "A word the project's flagWords list reports", isConfigurable: false,
                                       category: .typos)

    /// Every rule: spelling, the project's flagged words, then the grammar rules of
    /// every language.
    public static let all: [Rule] = [spelling, flagWords] + GrammarRules.rules

    /// The ids `.inkstone.json`'s `rules` takes.
    public static var configurableIDs: [String] { all.filter(\.isConfigurable).map(\.id.rawValue) }

    /// The rule a name given by a person (a config, a command's argument) names.
    public static func named(_ name: String) -> Rule? { all.first { $0.id.rawValue == name } }
}
