/// A weighted edit distance (optimal string alignment) whose costs follow how people
/// mistype, over lowercase UTF-16 units. Tuned on half of the development misspelling
/// list and checked on the other half: leaving a letter out is the commonest slip
/// (0.6, a vowel 0.5), then a swapped pair (0.5 on top of the pair), a vowel for a
/// vowel (0.7), a neighbouring key (0.8); an extra letter costs 1 (a vowel 0.85); and
/// adding or dropping a letter next to the same letter (a doubled letter) costs half.
struct TypingDistance {
    static let extra: Float = 1.0, extraVowel: Float = 0.85
    static let leftOut: Float = 0.6, leftOutVowel: Float = 0.5
    static let vowelForVowel: Float = 0.7, neighbourKey: Float = 0.8, otherLetter: Float = 1.0
    static let swap: Float = 0.5, doubled: Float = 0.5

    /// Substitution costs between a–z, by keyboard rows (QWERTY) and vowels.
    private static let substitutions: [Float] = {
        let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { Array($0.utf16) }
        var position = [(row: Int, column: Int)](repeating: (0, 0), count: 26)
        for (row, keys) in rows.enumerated() {
            for (column, key) in keys.enumerated() { position[Int(key) - 97] = (row, column) }
        }
        var table = [Float](repeating: otherLetter, count: 26 * 26)
        for a in 0..<26 {
            for b in 0..<26 {
                let (p, q) = (position[a], position[b])
                if a == b {
                    table[a * 26 + b] = 0
                } else if isVowel(UInt16(a + 97)) && isVowel(UInt16(b + 97)) {
                    table[a * 26 + b] = vowelForVowel
                } else if abs(p.row - q.row) <= 1 && abs(p.column - q.column + (p.row - q.row)) <= 1 {
                    table[a * 26 + b] = neighbourKey
                }
            }
        }
        return table
    }()

    static func isVowel(_ unit: UInt16) -> Bool {
        unit == 0x61 || unit == 0x65 || unit == 0x69 || unit == 0x6F || unit == 0x75 || unit == 0x79
    }

    static func substitution(_ a: UInt16, _ b: UInt16) -> Float {
        if a == b { return 0 }
        guard a >= 97, a <= 122, b >= 97, b <= 122 else { return otherLetter }
        return substitutions[Int(a - 97) * 26 + Int(b - 97)]
    }

    private static func isDoubled(_ text: UnsafeBufferPointer<UInt16>, _ index: Int) -> Bool {
        (index > 0 && text[index - 1] == text[index]) || (index + 1 < text.count && text[index + 1] == text[index])
    }

    /// The cost of typing `typed` when `intended` was meant, or nil when it exceeds
    /// `limit` (rows stop early once every entry is over it).
    static func cost(typed: UnsafeBufferPointer<UInt16>, intended: UnsafeBufferPointer<UInt16>, limit: Float) -> Float? {
        let n = typed.count, m = intended.count
        guard abs(n - m) <= 3 else { return nil }
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: 3 * (m + 1) + n + m) { buffer in
            let extraCost = UnsafeMutableBufferPointer(rebasing: buffer[(3 * (m + 1))..<(3 * (m + 1) + n)])
            let leftOutCost = UnsafeMutableBufferPointer(rebasing: buffer[(3 * (m + 1) + n)...])
            for i in 0..<n {
                extraCost[i] = (isVowel(typed[i]) ? extraVowel : extra) * (isDoubled(typed, i) ? doubled : 1)
            }
            for j in 0..<m {
                leftOutCost[j] = (isVowel(intended[j]) ? leftOutVowel : leftOut) * (isDoubled(intended, j) ? doubled : 1)
            }
            var beforePrevious = UnsafeMutableBufferPointer(rebasing: buffer[0..<(m + 1)])
            var previous = UnsafeMutableBufferPointer(rebasing: buffer[(m + 1)..<(2 * (m + 1))])
            var current = UnsafeMutableBufferPointer(rebasing: buffer[(2 * (m + 1))..<(3 * (m + 1))])
            previous[0] = 0
            for j in 0..<m { previous[j + 1] = previous[j] + leftOutCost[j] }
            var previousMinimum: Float = 0
            for i in 1...max(n, 1) where n > 0 {
                current[0] = previous[0] + extraCost[i - 1]
                var rowMinimum = current[0]
                let unit = typed[i - 1]
                for j in stride(from: 1, through: m, by: 1) {
                    var best = min(previous[j] + extraCost[i - 1], current[j - 1] + leftOutCost[j - 1],
                                   previous[j - 1] + substitution(unit, intended[j - 1]))
                    if i > 1, j > 1, unit == intended[j - 2], typed[i - 2] == intended[j - 1], unit != intended[j - 1] {
                        best = min(best, beforePrevious[j - 2] + swap)
                    }
                    current[j] = best
                    rowMinimum = min(rowMinimum, best)
                }
                // Later rows only grow, except by a swap from the row before this one.
                if rowMinimum > limit && previousMinimum + swap > limit { return nil }
                previousMinimum = rowMinimum
                (beforePrevious, previous, current) = (previous, current, beforePrevious)
            }
            return previous[m] <= limit ? previous[m] : nil
        }
    }

    /// The same over strings, for tests and tools.
    static func cost(from typed: String, to intended: String, limit: Float = .infinity) -> Float? {
        let a = Array(typed.lowercased().utf16), b = Array(intended.lowercased().utf16)
        return a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in cost(typed: a, intended: b, limit: limit) } }
    }
}
