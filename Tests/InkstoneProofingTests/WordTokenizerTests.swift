import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

final class WordTokenizerTests: XCTestCase {
    private func words(_ text: String) -> [String] {
        let document = TextDocument(text)
        return WordTokenizer().words(in: document.fullRange, of: document).map(\.text)
    }

    func testApostrophesStayInsideWords() {
        XCTAssertEqual(words("don't stop, it’s O'Neil's 'quoted'"), ["don't", "stop", "it’s", "O'Neil's", "quoted"])
    }

    /// Issue #49, item 15: a soft hyphen or a zero-width character inside a word is
    /// no break: the word is looked up without it, and its range keeps it; at a
    /// word's edge it is no part of the word.
    func testInvisibleCharactersInsideAWordAreLeftOutOfItsLookUpOnly() {
        for invisible in ["\u{AD}", "\u{200B}", "\u{200D}", "\u{2060}", "\u{FEFF}"] {
            let document = TextDocument("We rec\(invisible)ieve re\(invisible)ceive \(invisible)it\(invisible).")
            let found = WordTokenizer().words(in: document.fullRange, of: document)
            XCTAssertEqual(found.map(\.text), ["We", "recieve", "receive", "it"], invisible.debugDescription)
            XCTAssertEqual(found.map(\.range), [TextRange(0, 2), TextRange(3, 8), TextRange(12, 8), TextRange(22, 2)], invisible.debugDescription)
        }
    }

    func testHyphenatedWordsAreCheckedByParts() {
        XCTAssertEqual(words("a well-known end-to-end test"), ["well", "known", "end", "to", "end", "test"])
    }

    func testNumbersAndWordsWithDigitsAreSkipped() {
        XCTAssertEqual(words("version 1.2.3 uses utf8 and x86_64 today"), ["version", "uses", "and", "today"])
    }

    func testShortAllCapitalsWordsAreAcronyms() {
        XCTAssertEqual(words("the HTTP and JSON APIs, but EXTRAORDINARY"), ["the", "and", "but", "EXTRAORDINARY"])
    }

    func testIdentifiersInProseAreSplitIntoParts() {
        XCTAssertEqual(words("call parseHTTPRequest with snake_case and kebab-case or os.path"),
                       ["call", "parse", "Request", "with", "snake", "case", "and", "kebab", "case", "or", "os", "path"])
    }

    func testCombiningMarksAndLettersBeyondTheBMPStayInsideWords() {
        XCTAssertEqual(words("a cafe\u{301} menu"), ["cafe\u{301}", "menu"])
        XCTAssertEqual(words("the 𝐀𝐁𝐂 and 𝐀𝐁𝐂𝐃𝐄𝐅 house and 😀emoji"), ["the", "and", "𝐀𝐁𝐂𝐃𝐄𝐅", "house", "and", "emoji"],
                       "letters beyond the BMP count once each, in their case")
        XCTAssertEqual(words("E\u{301}TE\u{301} and e\u{301} and 𝐚"), ["and", "and"], "an acronym and single letters, marks aside")
    }

    func testScriptsWithoutSpacesAreNotChecked() {
        XCTAssertEqual(words("English 日本語の文章 and ภาษาไทย text 𠀋𠀌"), ["English", "and", "text"])
    }

    func testRangesAreUTF16OffsetsInTheDocument() {
        let document = TextDocument("😀 hello wrld")
        let found = WordTokenizer().words(in: TextRange(3, 10), of: document)
        XCTAssertEqual(found.map(\.range), [TextRange(3, 5), TextRange(9, 4)])
    }
}

/// The tokenizer as first written, token by token with copied arrays: the indexed one
/// must split every text exactly as it does.
final class WordTokenizerReferenceTests: XCTestCase {
    func testTheIndexedTokenizerAgreesWithTheSimpleOneOnRandomTexts() {
        let pieces = ["a", "B", "http", "HTTP", "Server", "s", "APIs", "don't", "’", "'", "-", "_", ".", "7", " ", "\n",
                      "é", "É", "ß", "😀", "camelCase", "XMLHttp", ",", "O'Neil", "ID", "IDs", "x86"]
        var random = SeededRandom(seed: 7)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let document = TextDocument(text)
            let fast = WordTokenizer().words(in: document.fullRange, of: document)
            // The reference knows words, not the tokens they came from.
            XCTAssertEqual(fast.map { Word(text: $0.text, range: $0.range) }, Self.reference(Array(text.utf16)), text)
            for word in fast { XCTAssertTrue(word.token.contains(word.range), "\(text): \(word)") }
        }
    }

    private static func reference(_ units: [UInt16]) -> [Word] {
        var words: [Word] = []
        var index = 0
        while index < units.count {
            guard WordTokenizer.isTokenUnit(units[index]) else { index += 1; continue }
            var end = index
            while end < units.count && WordTokenizer.isTokenUnit(units[end]) { end += 1 }
            words += token(Array(units[index..<end]), at: index, maximum: isShouted(lineAt: index, in: units) ? 2 : 5)
            index = end
        }
        return words
    }

    /// A line with no lowercase letter and three runs of two capitals or more.
    private static func isShouted(lineAt index: Int, in units: [UInt16]) -> Bool {
        var start = index, end = index
        while start > 0 && units[start - 1] != 0x0A { start -= 1 }
        while end < units.count && units[end] != 0x0A { end += 1 }
        let line = units[start..<end]
        guard !line.contains(where: WordTokenizer.isLower) else { return false }
        var runs = 0, run = 0
        for unit in line {
            run = WordTokenizer.isUpper(unit) ? run + 1 : 0
            if run == 2 { runs += 1 }
        }
        return runs >= 3
    }

    private static func token(_ token: [UInt16], at offset: Int, maximum: Int) -> [Word] {
        if token.contains(where: WordTokenizer.isDigit) { return [] }
        var words: [Word] = []
        var start = 0
        for position in 0...token.count {
            let isJoiner = position < token.count && WordTokenizer.isJoiner(token[position])
                && !(WordTokenizer.isApostrophe(token[position]) && position > start && position + 1 < token.count
                     && WordTokenizer.isLetter(token[position + 1]))
            if position == token.count || isJoiner {
                if position > start { words += parts(Array(token[start..<position]), at: offset + start, maximum: maximum) }
                start = position + 1
            }
        }
        return words
    }

    private static func parts(_ part: [UInt16], at offset: Int, maximum: Int) -> [Word] {
        if part.count > 2, part.last == 0x73, part.dropLast().allSatisfy(WordTokenizer.isUpper) {
            return part.count - 1 > maximum ? [Word(text: String(decoding: part, as: UTF16.self), range: TextRange(offset, part.count))] : []
        }
        var pieces: [Range<Int>] = []
        var start = 0
        for index in 1..<max(1, part.count) {
            let (previous, current) = (part[index - 1], part[index])
            if WordTokenizer.isLower(previous) && WordTokenizer.isUpper(current)
                || WordTokenizer.isUpper(previous) && WordTokenizer.isUpper(current) && index + 1 < part.count && WordTokenizer.isLower(part[index + 1]) {
                pieces.append(start..<index)
                start = index
            }
        }
        pieces.append(start..<part.count)
        return pieces.compactMap { piece in
            let letters = part[piece].filter { !WordTokenizer.isApostrophe($0) }
            guard letters.count > 1, !(letters.allSatisfy(WordTokenizer.isUpper) && letters.count <= maximum) else { return nil }
            return Word(text: String(decoding: part[piece], as: UTF16.self), range: TextRange(offset + piece.lowerBound, piece.count))
        }
    }
}
