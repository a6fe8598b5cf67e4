import InkstoneText

/// Turns a rewritten context into the smallest set of localized replacements: a
/// longest-common-subsequence diff over words, spaces and punctuation, so that one
/// change touching protected text does not sink the others.
enum RewriteDiff {
    struct Hunk: Equatable {
        /// In the old text.
        let range: TextRange
        let replacement: [UInt16]
    }

    static func hunks(from old: [UInt16], to new: [UInt16]) -> [Hunk] {
        let (allOld, allNew) = (tokens(old), tokens(new))
        // What the two share at their start is no change (the walk below would take it
        // token by token, equal first): the dynamic program reads only the rest. (Not the
        // shared end too: that would move where ties are broken.)
        var prefix = 0
        while prefix < allOld.count && prefix < allNew.count && allOld[prefix].units == allNew[prefix].units { prefix += 1 }
        let a = Array(allOld[prefix...]), b = Array(allNew[prefix...])
        let oldEnd = old.count
        // The classic dynamic program; contexts are paragraphs, so n·m stays small.
        var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i].units == b[j].units ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var hunks: [Hunk] = []
        var i = 0, j = 0
        var pendingOld: Range<Int>?, pendingNew: [UInt16] = []
        func flush(at offset: Int) {
            if pendingOld != nil || !pendingNew.isEmpty {
                let range = pendingOld ?? offset..<offset
                hunks.append(Hunk(range: TextRange(range.lowerBound, range.count), replacement: pendingNew))
            }
            pendingOld = nil
            pendingNew = []
        }
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i].units == b[j].units {
                flush(at: a[i].start)
                i += 1
                j += 1
            } else if j < b.count && (i == a.count || lengths[i][j + 1] >= lengths[i + 1][j]) {
                pendingNew += b[j].units
                if pendingOld == nil { pendingOld = (i < a.count ? a[i].start : oldEnd)..<(i < a.count ? a[i].start : oldEnd) }
                j += 1
            } else {
                let start = pendingOld?.lowerBound ?? a[i].start
                pendingOld = start..<(a[i].start + a[i].units.count)
                i += 1
            }
        }
        flush(at: oldEnd)
        return hunks
    }

    struct Token {
        let start: Int
        let units: [UInt16]
    }

    /// Runs of letters and digits (with apostrophes inside words), runs of white
    /// space, and single other characters (a surrogate pair stays whole).
    static func tokens(_ units: [UInt16]) -> [Token] {
        var result: [Token] = []
        var index = 0
        while index < units.count {
            let start = index
            let kind = classify(units[index])
            if kind == .other {
                index += Surrogates.isHigh(units[index]) && index + 1 < units.count ? 2 : 1
            } else {
                while index < units.count && (classify(units[index]) == kind
                        || (kind == .word && units[index] == 0x27 && index + 1 < units.count && classify(units[index + 1]) == .word)) {
                    index += 1
                }
            }
            result.append(Token(start: start, units: Array(units[start..<index])))
        }
        return result
    }

    private enum Kind { case word, space, other }

    private static func classify(_ unit: UInt16) -> Kind {
        if unit == 0x20 || unit == 0x09 { return .space }
        if (0x30...0x39).contains(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
            || (unit >= 0xC0 && !Surrogates.isHigh(unit) && !Surrogates.isLow(unit) && unit != 0x2014 && unit != 0x2013
                && !(0x2000...0x206F).contains(unit)) {
            return .word
        }
        return .other
    }
}
