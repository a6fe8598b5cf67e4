import Foundation
import InkstoneText

/// Splits prose into the words a spelling checker should look at.
///
/// Runs of letters, digits and the joiners `' ’ - _ .` form a token. A token with a
/// digit is skipped (versions, hashes, `utf8`). Otherwise it is split at joiners
/// (hyphenated words, snake_case, kebab-case, dotted.names) and at case changes
/// (camelCase, HTTPServer), keeping apostrophes inside words (don't, O'Neil); an
/// all-capitals part up to `maximumCapitalsLength` letters is an acronym and skipped,
/// and so is its plural (APIs).
public struct WordTokenizer: Sendable {
    public var maximumCapitalsLength = 5

    public init() {}

    public func words(in range: TextRange, of document: TextDocument) -> [Word] {
        words(in: document.units(in: range), at: range.location)
    }

    /// The words of `units`, whose first unit stands at `offset` in the document. Works
    /// on index ranges of the one buffer: a word's text is the only thing allocated.
    func words(in units: [UInt16], at offset: Int) -> [Word] {
        var words: [Word] = []
        units.withUnsafeBufferPointer { units in
            // In a line written all in capitals (`THE QUIKC BROWN FOX`) a word in capitals
            // is a word, not an acronym (issue #49, item 18): words of three letters or more are read.
            let shouted = Self.shoutedLines(units)
            var shouting = self
            shouting.maximumCapitalsLength = min(maximumCapitalsLength, 2)
            var index = 0
            while index < units.count {
                guard Self.tokenWidth(units, at: index) > 0, !Self.isInvisible(units[index]) else { index += 1; continue }
                var end = index
                var hasDigit = false
                while end < units.count {
                    let width = Self.tokenWidth(units, at: end)
                    guard width > 0 else { break }
                    hasDigit = hasDigit || Self.isDigit(units[end])
                    end += width
                }
                while Self.isInvisible(units[end - 1]) { end -= 1 }
                if !hasDigit {
                    let tokenizer = shouted.contains { $0.contains(index) } ? shouting : self
                    tokenizer.splitAtJoiners(units, index..<end, offset: offset, into: &words)
                }
                index = end
            }
        }
        return words
    }

    /// The lines of `units` written all in capitals: three words of two letters or more,
    /// and no lowercase letter.
    static func shoutedLines(_ units: UnsafeBufferPointer<UInt16>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0, words = 0, run = 0, hasLowercase = false
        for index in 0...units.count {
            let unit = index < units.count ? units[index] : 0x0A
            if unit == 0x0A {
                if words >= 3 && !hasLowercase { lines.append(start..<index) }
                (start, words, run, hasLowercase) = (index + 1, 0, 0, false)
                continue
            }
            if isUpper(unit) {
                run += 1
                if run == 2 { words += 1 }
            } else {
                run = 0
                if isLower(unit) { hasLowercase = true }
            }
        }
        return lines
    }

    /// Whether `line` is written all in capitals (`shoutedLines`).
    public static func isShouted(_ line: [UInt16]) -> Bool {
        line.withUnsafeBufferPointer { !shoutedLines($0).isEmpty }
    }

    /// A token's parts between joiners; an apostrophe between a part's letters joins nothing.
    private func splitAtJoiners(_ units: UnsafeBufferPointer<UInt16>, _ token: Range<Int>, offset: Int, into words: inout [Word]) {
        // The token without joiners at its ends (`-flag`, `'quoted'`, `end.`).
        var lower = token.lowerBound, upper = token.upperBound
        while lower < upper && Self.isJoiner(units[lower]) { lower += 1 }
        while upper > lower && Self.isJoiner(units[upper - 1]) { upper -= 1 }
        let whole = TextRange(offset + lower, upper - lower)
        var start = token.lowerBound
        for position in token.lowerBound...token.upperBound {
            let isJoiner = position < token.upperBound && Self.isJoiner(units[position])
                && !(Self.isApostrophe(units[position]) && position > start && position + 1 < token.upperBound
                     && Self.isLetter(units[position + 1]))
            if position == token.upperBound || isJoiner {
                if position > start { caseParts(units, start..<position, offset: offset, token: whole, into: &words) }
                start = position + 1
            }
        }
    }

    /// camelCase → camel, Case; HTTPServer → HTTP, Server; acronyms (and their plurals,
    /// APIs) dropped.
    private func caseParts(_ units: UnsafeBufferPointer<UInt16>, _ part: Range<Int>, offset: Int, token: TextRange,
                           into words: inout [Word]) {
        if part.count > 2, units[part.upperBound - 1] == 0x73, units[part.lowerBound..<(part.upperBound - 1)].allSatisfy(Self.isUpper) {
            if part.count - 1 > maximumCapitalsLength { words.append(word(units, part, offset: offset, token: token)) }
            return
        }
        var start = part.lowerBound
        for index in (part.lowerBound + 1)..<max(part.lowerBound + 1, part.upperBound) {
            let previous = units[index - 1], current = units[index]
            let lowerToUpper = Self.isLower(previous) && Self.isUpper(current)
            let acronymEnd = Self.isUpper(previous) && Self.isUpper(current) && index + 1 < part.upperBound && Self.isLower(units[index + 1])
            if lowerToUpper || acronymEnd {
                addPiece(units, start..<index, offset: offset, token: token, into: &words)
                start = index
            }
        }
        addPiece(units, start..<part.upperBound, offset: offset, token: token, into: &words)
    }

