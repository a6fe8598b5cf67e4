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
        let units = document.units(in: range)
        var words: [Word] = []
        var index = 0
        while index < units.count {
            guard Self.isTokenUnit(units[index]) else { index += 1; continue }
            var end = index
            while end < units.count && Self.isTokenUnit(units[end]) { end += 1 }
            words += self.words(inToken: Array(units[index..<end]), at: range.location + index)
            index = end
        }
        return words
    }

    private func words(inToken token: [UInt16], at offset: Int) -> [Word] {
        if token.contains(where: { Self.isDigit($0) }) { return [] }
        var words: [Word] = []
        var start = 0
        for position in 0...token.count {
            let isJoiner = position < token.count && Self.isJoiner(token[position])
                && !(Self.isApostrophe(token[position]) && position > start && position + 1 < token.count
                     && Self.isLetter(token[position + 1]))
            if position == token.count || isJoiner {
                if position > start {
                    words += caseParts(Array(token[start..<position]), at: offset + start)
                }
                start = position + 1
            }
        }
        return words
    }

    /// camelCase → camel, Case; HTTPServer → HTTP, Server; acronyms (and their plurals,
    /// APIs) dropped.
    private func caseParts(_ part: [UInt16], at offset: Int) -> [Word] {
        if part.count > 2, part.last == 0x73, part.dropLast().allSatisfy(Self.isUpper) {
            guard part.count - 1 > maximumCapitalsLength else { return [] }
            return [Word(text: UTF16Text.string(part), range: TextRange(offset, part.count))]
        }
        var pieces: [Range<Int>] = []
        var start = 0
        for index in 1..<max(1, part.count) {
            let previous = part[index - 1], current = part[index]
            let lowerToUpper = Self.isLower(previous) && Self.isUpper(current)
            let acronymEnd = Self.isUpper(previous) && Self.isUpper(current) && index + 1 < part.count && Self.isLower(part[index + 1])
            if lowerToUpper || acronymEnd {
                pieces.append(start..<index)
                start = index
            }
        }
        pieces.append(start..<part.count)
        return pieces.compactMap { piece in
            let units = Array(part[piece])
            let letters = units.filter { !Self.isApostrophe($0) }
            guard letters.count > 1 else { return nil }
            if letters.allSatisfy(Self.isUpper) && letters.count <= maximumCapitalsLength { return nil }
            return Word(text: UTF16Text.string(units), range: TextRange(offset + piece.lowerBound, piece.count))
        }
    }

    static func isTokenUnit(_ unit: UInt16) -> Bool { isLetter(unit) || isDigit(unit) || isJoiner(unit) }
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
