import Foundation
import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

/// Issue #49, item 2: a run of one repeated word read its line again for every
/// doubled word. `SentenceQuotes` indexes the line once and answers as reading it did.
final class SentenceQuotesTests: XCTestCase {
    /// The reading the index replaces: from the sentence's (or line's) start to its end,
    /// scanned for each question.
    private func readingTheLine(_ text: NSString, _ start: Int, _ end: Int) -> Bool {
        func endsSentence(_ index: Int) -> Bool {
            guard index < text.length, let space = Unicode.Scalar(text.character(at: index)), space.properties.isWhitespace else { return false }
            var before = index - 1
            while before >= 0, [0x22, 0x27, 0x29, 0x5D, 0x2019, 0x201D].contains(text.character(at: before)) { before -= 1 }
            return before >= 0 && [0x2E, 0x21, 0x3F].contains(text.character(at: before))
        }
        let line = text.lineRange(for: NSRange(location: start, length: 0))
        var (lower, upper) = (line.location, max(end, NSMaxRange(line)))
        for index in stride(from: start - 1, to: line.location, by: -1) where endsSentence(index) {
            lower = index
            break
        }
        for index in end..<upper where endsSentence(index) {
            upper = index
            break
        }
        let before = text.substring(with: NSRange(location: lower, length: start - lower))
        let after = text.substring(with: NSRange(location: end, length: max(0, upper - end)))
        let opened = before.filter { $0 == "\"" }.count % 2 == 1 || before.filter { $0 == "“" }.count > before.filter { $0 == "”" }.count
        return opened && (after.contains("\"") || after.contains("”"))
    }

    func testTheIndexAnswersAsReadingTheSentenceAgain() {
        let seed: UInt64 = 49_02
        var random = SeededRandom(seed: seed)
        let pieces = ["a", "bc", " ", "  ", ".", "!", "?", "\"", "“", "”", ")", "'", "]", "\n", "\r", "\r\n", "\u{2028}", "\t", "é"]
        for round in 0..<400 {
            let text = (0..<Int.random(in: 1...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() as NSString
            for _ in 0..<20 {
                let start = Int.random(in: 0..<text.length, using: &random)
                let end = Int.random(in: start...text.length, using: &random)
                XCTAssertEqual(SentenceQuotes(text as String).liesInDoubleQuotes(start, end), readingTheLine(text, start, end),
                               "seed \(seed), round \(round): \(start)..<\(end) of \((text as String).debugDescription)")
            }
        }
    }

    /// 30,000 doubled words on one 390,000-character line: read again for each, hours;
    /// read once, well under a second.
    func testALineOfThirtyThousandDoubledWordsIsReadOnce() {
        var rules = GrammarRules()
        rules.enabled = [RepeatedWordRule.rule.id]
        let document = TextDocument(String(repeating: "hello hello, ", count: 30_000))
        XCTAssertEqual(rules.findings(in: [document.fullRange], of: document).count, 30_000)
        let quoted = TextDocument(String(repeating: "say \"hello hello\", ", count: 20_000))
        XCTAssertEqual(rules.findings(in: [quoted.fullRange], of: quoted).count, 0, "every doubled word is in quotes")
    }
}
