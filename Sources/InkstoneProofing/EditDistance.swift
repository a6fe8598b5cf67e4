/// Small string distances for ranking and for telling corrections from guesses.
enum EditDistance {
    /// True when `a` becomes `b` by one insertion, deletion, substitution or swap of
    /// neighbours (case-sensitive, by Unicode scalar).
    static func isOneEditOrSwap(_ a: String, _ b: String) -> Bool {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if x == y { return false }
        if x.count == y.count {
            let differences = x.indices.filter { x[$0] != y[$0] }
            if differences.count == 1 { return true }
            return differences.count == 2 && differences[1] == differences[0] + 1
                && x[differences[0]] == y[differences[1]] && x[differences[1]] == y[differences[0]]
        }
        let (short, long) = x.count < y.count ? (x, y) : (y, x)
        guard long.count - short.count == 1 else { return false }
        var i = 0
        while i < short.count && short[i] == long[i] { i += 1 }
        return short[i...].elementsEqual(long[(i + 1)...])
    }

    /// Whether `typed` is `word` with one of the slips that make typos, inside the word
    /// (both ends the same): two neighbours swapped (`recieve`), a doubled letter made
    /// single or a letter doubled (`dynamicaly`, `occured`), an apostrophe left out
    /// or added (`dont`). Other single edits are how names abbreviate and compound
    /// words (`repr`, `tkinter`, `readline`), and a change at an end makes a relative
    /// (`globals`, `reloader`, `jinja`): neither is taken for a typo.
    static func isTypo(_ typed: String, of word: String) -> Bool {
        let x = Array(typed), y = Array(word)
        guard let first = x.first, first == y.first, x.last == y.last, x != y else { return false }
        if x.count == y.count {
            let differences = x.indices.filter { x[$0] != y[$0] }
            return differences.count == 2 && differences[1] == differences[0] + 1
                && x[differences[0]] == y[differences[1]] && x[differences[1]] == y[differences[0]]
        }
        let (short, long) = x.count < y.count ? (x, y) : (y, x)
        guard long.count - short.count == 1 else { return false }
        var i = 0
        while i < short.count && short[i] == long[i] { i += 1 }
        guard short[i...].elementsEqual(long[(i + 1)...]) else { return false }
        let extra = long[i]
        return extra == "'" || extra == "’" || (i > 0 && long[i - 1] == extra) || (i + 1 < long.count && long[i + 1] == extra)
    }

    /// The Levenshtein distance between two short strings, by character.
    static func between(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        var previous = Array(0...y.count)
        for i in 1...max(1, x.count) where !x.isEmpty {
            var current = [i] + Array(repeating: 0, count: y.count)
            for j in 1...max(1, y.count) where !y.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return x.isEmpty ? y.count : previous[y.count]
    }
}
