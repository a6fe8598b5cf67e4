import Foundation
import XCTest
@testable import InkstoneProofing
import InkstoneText

final class SuggestionIndexTests: XCTestCase {
    func testAffixRulesExpandStemsWithConditionsAndCrossProducts() {
        let expander = AffixExpander(affixText: """
        PFX U Y 1
        PFX U 0 un .
        SFX D Y 2
        SFX D 0 ed [^ey]
        SFX D y ied [^aeiou]y
        """)
        XCTAssertEqual(Set(expander.forms(of: "lock/DU")), ["lock", "locked", "unlock", "unlocked"])
        XCTAssertEqual(Set(expander.forms(of: "carry/D")), ["carry", "carried"])
    }

    /// French writes its flags in two characters (`FLAG long`); read one character at a
    /// time they named other rules, and the index took minutes to build.
    func testLongAndNumberFlagsNameTheirRules() {
        let long = AffixExpander(affixText: """
        FLAG long
        SFX S. Y 1
        SFX S. 0 s [^sxz]
        SFX a+ Y 2
        SFX a+ er ons er
        SFX a+ er ez [^g]er
        """)
        XCTAssertEqual(Set(long.forms(of: "cueillir/S.")), ["cueillir", "cueillirs"])
        XCTAssertEqual(Set(long.forms(of: "chanter/a+")), ["chanter", "chantons", "chantez"])
        XCTAssertEqual(Set(long.forms(of: "manger/a+S.")), ["manger", "mangons", "mangers"])
        let number = AffixExpander(affixText: """
        FLAG num
        SFX 101 Y 1
        SFX 101 0 s .
        SFX 7 Y 1
        SFX 7 0 ed .
        """)
        XCTAssertEqual(Set(number.forms(of: "walk/101,7")), ["walk", "walks", "walked"])
    }

    func testSuggestionsComeFromTheIndexRankedByTypingCost() throws {
        let paths = try DictionaryLocator().locate("en_US")
        let index = try SuggestionIndex(aff: paths.aff, dic: paths.dic)
        XCTAssertGreaterThan(index.count, 100_000)
        XCTAssertEqual(index.suggestions(for: "recieve").first, "receive")
        XCTAssertEqual(index.suggestions(for: "teh").first, "the")
        XCTAssertEqual(index.suggestions(for: "Wrold").first, "World", "the case of the query is kept")
        XCTAssertTrue(index.suggestions(for: "occured").prefix(3).contains("occurred"))
        XCTAssertEqual(index.suggestions(for: "goverment").first, "government", "a left-out letter is cheap")
        XCTAssertEqual(index.correction(for: "acommodate"), "accommodate", "its own inflections are no rivals")
        XCTAssertEqual(index.correction(for: "occured"), "occurred")
        XCTAssertNil(index.correction(for: "wierd"), "weird and wired are both one swap away")
        XCTAssertNil(index.correction(for: "definately"), "two edits: not sure enough")
        // What `inkstone fix` would apply unasked must not rename or unpossess.
        XCTAssertEqual(index.suggestions(for: "jython").first, "python")
        XCTAssertNil(index.correction(for: "jython"), "another first letter makes another word")
        XCTAssertNil(index.correction(for: "virtualenv's"), "an apostrophe taken out")
        XCTAssertEqual(index.correction(for: "becuase"), "because")
    }

    func testTypingSlipsCostLessThanOtherEdits() {
        func cost(_ a: String, _ b: String) -> Float { TypingDistance.cost(from: a, to: b)! }
        XCTAssertLessThan(cost("teh", "the"), cost("tex", "the"), "a swap is cheaper than a substitution")
        XCTAssertLessThan(cost("tge", "the"), cost("tpe", "the"), "g is next to h on the keyboard")
        XCTAssertLessThan(cost("occured", "occurred"), cost("occured", "occurxed"), "a doubled letter is cheap")
        XCTAssertLessThan(cost("recieve", "receive"), cost("recieve", "relieve"))
        XCTAssertEqual(cost("word", "word"), 0)
        XCTAssertNil(TypingDistance.cost(from: "abc", to: "xyz", limit: 2), "over the limit")
        XCTAssertNil(TypingDistance.cost(from: "a", to: "abcde"), "lengths too far apart")
    }

    func testTheLimitNeverCutsOffACostUnderIt() {
        var random = SeededRandom(seed: 3)
        let letters = Array("aeiostnrhd".utf16)
        func word() -> String {
            String(decoding: (0..<(2 + Int(random.next() % 7))).map { _ in letters[Int(random.next() % 10)] }, as: UTF16.self)
        }
        for _ in 0..<3_000 {
            let (a, b) = (word(), word())
            guard let full = TypingDistance.cost(from: a, to: b) else { continue }
            XCTAssertEqual(TypingDistance.cost(from: a, to: b, limit: full), full, "\(a) → \(b)")
            XCTAssertNil(TypingDistance.cost(from: a, to: b, limit: full - 0.01), "\(a) → \(b)")
        }
    }

    func testDeletionHashesAreTheHashesOfTheDeletedTexts() {
        func hash(_ text: String) -> UInt64 { Array(text.utf16).withUnsafeBufferPointer(KeyTable.hash) }
        let hashes = SuggestionIndex.deletionHashes(of: Array("abca".utf16), depth: 2)
        let texts: Set<String> = ["abca", "bca", "aca", "aba", "abc", "ca", "ba", "bc", "aa", "ac", "ab"]
        XCTAssertEqual(Set(hashes), Set(texts.map(hash)))
        XCTAssertEqual(hashes.count, texts.count, "each once")
    }

    func testCommonWordsWinNearTies() throws {
        let index = SuggestionIndex(words: ["thaw", "the", "they", "then"], frequencies: WordFrequencies(text: "the\t1000000\nthen\t1000\n"))
        XCTAssertEqual(index.suggestions(for: "teh").first, "the")
        XCTAssertEqual(index.suggestions(for: "thn").prefix(2), ["the", "then"])
    }
}
