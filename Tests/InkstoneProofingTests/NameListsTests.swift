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
}
