import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

/// Issue #49, item 2: what surrounds a word is read near it, not to its line's ends.
final class WordSurroundingsTests: XCTestCase {
    func testACallsArgumentIsFoundAndASentencesBracketsAreNot() {
        let document = TextDocument("Run open(path, mode) here (see below).")
        XCTAssertTrue(WordSurroundings.isCallArgument(TextRange(9, 4), in: document), "path")
        XCTAssertTrue(WordSurroundings.isCallArgument(TextRange(15, 4), in: document), "mode")
        XCTAssertFalse(WordSurroundings.isCallArgument(TextRange(27, 3), in: document), "see")
    }

    /// 30,000 words on one line, each asked about: read to the line's start for each,
    /// some 10⁹ units (minutes); read near each, well under a second.
    func testALineOfThirtyThousandWordsIsReadNearEachWord() {
        let document = TextDocument("call(" + String(repeating: "woord ", count: 30_000) + ")")
        let calls = (0..<30_000).filter { WordSurroundings.isCallArgument(TextRange(5 + 6 * $0, 5), in: document) }
        XCTAssertEqual(calls, [], "a list of 30,000 names is no call's arguments")
    }
}
