/// Looking a misspelling up and ranking what the keys find (`TypingDistance`, a few
/// penalties, `WordFrequencies`).
extension SuggestionIndex {
    static let frequencyWeight: Float = 0.2
    static let otherFirstLetter: Float = 0.2
    static let capitalPenalty: Float = 0.5
    static let apostrophePenalty: Float = 0.5

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
        guard let first = best.first, EditDistance.isSureFix(word.lowercased(), first.word.lowercased()) else { return nil }
        let stem = first.word.lowercased()
        guard let rival = best.dropFirst().first(where: { !$0.word.lowercased().hasPrefix(stem) }) else { return first.word }
        return rival.score - first.score >= correctionMargin ? first.word : nil
    }

    static let correctionMargin: Float = 1.0
    /// How many of the best suggestions a rival is looked for among.
    static let correctionWindow = 8

    /// Past this many UTF-16 units a word gets no suggestions: no dictionary word is
    /// that long, and the deletion hashes of a query grow with its length squared (a
    /// "word" of 30,000 letters took minutes).
    static let longestQuery = 64

    /// Suggestions with their scores (lower is better).
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

    static func matchCase(_ candidate: String, like word: String) -> String {
        guard let first = word.first, first.isUppercase, candidate.first?.isLowercase == true else { return candidate }
        if word.count > 1 && word == word.uppercased() { return candidate.uppercased() }
        return candidate.prefix(1).uppercased() + candidate.dropFirst()
    }
}
