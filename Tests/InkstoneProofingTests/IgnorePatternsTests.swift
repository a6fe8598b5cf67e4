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

    /// Issue #49, item 3: each of these lines keeps within its own count (a tenth of a
    /// second of backtracking each), but a file of them must not take minutes: the
    /// document's CPU time runs out and the pattern is named where it did.
    func testLinesEachWithinTheirCountAreStoppedByTheDocumentsTime() {
        let line = "We aaaaaaaaaaaaaaaaaaaaab here.\n"
        let document = TextDocument(String(repeating: line, count: 200))
        let patterns = IgnorePatterns(["(a+)+$"], cpuSeconds: 0.25)
        XCTAssertEqual(patterns.ranges(onLines: Set(0..<200), of: document), [])
        XCTAssertEqual(patterns.runaway.count, 1)
        XCTAssertEqual(patterns.runaway.first?.pattern, "(a+)+$")
        XCTAssertEqual(patterns.runaway.first?.spentDocumentTime, true)
        XCTAssertLessThan(patterns.runaway.first?.line ?? 200, 199, "stopped before the last line")
        XCTAssertTrue(IgnorePatterns.explanation(of: patterns.runaway[0], in: "/p").contains("of CPU time they may take on one file"))
    }

    /// A new revision of the document (an editor's next keystroke) has its own time.
    func testEachRevisionOfADocumentHasItsOwnTime() {
        let document = TextDocument("Ticket ABC-123 here.\n")
        let patterns = IgnorePatterns(["[A-Z]{3}-[0-9]+"], cpuSeconds: 0.25)
        XCTAssertEqual(patterns.ranges(onLines: [0], of: document), [TextRange(7, 7)])
        _ = document.replace(TextRange(0, 0), with: "A ")
        XCTAssertEqual(patterns.ranges(onLines: [0], of: document), [TextRange(9, 7)])
        XCTAssertEqual(patterns.runaway, [])
    }
}
