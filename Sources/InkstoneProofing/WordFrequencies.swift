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

    /// Parses `word<TAB>count` lines; `#` lines are comments. Read as bytes: every
    /// English check reads the 50,000 lines at start-up (issue #51).
    public init(text: String) {
        var entries: [(word: String, logCount: Float)] = []
        var text = text
        text.withUTF8 { bytes in
            entries.reserveCapacity(bytes.count / 16)
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                if let entry = Self.entry(UnsafeBufferPointer(rebasing: bytes[start..<end])) { entries.append(entry) }
                start = end + 1
            }
        }
        var counts = [String: Float](minimumCapacity: entries.count)
        for entry in entries { counts[entry.word] = entry.logCount }
        logCounts = counts
        floor = counts.values.min() ?? 0
        ranks = Self.ranks(of: entries, counts: counts)
    }

    /// One `word<TAB>count` line (a trailing CR allowed), its word lowercased; nil for a
    /// comment, a blank line, or a line without a positive count.
    private static func entry(_ line: UnsafeBufferPointer<UInt8>) -> (word: String, logCount: Float)? {
        var line = line[...]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        guard line.first != UInt8(ascii: "#"), let tab = line.firstIndex(of: UInt8(ascii: "\t")),
              tab > line.startIndex, !line[(tab + 1)...].contains(UInt8(ascii: "\t")),
              let count = Double(String(decoding: line[(tab + 1)...], as: UTF8.self)), count > 0 else { return nil }
        return (String(decoding: line[..<tab], as: UTF8.self).lowercased(), Float(log10(count)))
    }

    /// Each word's place, most frequent first, ties (equal log counts) by word. The
    /// generated list is in count order already: then only runs of equal log counts are
    /// sorted, else the whole list is.
    private static func ranks(of entries: [(word: String, logCount: Float)], counts: [String: Float]) -> [String: Int] {
        let inCountOrder = counts.count == entries.count && zip(entries, entries.dropFirst()).allSatisfy { $0.logCount >= $1.logCount }
        var ordered = inCountOrder ? entries : counts.map { (word: $0.key, logCount: $0.value) }.sorted { $0.logCount > $1.logCount }
        var runStart = 0
        while runStart < ordered.count {
            var runEnd = runStart + 1
            while runEnd < ordered.count, ordered[runEnd].logCount == ordered[runStart].logCount { runEnd += 1 }
            if runEnd - runStart > 1 { ordered[runStart..<runEnd].sort { $0.word < $1.word } }
            runStart = runEnd
        }
        var ranks = [String: Int](minimumCapacity: ordered.count)
        for (offset, entry) in ordered.enumerated() { ranks[entry.word] = offset + 1 }
        return ranks
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
