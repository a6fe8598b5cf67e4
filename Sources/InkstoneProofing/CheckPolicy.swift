/// What a project decides about the findings of its files, apart from how they are
/// found: the words it accepts and flags, the rules it turns off, how long an acronym
/// may be, and the patterns whose matches are not checked. `ProjectConfig` (in
/// InkstoneProject) reads it from `.inkstone.json`; the proofreader and its judge apply it.
public struct CheckPolicy: Sendable, Equatable, Codable {
    /// Words accepted (the config's `words` and the project's word list).
    public var words: [String]
    /// `bad` or `bad->good`: words always reported, with their fixes.
    public var flagWords: [String]
    /// Rules turned on or off by id (`spelling`, `a-an` …); absent ones are as their
    /// default says (`Rule.isOnByDefault`).
    public var rules: [String: Bool]
    /// ALL-CAPS words up to this many letters are acronyms; nil for the tokenizer's default.
    public var maxAcronymLength: Int?
    /// Regular expressions whose matches are not checked (`IgnorePatterns`).
    public var ignorePatterns: [String]
    /// True for a test file (`TestPaths`): its string literals are test data, not
    /// prose; its comments and docstrings are still checked.
    public var literalsAreData = false

    public init(words: [String] = [], flagWords: [String] = [], rules: [String: Bool] = [:], maxAcronymLength: Int? = nil,
                ignorePatterns: [String] = []) {
        (self.words, self.flagWords, self.rules) = (words, flagWords, rules)
        (self.maxAcronymLength, self.ignorePatterns) = (maxAcronymLength, ignorePatterns)
    }

    /// The rules turned off.
    public var rulesOff: Set<Rule.ID> {
        Set(rules.filter { !$0.value }.keys.map(Rule.ID.init(rawValue:)))
    }

    /// The rules turned on (those off by default among them).
    public var rulesOn: Set<Rule.ID> {
        Set(rules.filter(\.value).keys.map(Rule.ID.init(rawValue:)))
    }

    /// Flagged words and their suggestions.
    public var flagged: [String: [String]] {
        Dictionary(flagWords.map { entry in
            let parts = entry.components(separatedBy: "->")
            return (parts[0].trimmingCharacters(in: .whitespaces),
                    parts.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) })
        }, uniquingKeysWith: { first, _ in first })
    }
}
