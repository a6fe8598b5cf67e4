import Foundation

/// Fast spelling suggestions (symmetric delete, as SymSpell): every word form of a
/// dictionary is indexed by its one-letter deletions, and the common words of five
/// letters or more also by their two-letter deletions; a misspelling's deletions (two
/// deep, three for long words) are looked up, plus its consonant skeleton, so that
/// candidates are hash lookups. Candidates are ranked by `TypingDistance`, a few
/// penalties (another first letter, a capital or apostrophe the query lacks) and how
/// common the word is (`WordFrequencies`).
///
/// Immutable once built: one index serves every thread.
public final class SuggestionIndex: Sendable {
    let words: [String]
    /// Every word's lowercase UTF-16 units, one after another.
    let units: [UInt16]
    let starts: [Int32]
    let traits: [WordTraits]
    let deletions: KeyTable
    let skeletons: KeyTable

    /// What ranking needs of a word besides its letters.
    struct WordTraits: Sendable {
        let logCount: Float
        let hasCapital: Bool
        let hasApostrophe: Bool
    }

    static let frequencyWeight: Float = 0.2
    static let otherFirstLetter: Float = 0.2
    static let capitalPenalty: Float = 0.5
    static let apostrophePenalty: Float = 0.5

    /// Builds the index from a Hunspell `.aff`/`.dic` pair (plus extra words), ranked
    /// with `frequencies` (by default the bundled list for the dictionary's language).
    public convenience init(aff: String, dic: String, extraWords: [String] = [],
                            frequencies: WordFrequencies? = nil) throws(DictionaryError) {
        guard let affixData = FileManager.default.contents(atPath: aff),
              let dicData = FileManager.default.contents(atPath: dic) else { throw .unreadable(path: dic) }
        let encoding = Self.encoding(ofAffix: affixData)
        guard let affixText = String(data: affixData, encoding: encoding),
              let dicText = String(data: dicData, encoding: encoding) else {
            throw .unsupportedEncoding(path: aff, encoding: "\(encoding)")
        }
        let expander = AffixExpander(affixText: affixText)
        var seen = Set<String>()
        var forms: [String] = []
        for entry in dicText.split(whereSeparator: \.isNewline).dropFirst() {
            for form in expander.forms(of: entry) where !form.contains(where: \.isNumber) && seen.insert(form).inserted {
                forms.append(form)
            }
        }
        forms += extraWords.filter { seen.insert($0).inserted }
        self.init(words: forms, frequencies: frequencies ?? WordFrequencies.bundled(forDictionary: dic))
    }

