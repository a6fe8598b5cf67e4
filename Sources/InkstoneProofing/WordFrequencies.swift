import Foundation

/// How common words are: log10 of their counts in a large corpus, for ranking
/// suggestions (a likelier word wins a near tie). Inkstone ships one list, for English
/// (`dictionaries/en-frequency.txt`: Google Books Ngram counts of en_US word forms,
/// see `dictionaries/README.md`); a word not in the list counts as the rarest one.
public struct WordFrequencies: Sendable {
    private let logCounts: [String: Float]
    /// The log10 count of a word that is not in the list.
    public let floor: Float
    /// Each word's place in the list, most frequent first (1 for `the`): how common a
    /// word a typo is one slip from (`WordDecisions`, issue #26).
    private let ranks: [String: Int]

    /// Parses `word<TAB>count` lines; `#` lines are comments.
    public init(text: String) {
        var counts: [String: Float] = [:]
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let count = Double(fields[1]), count > 0 else { continue }
            counts[String(fields[0]).lowercased()] = Float(log10(count))
        }
        logCounts = counts
        floor = counts.values.min() ?? 0
        let ordered = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        ranks = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($0.element.key, $0.offset + 1) })
    }

    /// The text of the bundled English list, `word<TAB>count` lines.
    public static let englishSource = EmbeddedDictionaries.byName["dictionaries/en-frequency.txt"] ?? ""
    public static let english = WordFrequencies(text: englishSource)

    /// The bundled list for a dictionary's language, judged by its file name (`en_US`,
    /// `en-GB` …), or nil.
    public static func bundled(forDictionary path: String) -> WordFrequencies? {
        bundledSource(forDictionary: path) == nil ? nil : .english
    }

    /// The text of the bundled list for a dictionary, as `bundled(forDictionary:)` picks it.
    static func bundledSource(forDictionary path: String) -> String? {
        URL(fileURLWithPath: path).lastPathComponent.lowercased().hasPrefix("en") ? englishSource : nil
    }

    public var count: Int { logCounts.count }

    public func logCount(of lowercaseWord: String) -> Float {
        logCounts[lowercaseWord] ?? floor
    }

    /// The word's place in the list, most frequent first; nil when it is not in it.
    public func rank(of lowercaseWord: String) -> Int? { ranks[lowercaseWord] }

    public func contains(_ lowercaseWord: String) -> Bool {
        logCounts[lowercaseWord] != nil
    }
}
