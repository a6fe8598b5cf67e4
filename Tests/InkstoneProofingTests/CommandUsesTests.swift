import Foundation
import InkstoneText
import XCTest
@testable import InkstoneProofing

final class CommandUsesTests: XCTestCase {
    /// Each use the expression names, and text that uses the word otherwise.
    func testTheUsesOfAWordAsACommandOrAPlaceholder() {
        for text in ["usage:\n  all [-v] FILE\n", "Run it with\n  --select\n    all\n", "x\n--select all", "x\n--select\n\nall", "See all(1) for more.", "Pick <all> here.",
                     "One of (none|all).", "Set all=1 first.", "Read src/all now.", "all, every - the lot\n"] {
            XCTAssertTrue(CommandUses.found("all", in: Array(text.utf16)), text)
        }
        for text in ["all of them are here.", "It is small and tall.", "We read all the files. all is well."] {
            XCTAssertFalse(CommandUses.found("all", in: Array(text.utf16)), text)
        }
    }

    /// Searching only the lines of the word's occurrences answers as the expression over
    /// the whole text does, on random texts of the pieces its uses are made of.
    func testSearchingTheLinesOfTheOccurrencesAgreesWithSearchingEverything() throws {
        let many = ["and", "And", "sand", "and(", "(2)", " ", " ", "\n", "\n\n", "\t", "--opt", "-x", "--", "[", "]", "<", ">", "|",
                    "=", "/", ".", ",", "–", " - ", "x", "é", "\u{2028}", "😀"]
        let few = ["and", " ", "\n", "--opt", "x", "=", "["]
        var random = SeededRandom(seed: 51)
        let expression = try XCTUnwrap(CommandUses.expression(for: "and"))
        for round in 0..<6_000 {
            let pieces = round % 2 == 0 ? many : few
            let count = Int(random.next() % (round % 2 == 0 ? 24 : 9))
            let text = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let whole = expression.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
            XCTAssertEqual(CommandUses.found("and", in: Array(text.utf16)), whole, "round \(round): \(text.debugDescription)")
        }
    }
}
