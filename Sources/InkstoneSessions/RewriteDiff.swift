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

    /// The hunks of a rewrite whose line breaks may be written otherwise than the
    /// text's: a command that writes LF for a CR LF file, or `cat` given a paragraph of
    /// mixed endings. The two are compared with every line break read as LF, so a line
    /// break is a change only where the rewrite adds or removes one: those it keeps stay
    /// as the text wrote them, and a replacement's take the ending of the text they
    /// replace (a new one's, `lineEnding`: S24). Converting the whole rewrite to one
    /// ending first made `cat` turn a paragraph's lone LF into CR LF LF (issue #49).
    static func hunks(from old: [UInt16], to new: [UInt16], lineEnding: LineEnding) -> [Hunk] {
        let (plainOld, offsets) = withLineFeeds(old)
        return hunks(from: plainOld, to: withLineFeeds(new).units).compactMap { hunk in
            let range = TextRange(offsets[hunk.range.location], offsets[hunk.range.end] - offsets[hunk.range.location])
            let replaced = Array(old[range.location..<range.end])
            let replacement = (LineEnding.first(in: replaced) ?? lineEnding).replacingLineBreaks(in: hunk.replacement)
            return replacement == replaced ? nil : Hunk(range: range, replacement: replacement)
        }
    }

    /// `units` with each line break (CR LF, LF, CR) one LF, and where each of its
    /// offsets (and its end) lies in `units`.
    private static func withLineFeeds(_ units: [UInt16]) -> (units: [UInt16], offsets: [Int]) {
        var plain: [UInt16] = [], offsets: [Int] = []
        plain.reserveCapacity(units.count)
        offsets.reserveCapacity(units.count + 1)
        var index = 0
        while index < units.count {
            offsets.append(index)
            if units[index] == 0x0D {
                plain.append(0x0A)
                index += index + 1 < units.count && units[index + 1] == 0x0A ? 2 : 1
            } else {
                plain.append(units[index])
                index += 1
            }
        }
        offsets.append(units.count)
        return (plain, offsets)
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