    /// Builds the index over `words` (each a form to suggest, in its own case), on
    /// every core: each part of the list is keyed on its own, then the parts are joined.
    public convenience init(words: [String], frequencies: WordFrequencies?) {
        let partCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount, words.count / 10_000))
        let parts = PartResults(count: partCount)
        DispatchQueue.concurrentPerform(iterations: partCount) { part in
            let lower = words.count * part / partCount, upper = words.count * (part + 1) / partCount
            parts.set(part, Self.keys(of: words, lower..<upper, frequencies: frequencies))
        }
        var units: [UInt16] = []
        var starts: [Int32] = [0]
        var traits: [WordTraits] = []
        var deletionEntries: [(hash: UInt64, word: Int32)] = []
        var skeletonEntries: [(hash: UInt64, word: Int32)] = []
        for part in parts.all {
            let base = Int32(units.count)
            units += part.units
            starts += part.ends.map { $0 + base }
            traits += part.traits
            deletionEntries += part.deletions
            skeletonEntries += part.skeletons
        }
        self.init(words: words, units: units, starts: starts, traits: traits,
                  deletions: KeyTable(deletionEntries), skeletons: KeyTable(skeletonEntries))
    }

    init(words: [String], units: [UInt16], starts: [Int32], traits: [WordTraits], deletions: KeyTable, skeletons: KeyTable) {
        self.words = words
        self.units = units
        self.starts = starts
        self.traits = traits
        self.deletions = deletions
        self.skeletons = skeletons
    }

    /// What one part of the word list adds to the index.
    private struct PartKeys: Sendable {
        var units: [UInt16] = []
        /// Where each word's units end, relative to the part.
        var ends: [Int32] = []
        var traits: [WordTraits] = []
        var deletions: [(hash: UInt64, word: Int32)] = []
        var skeletons: [(hash: UInt64, word: Int32)] = []
    }

    private final class PartResults: @unchecked Sendable {
        private var results: [PartKeys?]
        private let lock = NSLock()
        init(count: Int) { results = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ keys: PartKeys) { lock.lock(); results[index] = keys; lock.unlock() }
        var all: [PartKeys] { results.map { $0! } }
    }

    private static func keys(of words: [String], _ range: Range<Int>, frequencies: WordFrequencies?) -> PartKeys {
        var part = PartKeys()
        for number in range {
            let word = words[number]
            let lowercase = word.lowercased()
            let key = Array(lowercase.utf16)
            part.units += key
            part.ends.append(Int32(part.units.count))
            part.traits.append(WordTraits(logCount: frequencies?.logCount(of: lowercase) ?? 0,
                                          hasCapital: word.contains(where: \.isUppercase), hasApostrophe: word.contains("'")))
            let depth = key.count >= 5 && frequencies?.contains(lowercase) == true ? 2 : 1
            for hash in deletionHashes(of: key, depth: depth) { part.deletions.append((hash, Int32(number))) }
            part.skeletons.append((skeletonHash(of: key), Int32(number)))
        }
        return part
    }

    public var count: Int { words.count }

    /// Up to `limit` words close to `word`, best first, in `word`'s case.
    public func suggestions(for word: String, limit: Int = 8) -> [String] {
        ranked(for: word, limit: limit).map(\.word)
    }

    /// The fix when there is one unambiguous one: the best suggestion is one edit or
    /// one swap away and every other scores at least `correctionMargin` worse — other
    /// than its own inflections and capitalisations ("accommodated", "Government"),
    /// which the person did not type either.
    public func correction(for word: String) -> String? {
        suggest(word, limit: 1).correction
    }

    /// Suggestions and the sure fix from one ranking.
    public func suggest(_ word: String, limit: Int) -> (suggestions: [String], correction: String?) {
        let best = ranked(for: word, limit: max(limit, Self.correctionWindow))
        return (best.prefix(limit).map(\.word), Self.correction(among: best, for: word))
    }

    private static func correction(among best: [(word: String, score: Float)], for word: String) -> String? {
        guard let first = best.first, EditDistance.isOneEditOrSwap(word.lowercased(), first.word.lowercased()) else { return nil }
        let stem = first.word.lowercased()
        guard let rival = best.dropFirst().first(where: { !$0.word.lowercased().hasPrefix(stem) }) else { return first.word }
        return rival.score - first.score >= correctionMargin ? first.word : nil
    }

    static let correctionMargin: Float = 1.0
    /// How many of the best suggestions a rival is looked for among.
    static let correctionWindow = 8

    /// Suggestions with their scores (lower is better).
    /// Past this many UTF-16 units a word gets no suggestions: no dictionary word is
    /// that long, and the deletion hashes of a query grow with its length squared (a
    /// "word" of 30,000 letters took minutes).
    static let longestQuery = 64

    func ranked(for word: String, limit: Int) -> [(word: String, score: Float)] {
        let query = Array(word.lowercased().utf16)
        guard !query.isEmpty, query.count <= Self.longestQuery else { return [] }
        let queryHasCapital = word.contains(where: \.isUppercase)
        let queryHasApostrophe = word.contains("'")
        let maximumCost = 2.5 + 0.15 * Float(max(0, query.count - 6))
        var scored: [(word: Int32, score: Float)] = []
        query.withUnsafeBufferPointer { query in
            units.withUnsafeBufferPointer { all in
                for candidate in candidates(for: query) {
                    let start = Int(starts[Int(candidate)]), end = Int(starts[Int(candidate) + 1])
                    let letters = UnsafeBufferPointer(rebasing: all[start..<end])
                    guard !letters.elementsEqual(query),
                          let cost = TypingDistance.cost(typed: query, intended: letters, limit: maximumCost) else { continue }
                    let traits = self.traits[Int(candidate)]
                    var score = cost - Self.frequencyWeight * traits.logCount
                    if letters.first != query.first { score += Self.otherFirstLetter }
                    if traits.hasCapital && !queryHasCapital { score += Self.capitalPenalty }
                    if traits.hasApostrophe && !queryHasApostrophe { score += Self.apostrophePenalty }
                    scored.append((candidate, score))
                }
            }
        }
        let length = query.count
        scored.sort { left, right in
            if left.score != right.score { return left.score < right.score }
            let leftGap = abs(Int(starts[Int(left.word) + 1] - starts[Int(left.word)]) - length)
            let rightGap = abs(Int(starts[Int(right.word) + 1] - starts[Int(right.word)]) - length)
            if leftGap != rightGap { return leftGap < rightGap }
            return words[Int(left.word)] < words[Int(right.word)]
        }
        var result: [(word: String, score: Float)] = []
        for entry in scored {
            let suggestion = Self.matchCase(words[Int(entry.word)], like: word)
            if !result.contains(where: { $0.word == suggestion }) { result.append((suggestion, entry.score)) }
            if result.count == limit { break }
        }
        return result
    }

    /// Words sharing a deletion with the query (two deep, three for words of 9–18
    /// letters) or, for words of five letters or more, its skeleton.
    private func candidates(for query: UnsafeBufferPointer<UInt16>) -> [Int32] {
        var found: [Int32] = []
        let depth = query.count >= 9 && query.count <= 18 ? 3 : 2
        for hash in Self.deletionHashes(of: Array(query), depth: depth) {
            deletions.forEachWord(withHash: hash) { found.append($0) }
        }
        if query.count >= 5 {
            skeletons.forEachWord(withHash: Self.skeletonHash(of: Array(query))) { found.append($0) }
        }
        found.sort()
        var unique: [Int32] = []
        unique.reserveCapacity(found.count)
        for word in found where unique.last != word { unique.append(word) }
        return unique
    }

    /// The hashes of `key` and of every text made by deleting up to `depth` of its
    /// units, without building the texts; each hash once.
    static func deletionHashes(of key: [UInt16], depth: Int) -> [UInt64] {
        var hashes: [UInt64] = []
        var skipped: [Int] = []
        key.withUnsafeBufferPointer { key in
            func visit(from first: Int) {
                var state = KeyTable.seed
                var next = 0
                for index in 0..<key.count {
                    if next < skipped.count && skipped[next] == index { next += 1; continue }
                    state = KeyTable.add(key[index], to: state)
                }
                hashes.append(KeyTable.finish(state))
                guard skipped.count < depth, key.count - skipped.count > 1 else { return }
                for index in first..<key.count {
                    skipped.append(index)
                    visit(from: index + 1)
                    skipped.removeLast()
                }
            }
            visit(from: 0)
        }
        hashes.sort()
        var unique: [UInt64] = []
        unique.reserveCapacity(hashes.count)
        for hash in hashes where unique.last != hash { unique.append(hash) }
        return unique
    }

    /// The consonants of a word, each run of one letter once ("committee" → "cmt").
    static func skeletonHash(of key: [UInt16]) -> UInt64 {
        var state = KeyTable.seed
        var last: UInt16 = 0
        for unit in key where !TypingDistance.isVowel(unit) && unit != 0x27 && unit != last {
            state = KeyTable.add(unit, to: state)
            last = unit
        }
        return KeyTable.finish(state)
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
