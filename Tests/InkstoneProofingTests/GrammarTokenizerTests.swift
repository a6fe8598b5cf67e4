import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

/// What the pattern rules read: words, and code that no word pattern matches.
final class GrammarTokenizerTests: XCTestCase {
    private func tokens(_ text: String) -> [String] {
        let document = TextDocument(text)
        return GrammarTokenizer(document: document).sentences(in: [document.fullRange]).flatMap { $0 }.map { token in
            token.kind == .code ? "<\(token.text)>" : token.text
        }
    }

    func testIdentifiersOptionsAndPlaceholdersAreCode() {
        XCTAssertEqual(tokens("Call os.path or run_it() with -f, --force and <file>."),
                       ["Call", "<os.path>", "or", "<run_it>", "(", ")", "with", "<-f>", ",", "<--force>", "and", "<<file>>", "."])
        XCTAssertEqual(tokens("Set `its a` in camelCase e.g. here."), ["Set", "<`its a`>", "in", "<camelCase>", "e.g.", "here", "."])
    }

    /// Doxygen's and Javadoc's commands, and the name they take (issue #50, item 5).
    func testDocumentationCommandsAndTheirNamesAreCode() {
        XCTAssertEqual(tokens("Copies @p n bytes from \\a src to @param dst."),
                       ["Copies", "<@p>", "<n>", "bytes", "from", "<\\a>", "<src>", "to", "<@param>", "<dst>", "."])
    }

    func testHexBytesAreCodeButAWordTwiceIsNot() {
        XCTAssertEqual(tokens("Bytes ed bf bf end it."), ["Bytes", "<ed>", "<bf>", "<bf>", "end", "it", "."])
        XCTAssertEqual(tokens("It will be be done."), ["It", "will", "be", "be", "done", "."])
    }

    /// A tab after a word on its line sets a table's cells apart: an empty code token
    /// stands in the gap. A tab that indents a line is not a gap (near miss).
    func testATabBetweenWordsIsACellGap() {
        XCTAssertEqual(tokens("\ti\tsynthesize events\n\tA\tapproximate IPC"),
                       ["i", "<>", "synthesize", "events", "A", "<>", "approximate", "IPC"])
        XCTAssertEqual(tokens("\tIt is an apple."), ["It", "is", "an", "apple", "."])
    }

    func testAWordBrokenAtALineEndIsCode() {
        XCTAssertEqual(tokens("It sup-\nports it."), ["It", "<sup->", "ports", "it", "."])
    }

    /// Protected text between two prose ranges is one code token; comment markers
    /// between two lines of a comment are a line break.
    func testGapsBetweenProseRangesAreCodeOrALineBreak() {
        let document = TextDocument("Its a `nice` day\n// and more")
        let prose = [TextRange(0, 6), TextRange(12, 5), TextRange(20, 8)]
        let sentences = GrammarTokenizer(document: document).sentences(in: prose)
        XCTAssertEqual(sentences.flatMap { $0 }.map { $0.kind == .code ? "<\($0.text)>" : $0.text }, ["Its", "a", "<`nice`>", "day", "and", "more"])
    }

    /// fl23 (LuaSnip): a Markdown heading with its paragraph on the next line is a
    /// sentence of its own (`# Cleanup` then `The function …` is no `cleanup the`); a
    /// `#` comment's next line goes on with it.
    func testAHeadingEndsItsSentenceAtItsLineEnd() {
        let document = TextDocument("# Cleanup\nThe function runs.\n# We should cleanup\n# the files.\n")
        let prose = [TextRange(2, 7), TextRange(10, 18), TextRange(31, 17), TextRange(51, 10)]
        let sentences = GrammarTokenizer(document: document).sentences(in: prose)
        XCTAssertEqual(sentences.map { $0.map(\.text).filter { !$0.isEmpty }.joined(separator: " ") },
                       ["Cleanup", "The function runs .", "We should cleanup the files ."])
    }

    func testSentencesEndAtAStopBeforeWhiteSpace() {
        let document = TextDocument("One v1.2 here. Two (yes). three")
        let sentences = GrammarTokenizer(document: document).sentences(in: [document.fullRange])
        XCTAssertEqual(sentences.map { $0.map(\.text).joined(separator: " ") }, ["One v1.2 here .", "Two ( yes ) .", "three"])
    }
}
