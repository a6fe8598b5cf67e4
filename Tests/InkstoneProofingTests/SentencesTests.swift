import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

final class SentencesTests: XCTestCase {
    private func sentence(_ text: String, at offset: Int, length: Int = 0) -> String {
        let document = TextDocument(text)
        return document.string(in: Sentences.sentence(containing: TextRange(offset, length), in: document))
    }

    private func recheck(_ text: String, at offset: Int, length: Int = 0) -> String {
        let document = TextDocument(text)
        return document.string(in: Sentences.recheckSpan(for: TextRange(offset, length), in: document))
    }

    func testASentenceEndsAtAStopFollowedBySpace() {
        let text = "One two. Three four! Five \"six.\"  Eight (nine?) ten"
        XCTAssertEqual(sentence(text, at: 10), "Three four!")
        XCTAssertEqual(sentence(text, at: 0), "One two.")
        XCTAssertEqual(sentence(text, at: 22), "Five \"six.\"")
        XCTAssertEqual(sentence(text, at: text.utf16.count), "ten", "a stop inside brackets ends a sentence too")
    }

    func testAStopWithoutSpaceDoesNotEndASentence() {
        XCTAssertEqual(sentence("See v1.2 and e.g.this here. Next", at: 0), "See v1.2 and e.g.this here.")
    }

    func testABlankLineEndsASentenceOneLineBreakDoesNot() {
        let text = "A heading\nwith text\n  \r\nNext part"
        XCTAssertEqual(sentence(text, at: 12), "A heading\nwith text")
        XCTAssertEqual(sentence(text, at: text.utf16.count - 2), "Next part")
    }

    func testARangeOverSeveralSentencesSpansThemAll() {
        XCTAssertEqual(sentence("One. Two. Three.", at: 2, length: 6), "One. Two.")
    }

    func testTheRecheckSpanTakesTheNextSentenceWhenTheEditEndsOne() {
        let text = "It works. then stops. Later."
        XCTAssertEqual(recheck(text, at: 8, length: 1), "It works. then stops.")
        XCTAssertEqual(recheck(text, at: 1, length: 1), "It works.")
        // An edit in the word before a full stop changes how it reads ("e.g.", "..").
        XCTAssertEqual(recheck(text, at: 3, length: 1), "It works. then stops.")
    }

    func testLongTextWithoutStopsIsCutAtWhiteSpace() {
        let text = String(repeating: "word ", count: 1_000)
        let found = sentence(text, at: 2_500)
        XCTAssertLessThanOrEqual(found.utf16.count, 2 * Sentences.maximumLength)
        XCTAssertFalse(found.hasPrefix(" ") || found.hasSuffix(" "))
        XCTAssertTrue(found.hasPrefix("word") || found.hasPrefix("ord"))
    }
}
