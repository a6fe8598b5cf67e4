import XCTest
@testable import InkstoneProofing

/// `dictionaries/word-parts.tsv`: every row a part, a known kind and a reason.
final class WordPartsTests: XCTestCase {
    func testEveryRowHasAKnownKindAndAReason() {
        XCTAssertGreaterThan(WordParts.rows.count, 50)
        let kinds: Set<String> = ["compound-prefix", "hyphen-prefix", "deriving-suffix", "hyphen-suffix"]
        for row in WordParts.rows {
            XCTAssertTrue(kinds.contains(row.kind), "\(row.part): kind \(row.kind)")
            XCTAssertFalse(row.reason.isEmpty, "\(row.part) has no reason")
            XCTAssertEqual(row.part, row.part.lowercased())
        }
    }

    /// The compound decisions weigh the prefixes in the file's order.
    func testPrefixesKeepTheFilesOrder() {
        XCTAssertEqual(WordParts.compoundPrefixes.prefix(3), ["un", "re", "dis"])
        XCTAssertTrue(WordParts.hyphenPrefixes.contains("co"))
        XCTAssertTrue(WordParts.derivingSuffixes.contains("ization"))
        XCTAssertTrue(WordParts.hyphenSuffixes.contains("esque"))
    }
}
