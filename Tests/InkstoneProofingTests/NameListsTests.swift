import Foundation
import InkstoneText
import XCTest
@testable import InkstoneProofing

final class NameListsTests: XCTestCase {
    /// The asides are taken out by hand as the expression `\s*\([^()]*\)` takes them out.
    func testAsidesGoAsTheExpressionTakesThemOut() {
        var random = SeededRandom(seed: 26)
        let pieces = ["(", ")", " ", "\t", "Jane", "b", ",", "é", "(docs)", " and "]
        for _ in 0..<5_000 {
            let text = (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let expected = text.replacingOccurrences(of: #"\s*\([^()]*\)"#, with: "", options: .regularExpression)
            XCTAssertEqual(NameLists.withoutAsides(text), expected, text.debugDescription)
        }
        XCTAssertEqual(NameLists.withoutAsides("Jane Roe (docs), Ben (x (y)"), "Jane Roe, Ben (x")
    }

    /// A list is cut into items by bytes as Foundation's `components` cut it, trimmed
    /// and with a leading `and ` dropped as before.
    func testItemsAreCutAsFoundationCutsThem() {
        var random = SeededRandom(seed: 13)
        let pieces = [",", " & ", " and ", "and ", " ", ".", "\t", "Jane", "é", "&", "an", "d", "(x)", "李"]
        func reference(_ list: String) -> [String] {
            NameLists.withoutAsides(list)
                .components(separatedBy: ",")
                .flatMap { $0.components(separatedBy: " & ") }
                .flatMap { $0.components(separatedBy: " and ") }
                .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " .\t")) }
                .map { $0.hasPrefix("and ") ? String($0.dropFirst(4)) : $0 }
                .filter { !$0.isEmpty }
        }
        for _ in 0..<5_000 {
            let text = (0..<Int(random.next() % 14)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            XCTAssertEqual(NameLists.split(text), reference(text), text.debugDescription)
        }
    }

    /// Handles in lowercase are names after a lead-in that says so (echo's changelog),
    /// not after any colon.
    func testALeadInNamingContributorsMakesHandlesNames() {
        let handles = "aldas, clwluvw, lammel, Le0tk0k, maciej-jezierski, rkilingr, stffabi, withshubh"
        XCTAssertNotNil(NameLists.range(in: "This release was made possible by our **contributors**: " + handles))
        XCTAssertNil(NameLists.range(in: "Supported shells: " + handles))
    }

    /// A sorted list of names is names; release notes thank people with a count first,
    /// most first, then by name.
    func testASortedListOfNamesWithOrWithoutCountsIsNames() {
        let counted = "  * 2: Philipp Jardas\n  * 2: Vineet Kumar\n  * 1: alberskib\n  * 1: Andrey\n  * 1: Bartosz Miller\n  * 1: Evgeny Astafev\n"
        let document = TextDocument(counted)
        let names = NameLists.listedNames(in: document, lines: Set(0..<6)).map { document.string(in: $0) }
        XCTAssertEqual(names.sorted(), ["Andrey", "Bartosz Miller", "Evgeny Astafev", "Philipp Jardas", "Vineet Kumar", "alberskib"])
        let unsorted = TextDocument("  * 1: Philipp Jardas\n  * 2: Vineet Kumar\n  * 1: alberskib\n  * 1: Andrey\n  * 1: Bartosz Miller\n")
        XCTAssertTrue(NameLists.listedNames(in: unsorted, lines: Set(0..<5)).isEmpty, "counts that do not fall are no such list")
    }

    /// Credits laid out as a grid in a comment.
    func testARowOfAGridOfNamesIsNames() {
        let row = "    Philipp Wiesemann       Dale Weiler        Oriol Ferrer Mesia   github:phprus"
        XCTAssertEqual(NameLists.gridRange(in: row).map { (row as NSString).substring(with: $0) },
                       "Philipp Wiesemann       Dale Weiler        Oriol Ferrer Mesia   github:phprus")
        XCTAssertNotNil(NameLists.gridRange(in: "//       stoiko (Haemimont Games)   Cap Petschulat        github:oyvindjam"))
        XCTAssertNil(NameLists.gridRange(in: "   We recieve it   and send it on"), "a sentence with wide gaps")
        XCTAssertNil(NameLists.gridRange(in: "Philipp Wiesemann"), "one cell")
    }

    /// A wrapped list of names is read whole; a paragraph longer than `longestList` lines
    /// (a block of code, a long text) is not read as one, whichever line asks.
    func testAWrappedListIsReadWholeButNotAParagraphPastTheLongest() {
        let names = "Thanks to Jane Roe, Ben Stone, Amalia Kurz,\nPiet Hein, Lars Vik, Olga Berg,\nand Tom Hall.\n"
        let document = TextDocument(names)
        XCTAssertEqual(NameLists.wrappedNames(in: document, lines: [1]).map { document.string(in: $0) }, ["Piet Hein, Lars Vik, Olga Berg,"])
        let padding = String(repeating: "Jo Ek, Al Bo,\n", count: NameLists.longestList)
        let long = TextDocument(names + padding)
        XCTAssertEqual(NameLists.wrappedNames(in: long, lines: [1]), [])
    }
}