    /// A piece of more than one letter that is not an acronym, nor in a script written
    /// without spaces (Chinese, Japanese, Thai …: no word boundaries to check by).
    private func addPiece(_ units: UnsafeBufferPointer<UInt16>, _ piece: Range<Int>, offset: Int, token: TextRange,
                          into words: inout [Word]) {
        // Invisible characters at a piece's edge (`it\u{AD}.`) are no part of its word.
        var piece = piece
        while !piece.isEmpty && Self.isInvisible(units[piece.lowerBound]) { piece = (piece.lowerBound + 1)..<piece.upperBound }
        while !piece.isEmpty && Self.isInvisible(units[piece.upperBound - 1]) { piece = piece.lowerBound..<(piece.upperBound - 1) }
        var letters = 0
        var allUpper = true
        var index = piece.lowerBound
        while index < piece.upperBound {
            let unit = units[index]
            index += 1
            if unit >= 0x0E00 && Self.isInScriptWithoutSpaces(unit) { return }
            if Self.isApostrophe(unit) || (unit >= 0x300 && Self.isMark(unit)) || Self.isInvisible(unit) { continue }
            if Surrogates.isHigh(unit) && index < piece.upperBound {
                // A letter beyond the BMP: one letter, in its own case.
                let scalar = Surrogates.isLow(units[index]) ? Unicode.Scalar(Surrogates.scalar(high: unit, low: units[index])) : nil
                index += 1
                letters += 1
                allUpper = allUpper && scalar?.properties.isUppercase == true
                continue
            }
            letters += 1
            allUpper = allUpper && Self.isUpper(unit)
        }
        guard letters > 1, !(allUpper && letters <= maximumCapitalsLength) else { return }
        words.append(word(units, piece, offset: offset, token: token))
    }

    /// The word as it is looked up: without the invisible characters it holds, which
    /// its range keeps (a fix replaces them with the rest).
    private func word(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, offset: Int, token: TextRange) -> Word {
        let text = units[range].contains(where: Self.isInvisible) ? UTF16Text.string(units[range].filter { !Self.isInvisible($0) })
            : UTF16Text.string(units[range])
        return Word(text: text, range: TextRange(offset + range.lowerBound, range.count), token: token)
    }

    static func isTokenUnit(_ unit: UInt16) -> Bool { isLetter(unit) || isDigit(unit) || isJoiner(unit) }

    /// How many units the token character at `index` takes: 1 for a letter, digit,
    /// joiner or combining mark ("cafe" + U+0301 stays one word), 2 for a letter
    /// outside the Basic Multilingual Plane (a surrogate pair), 0 for anything else.
    static func tokenWidth(_ units: UnsafeBufferPointer<UInt16>, at index: Int) -> Int {
        let unit = units[index]
        if unit < 0x300 { return isTokenUnit(unit) || unit == 0xAD ? 1 : 0 }
        if (0xD800...0xDBFF).contains(unit) {
            guard index + 1 < units.count, (0xDC00...0xDFFF).contains(units[index + 1]),
                  let scalar = Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(units[index + 1] - 0xDC00))
            else { return 0 }
            return scalar.properties.isAlphabetic ? 2 : 0
        }
        return isTokenUnit(unit) || isMark(unit) || isInvisible(unit) ? 1 : 0
    }

    /// What does not show and splits no word: the soft hyphen (U+00AD), the zero-width
    /// space (U+200B) and joiner (U+200D), the word joiner (U+2060) and a byte-order
    /// mark (U+FEFF), pasted or left as hyphenation hints inside a word. They hid its
    /// typo (`rec\u{AD}ieve` was `rec` and `ieve`, issue #49): inside a token they
    /// belong to it, and the word is looked up without them.
    static func isInvisible(_ unit: UInt16) -> Bool {
        unit == 0xAD || unit == 0x200B || unit == 0x200D || unit == 0x2060 || unit == 0xFEFF
    }

    static func isMark(_ unit: UInt16) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Thai, Lao, Khmer, Myanmar, Hiragana, Katakana and the CJK ideographs, those of
    /// the planes beyond the BMP too (U+20000–U+3FFFF, whose lead surrogates are
    /// D840–D8BF).
    static func isInScriptWithoutSpaces(_ unit: UInt16) -> Bool {
        (0x0E00...0x0EFF).contains(unit) || (0x1000...0x109F).contains(unit) || (0x1780...0x17FF).contains(unit)
            || (0x3040...0x30FF).contains(unit) || (0x3400...0x4DBF).contains(unit) || (0x4E00...0x9FFF).contains(unit)
            || (0xF900...0xFAFF).contains(unit) || (0xD840...0xD8BF).contains(unit)
    }
    static func isJoiner(_ unit: UInt16) -> Bool { unit == 0x2D || unit == 0x5F || unit == 0x2E || isApostrophe(unit) }
    static func isApostrophe(_ unit: UInt16) -> Bool { unit == 0x27 || unit == 0x2019 }
    static func isDigit(_ unit: UInt16) -> Bool { (0x30...0x39).contains(unit) }

    // ASCII first: Unicode property lookups are the tokenizer's main cost otherwise.
    static func isLetter(_ unit: UInt16) -> Bool {
        if unit < 0x80 { return (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) }
        guard !(0xD800...0xDFFF).contains(unit), let scalar = Unicode.Scalar(unit) else { return false }
        return scalar.properties.isAlphabetic
    }

    static func isUpper(_ unit: UInt16) -> Bool {
        if unit < 0x80 { return (0x41...0x5A).contains(unit) }
        return Unicode.Scalar(unit)?.properties.isUppercase ?? false
    }

    static func isLower(_ unit: UInt16) -> Bool {
        if unit < 0x80 { return (0x61...0x7A).contains(unit) }
        return Unicode.Scalar(unit)?.properties.isLowercase ?? false
    }
}
