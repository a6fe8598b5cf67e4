/// A weighted edit distance (optimal string alignment) whose costs follow how people
/// mistype: a left-out letter, a neighbouring key, a swapped pair, a doubled or
/// dropped double letter and a vowel for a vowel cost less than other edits.
enum TypingDistance {
    static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    static let positions: [Unicode.Scalar: (row: Int, column: Int)] = {
        var result: [Unicode.Scalar: (Int, Int)] = [:]
        for (row, keys) in rows.enumerated() {
            for (column, key) in keys.unicodeScalars.enumerated() { result[key] = (row, column) }
        }
        return result
    }()
    static let vowels: Set<Unicode.Scalar> = ["a", "e", "i", "o", "u", "y"]

    static func substitution(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Double {
        if a == b { return 0 }
        if vowels.contains(a) && vowels.contains(b) { return 0.6 }
        if let p = positions[a], let q = positions[b], abs(p.row - q.row) <= 1, abs(p.column - q.column + (p.row - q.row)) <= 1 {
            return 0.7
        }
        return 1
    }

    /// Inserting or deleting `scalar` next to an equal letter (a doubled letter) is cheap.
    static func indel(_ text: [Unicode.Scalar], at index: Int) -> Double {
        let scalar = text[index]
        let doubled = (index > 0 && text[index - 1] == scalar) || (index + 1 < text.count && text[index + 1] == scalar)
        return doubled ? 0.5 : 1
    }

    static func cost(from a: [Unicode.Scalar], to b: [Unicode.Scalar]) -> Double {
        let n = a.count, m = b.count
        if abs(n - m) > 2 { return .infinity }
        var d = [[Double]](repeating: [Double](repeating: 0, count: m + 1), count: n + 1)
        for i in 1...max(n, 1) where i <= n { d[i][0] = d[i - 1][0] + indel(a, at: i - 1) }
        for j in 1...max(m, 1) where j <= m { d[0][j] = d[0][j - 1] + 0.8 * indel(b, at: j - 1) }
        guard n > 0, m > 0 else { return d[n][m] }
        for i in 1...n {
            for j in 1...m {
                // A letter left out (b has it, a does not) is the commonest slip.
                var best = min(d[i - 1][j] + indel(a, at: i - 1), d[i][j - 1] + 0.8 * indel(b, at: j - 1),
                               d[i - 1][j - 1] + substitution(a[i - 1], b[j - 1]))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, d[i - 2][j - 2] + 0.6) }
                d[i][j] = best
            }
        }
        return d[n][m]
    }
}
