/// Small string distances for ranking and for telling corrections from guesses.
package enum EditDistance {
    /// The one edit that turns one sequence into the other, if there is exactly one.
    enum Edit {
        case substitution
        /// Neighbours at `index` and `index + 1` swapped.
        case swap(index: Int)
        /// The longer sequence has one more element, at `index`.
        case insertion(index: Int)
    }

    static func edit<Element: Equatable>(_ x: [Element], _ y: [Element]) -> Edit? {
        if x.count == y.count {
            let differences = x.indices.filter { x[$0] != y[$0] }
            if differences.count == 1 { return .substitution }
            let isSwap = differences.count == 2 && differences[1] == differences[0] + 1
                && x[differences[0]] == y[differences[1]] && x[differences[1]] == y[differences[0]]
            return isSwap ? .swap(index: differences[0]) : nil
        }
        let (short, long) = x.count < y.count ? (x, y) : (y, x)
        guard long.count - short.count == 1 else { return nil }
        var i = 0
        while i < short.count && short[i] == long[i] { i += 1 }
        return short[i...].elementsEqual(long[(i + 1)...]) ? .insertion(index: i) : nil
    }

    /// Whether a sure fix may turn `typed` into `intended`: one insertion, deletion,
    /// substitution or swap of neighbours (by Unicode scalar), inside the word. Another
    /// first letter makes another word, often a name (`jython` is no misspelt
    /// `python`), and a change at the end a relative (`pythonw`, `unbundle`,
    /// `picosecond`, `delegatee`): a swap may touch an end (`hte`, `teh`), no other
    /// edit may. No apostrophe is taken out either (`virtualenv's` is a possessive,
    /// not `virtualenvs`). What `inkstone fix` applies unasked.
    static func isSureFix(_ typed: String, _ intended: String) -> Bool {
        let x = Array(typed.unicodeScalars), y = Array(intended.unicodeScalars)
        switch edit(x, y) {
        case nil: return false
        case .swap: return true
        case .substitution: return x.first == y.first && x.last == y.last
        case .insertion(let index):
            guard index > 0 && index < min(x.count, y.count) else { return false }
            let removed = x.count > y.count ? x[index] : nil
            return removed != "'" && removed != "\u{2019}"
        }
    }

    /// Whether `typed` is `word` with one of the slips that make typos, inside the word
    /// (both ends the same): two neighbours swapped (`recieve`), a doubled letter made
    /// single or a letter doubled (`dynamicaly`, `occured`), an apostrophe left out
    /// or added (`dont`). Other single edits are how names abbreviate and compound
    /// words (`repr`, `tkinter`, `readline`), and a change at an end makes a relative
    /// (`globals`, `reloader`, `jinja`): neither is taken for a typo.
    static func isTypo(_ typed: String, of word: String) -> Bool {
        let x = Array(typed), y = Array(word)
        guard let first = x.first, first == y.first, x.last == y.last else { return false }
        switch edit(x, y) {
        case .swap: return true
        case .insertion(let index):
            let long = x.count > y.count ? x : y
            let extra = long[index]
            return extra == "'" || extra == "’" || (index > 0 && long[index - 1] == extra)
                || (index + 1 < long.count && long[index + 1] == extra)
        case .substitution, nil: return false
        }
    }

    /// The Levenshtein distance between two short strings, by character.
    package static func between(_ a: String, _ b: String) -> Int {
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

    /// The restricted Damerau–Levenshtein (optimal string alignment) distance: edits
    /// are insertions, deletions, substitutions and swaps of neighbours.
    package static func restricted<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
