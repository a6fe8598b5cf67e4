import Foundation

/// Fast spelling suggestions: every word form of a dictionary, indexed by its
/// one-letter deletions (symmetric delete, as SymSpell), so that candidates within two
/// edits are hash lookups; ranked by a weighted edit distance that makes typing slips
/// cheap (neighbouring keys, swapped letters, doubled letters, vowel mix-ups).
public final class SuggestionIndex {
    private var words: [String] = []
    private var deletes: [String: [Int32]] = [:]

    /// Builds the index from a Hunspell `.aff`/`.dic` pair (plus extra words).
    public init(aff: String, dic: String, extraWords: [String] = []) throws(DictionaryError) {
        guard let affixData = FileManager.default.contents(atPath: aff),
              let dicData = FileManager.default.contents(atPath: dic) else { throw .unreadable(path: dic) }
        let encoding = Self.encoding(ofAffix: affixData)
        guard let affixText = String(data: affixData, encoding: encoding),
              let dicText = String(data: dicData, encoding: encoding) else {
            throw .unsupportedEncoding(path: aff, encoding: "\(encoding)")
        }
        let expander = AffixExpander(affixText: affixText)
        var seen = Set<String>()
        for entry in dicText.split(whereSeparator: \.isNewline).dropFirst() {
            for form in expander.forms(of: entry) where !form.contains(where: \.isNumber) && seen.insert(form).inserted {
                add(form)
            }
        }
        for word in extraWords where seen.insert(word).inserted { add(word) }
    }

    public var count: Int { words.count }

    private func add(_ word: String) {
        let index = Int32(words.count)
        words.append(word)
        let key = word.lowercased()
        deletes[key, default: []].append(index)
        for variant in Self.deletions(of: key) { deletes[variant, default: []].append(index) }
    }

    /// Up to `limit` words within two edits of `word`, best first, in `word`'s case.
    public func suggestions(for word: String, limit: Int = 8) -> [String] {
        let query = word.lowercased()
        var variants: Set<String> = [query]
        for first in Self.deletions(of: query) {
            variants.insert(first)
            for second in Self.deletions(of: first) { variants.insert(second) }
        }
        var candidates = Set<Int32>()
        for variant in variants { candidates.formUnion(deletes[variant] ?? []) }
        let queryScalars = Array(query.unicodeScalars)
        var scored: [(word: String, cost: Double)] = []
        for index in candidates {
            let candidate = words[Int(index)]
            let scalars = Array(candidate.lowercased().unicodeScalars)
            guard scalars != queryScalars else { continue }
            let cost = TypingDistance.cost(from: queryScalars, to: scalars)
            if cost <= 2.0 { scored.append((candidate, cost + Self.penalty(candidate, for: word, sameStart: scalars.first == queryScalars.first))) }
        }
        scored.sort { ($0.cost, abs($0.word.count - word.count), $0.word) < ($1.cost, abs($1.word.count - word.count), $1.word) }
        var result: [String] = []
        for entry in scored where !result.contains(entry.word) {
            result.append(Self.matchCase(entry.word, like: word))
            if result.count == limit { break }
        }
        return result
    }

    /// What makes a candidate less likely than its distance says: another first letter,
    /// capitals the query does not have (a proper noun for a common word), and a
    /// possessive the query did not type.
    static func penalty(_ candidate: String, for word: String, sameStart: Bool) -> Double {
        var penalty = sameStart ? 0 : 0.35
        if candidate.contains(where: \.isUppercase) && !word.contains(where: \.isUppercase) { penalty += 0.3 }
        if candidate.contains("'") && !word.contains("'") { penalty += 0.5 }
        return penalty
    }

    static func deletions(of word: String) -> [String] {
        let characters = Array(word)
        guard characters.count > 1 else { return [] }
        return (0..<characters.count).map { index in
            var copy = characters
            copy.remove(at: index)
            return String(copy)
        }
    }

    static func matchCase(_ candidate: String, like word: String) -> String {
        guard let first = word.first, first.isUppercase, candidate.first?.isLowercase == true else { return candidate }
        if word.count > 1 && word == word.uppercased() { return candidate.uppercased() }
        return candidate.prefix(1).uppercased() + candidate.dropFirst()
    }

    private static func encoding(ofAffix data: Data) -> String.Encoding {
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        guard let line = head.split(whereSeparator: \.isNewline).first(where: { $0.hasPrefix("SET ") }) else { return .utf8 }
        return HunspellDictionary.encoding(named: String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces)) ?? .utf8
    }
}
