import XCTest
@testable import InkstoneText

final class TextRangeTests: XCTestCase {
    /// C2: ranges from scripts, hosts and cache files may hold any integers.
    func testTheEndSaturatesInsteadOfOverflowing() {
        XCTAssertEqual(TextRange(Int.max, 1).end, Int.max)
        XCTAssertEqual(TextRange(1, Int.max).end, Int.max)
        XCTAssertEqual(TextRange(Int.min, -1).end, Int.min)
        XCTAssertEqual(TextRange(3, 4).end, 7)
        XCTAssertEqual(TextRange(-3, 1).end, -2)
    }

    func testValidityWithinALength() {
        XCTAssertTrue(TextRange(0, 5).isValid(within: 5))
        XCTAssertTrue(TextRange(5, 0).isValid(within: 5))
        XCTAssertFalse(TextRange(5, 1).isValid(within: 5))
        XCTAssertFalse(TextRange(-1, 2).isValid(within: 5))
        XCTAssertFalse(TextRange(1, -1).isValid(within: 5))
        XCTAssertFalse(TextRange(Int.max, 1).isValid(within: 5))
        XCTAssertFalse(TextRange(1, Int.max).isValid(within: 5))
    }
}
