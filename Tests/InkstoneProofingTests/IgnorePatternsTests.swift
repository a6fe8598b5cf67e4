import Foundation
import InkstoneText
import XCTest
@testable import InkstoneProofing

/// T5: `ignorePatterns` cannot hang a check: a pattern that backtracks without end is
/// stopped after a count of the engine's steps and named.
final class IgnorePatternsTests: XCTestCase {
    func testAPatternMatchesWithinTheLinesAskedAbout() {
        let document = TextDocument("Ticket ABC-123 here.\nTicket XYZ-9 there.\n")
        let patterns = IgnorePatterns(["[A-Z]{3}-[0-9]+"])
        XCTAssertEqual(patterns.ranges(onLines: [1], of: document), [TextRange(28, 5)])
        XCTAssertEqual(patterns.ranges(onLines: [0, 1], of: document), [TextRange(7, 7), TextRange(28, 5)])
        XCTAssertEqual(patterns.runaway, [])
    }

    func testACatastrophicPatternIsStoppedNamedAndDropped() {
        let document = TextDocument("We " + String(repeating: "a", count: 40) + " b here.\nMore aaaa text.\n")
        let patterns = IgnorePatterns(["(a+)+$", "b here"])
        XCTAssertEqual(patterns.ranges(onLines: [0, 1], of: document), [TextRange(44, 6)], "the other pattern still works")
        XCTAssertEqual(patterns.runaway, [IgnorePatterns.Runaway(pattern: "(a+)+$", line: 0)])
    }
}
