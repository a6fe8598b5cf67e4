import Foundation
import XCTest
@testable import InkstoneProofing

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

    func testSuggestionsComeFromTheIndexRankedByTypingCost() throws {
        let paths = try DictionaryLocator().locate("en_US")
        let index = try SuggestionIndex(aff: paths.aff, dic: paths.dic)
        XCTAssertGreaterThan(index.count, 100_000)
        XCTAssertEqual(index.suggestions(for: "recieve").first, "receive")
        XCTAssertEqual(index.suggestions(for: "teh").first, "the")
        XCTAssertEqual(index.suggestions(for: "Wrold").first, "World", "the case of the query is kept")
        XCTAssertTrue(index.suggestions(for: "occured").prefix(3).contains("occurred"))
    }

    func testTypingSlipsCostLessThanOtherEdits() {
        func cost(_ a: String, _ b: String) -> Double { TypingDistance.cost(from: Array(a.unicodeScalars), to: Array(b.unicodeScalars)) }
        XCTAssertLessThan(cost("teh", "the"), cost("tex", "the"), "a swap is cheaper than a substitution")
        XCTAssertLessThan(cost("tge", "the"), cost("tpe", "the"), "g is next to h on the keyboard")
        XCTAssertLessThan(cost("occured", "occurred"), cost("occured", "occurxed"), "a doubled letter is cheap")
    }
}
