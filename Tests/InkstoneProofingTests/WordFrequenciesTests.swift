import InkstoneProofing
import XCTest

/// The frequency list is read as bytes (issue #51); what it answers must not depend on
/// whether the list is already in order.
final class WordFrequenciesTests: XCTestCase {
    func testRanksFollowCountsThenWordsWhateverTheLinesOrder() {
        let sorted = WordFrequencies(text: "# a comment\nthe\t1000\nand\t100\nbee\t100\ncat\t10\n")
        let shuffled = WordFrequencies(text: "cat\t10\r\nBee\t100\n\nthe\t1000\nand\t100\n")
        for list in [sorted, shuffled] {
            XCTAssertEqual(["the", "and", "bee", "cat"].map { list.rank(of: $0) }, [1, 2, 3, 4])
            XCTAssertEqual(list.count, 4)
            XCTAssertEqual(list.logCount(of: "the"), 3, accuracy: 1e-6)
            XCTAssertEqual(list.logCount(of: "zebra"), 1, accuracy: 1e-6, "a word not listed counts as the rarest")
            XCTAssertNil(list.rank(of: "zebra"))
        }
    }

    func testLinesWithoutAPositiveCountAreLeftOut() {
        let list = WordFrequencies(text: "zero\t0\nnone\t\ntwo\tfields\there\nbad\tx\nok\t5\n")
        XCTAssertEqual(list.count, 1)
        XCTAssertTrue(list.contains("ok"))
    }

    func testTheBundledEnglishListIsRankedByCount() {
        let english = WordFrequencies.english
        XCTAssertEqual(english.rank(of: "the"), 1)
        XCTAssertEqual(english.count, 50_000)
        XCTAssertLessThan(english.rank(of: "house") ?? .max, english.rank(of: "houseboat") ?? .max)
    }
}
