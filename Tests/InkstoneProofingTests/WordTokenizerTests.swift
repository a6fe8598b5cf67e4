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

    func testRangesAreUTF16OffsetsInTheDocument() {
        let document = TextDocument("😀 hello wrld")
        let found = WordTokenizer().words(in: TextRange(3, 10), of: document)
        XCTAssertEqual(found.map(\.range), [TextRange(3, 5), TextRange(9, 4)])
    }
}
