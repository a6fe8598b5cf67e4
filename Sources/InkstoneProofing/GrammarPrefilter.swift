import InkstoneText

/// Cheap scans over a prose range's UTF-16 units that tell whether a grammar rule's
/// regular expression could match at all, so that the expression runs only where it
/// might (most comments and docstrings have no repeated word, no lowercase sentence
/// start, no space before punctuation). Each scan errs towards "maybe": it may say
/// yes where the expression finds nothing, never no where it would find something.
struct GrammarPrefilter {
    let units: [UInt16]
    /// Without a text (tests only), every answer is "maybe".
    private let answersMaybe: Bool

    init(units: [UInt16], answersMaybe: Bool = false) {
        self.units = units
        self.answersMaybe = answersMaybe
    }

    init(_ text: String) {
        self.init(units: Array(text.utf16))
    }

    private static func isASCIILetter(_ unit: UInt16) -> Bool {
        (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
    }

    /// Whether the same word appears twice with only white space between: compared
    /// exactly for ASCII words; any word with other letters counts as a maybe.
    var mayRepeatAWord: Bool {
        if answersMaybe { return true }
        var previous: ArraySlice<UInt16>?
        var index = 0
        while index < units.count {
            let unit = units[index]
            guard Self.isASCIILetter(unit) || unit >= 0x80 && !UTF16Text.isWhiteSpace(unit) else {
                if !UTF16Text.isWhiteSpace(unit) { previous = nil }
                index += 1
                continue
            }
            var end = index
            while end < units.count && (Self.isASCIILetter(units[end]) || units[end] >= 0x80 && !UTF16Text.isWhiteSpace(units[end])) { end += 1 }
            let word = units[index..<end]
            if word.contains(where: { $0 >= 0x80 }) { return true }
            if let previous, previous.count == word.count,
               zip(previous, word).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) { return true }
            previous = word
            index = end
        }
        return false
    }

    /// Whether a standalone "a" or "an" is followed by white space and a word it may
    /// disagree with. Agreement is sure for "a" before an ASCII consonant other than h
    /// that does not start an acronym ("a value", "a Table", "a b"), and for "an"
    /// before a word starting with a or i in either case (even an acronym: "an ISO").
    var mayHaveArticle: Bool {
        if answersMaybe { return true }
        for index in units.indices where units[index] | 0x20 == 0x61 {
            let before = index == 0 ? 0x20 : units[index - 1]
            guard !Self.isASCIILetter(before) else { continue }
            var next = index + 1
            let isAn = next < units.count && units[next] | 0x20 == 0x6E
            if isAn { next += 1 }
            guard next < units.count && UTF16Text.isWhiteSpace(units[next]) else { continue }
            while next < units.count && UTF16Text.isWhiteSpace(units[next]) { next += 1 }
            guard next < units.count else { continue }
            let agrees = isAn ? Self.isAOrI(units[next]) : startsWithPlainConsonant(at: next)
            if !agrees { return true }
        }
        return false
    }

    private static func isAOrI(_ unit: UInt16) -> Bool {
        unit | 0x20 == 0x61 || unit | 0x20 == 0x69
    }

    /// An ASCII consonant other than h, not the start of an acronym: lowercase, a
    /// single letter, or followed by a lowercase ASCII letter.
    private func startsWithPlainConsonant(at index: Int) -> Bool {
        let unit = units[index]
        guard Self.isASCIILetter(unit), !"aeiouh".utf16.contains(unit | 0x20) else { return false }
        // A word without vowels is read letter by letter, and f, l, m, n, r, s, x
        // start with a vowel sound there (an fzf): plain only when a vowel follows.
        if "flmnrsx".utf16.contains(unit | 0x20) {
            return index + 1 < units.count && "aeiouy".utf16.contains(units[index + 1])
        }
        if unit >= 0x61 { return true }
        guard index + 1 < units.count else { return true }
        let following = units[index + 1]
        if (0x61...0x7A).contains(following) { return true }
        return following < 0x80 && !Self.isASCIILetter(following) && following != 0x27 && following != 0x2D
    }

    /// Whether `.`, `!` or `?` is followed by white space and then a lowercase ASCII
    /// letter or any other letter.
    var mayStartASentenceInLowercase: Bool {
        if answersMaybe { return true }
        for index in units.indices where units[index] == 0x2E || units[index] == 0x21 || units[index] == 0x3F {
            var next = index + 1
            guard next < units.count, UTF16Text.isWhiteSpace(units[next]) else { continue }
            while next < units.count && UTF16Text.isWhiteSpace(units[next]) { next += 1 }
            if next < units.count && ((0x61...0x7A).contains(units[next]) || units[next] >= 0x80) { return true }
        }
        return false
    }

    /// Whether a space comes right before `,` `;` `:` `!` `?` or `.`.
    var mayHaveSpaceBeforePunctuation: Bool {
        if answersMaybe { return true }
        for index in units.indices.dropLast() where units[index] == 0x20 {
            let next = units[index + 1]
            if next == 0x2C || next == 0x3B || next == 0x3A || next == 0x21 || next == 0x3F || next == 0x2E { return true }
        }
        return false
    }

    /// Whether `nt`, `whats`, `heres` or `hows` (any case) ends a word: where a contraction
    /// without its apostrophe (`dont`, `cant`, `whats`, `wheres`) could be.
    var mayHaveMissingApostrophe: Bool {
        if answersMaybe { return true }
        guard units.count >= 4 else { return false }
        for index in 2..<units.count {
            let next = index + 1 < units.count ? units[index + 1] : 0x20
            guard !Self.isASCIILetter(next) && next != 0x27 && next != 0x2019 else { continue }
            if units[index] | 0x20 == 0x74 && units[index - 1] | 0x20 == 0x6E { return true }
            if units[index] | 0x20 == 0x73, endsWord(at: index, with: "what") || endsWord(at: index, with: "here") || endsWord(at: index, with: "how") {
                return true
            }
        }
        return false
    }

    /// Whether `stem` (lowercase ASCII), any case, ends right before `index`.
    private func endsWord(at index: Int, with stem: StaticString) -> Bool {
        let count = stem.utf8CodeUnitCount
        guard index >= count else { return false }
        return stem.withUTF8Buffer { bytes in
            (0..<count).allSatisfy { units[index - count + $0] | 0x20 == UInt16(bytes[$0]) }
        }
    }
}
