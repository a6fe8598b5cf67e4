import XCTest
@testable import InkstoneSessions
@testable import InkstoneText

final class SuggestionValidatorTests: XCTestCase {
    private func rejection(_ text: String, exclusions: [TextRange], range: TextRange, new: String) -> RejectionReason? {
        rejection(text, exclusions: exclusions, range: range, units: Array(new.utf16))
    }

    private func rejection(_ text: String, exclusions: [TextRange], range: TextRange, units: [UInt16]) -> RejectionReason? {
        let document = TextDocument(text)
        return SuggestionValidator(document: document, exclusions: exclusions)
            .rejection(of: range, in: document.fullRange, replacement: units)
    }

    func testS21AChangeInsideAnExclusionIsRejected() {
        XCTAssertEqual(rejection("run `make` now", exclusions: [TextRange(4, 6)], range: TextRange(0, 14), new: "run `make test` now"),
                       .crossesProtected)
    }

    func testS21ARangeCoveringProtectedTextThatLeavesItUnchangedIsAccepted() {
        XCTAssertNil(rejection("teh `make` now", exclusions: [TextRange(4, 6)], range: TextRange(0, 14), new: "the `make` now"))
    }

    func testS21InsertionsAtAnExclusionsEdgesAreAllowedButNotInside() {
        XCTAssertNil(rejection("a `x` b", exclusions: [TextRange(2, 3)], range: TextRange(2, 0), new: "very "))
        XCTAssertNil(rejection("a `x` b", exclusions: [TextRange(2, 3)], range: TextRange(5, 0), new: "!"))
        XCTAssertEqual(rejection("a `x` b", exclusions: [TextRange(2, 3)], range: TextRange(3, 0), new: "y"), .crossesProtected)
    }

    func testS20RangesOutsideTheContextAreInvalid() {
        XCTAssertEqual(rejection("abc", exclusions: [], range: TextRange(2, 5), new: "x"), .invalidRange)
    }

    /// C2: a range whose end overflows is invalid, not a trap.
    func testS20RangesWhoseEndOverflowsAreInvalid() {
        for range in [TextRange(Int.max, 1), TextRange(1, Int.max), TextRange(Int.min, -1), TextRange(-1, Int.min)] {
            XCTAssertEqual(rejection("hello", exclusions: [], range: range, new: "x"), .invalidRange, "\(range)")
        }
    }

    /// C2: a host's exclusion provider may hand back any ranges; the bad ones are dropped.
    func testS22ExclusionsThatOverflowAreIgnored() {
        let editor = Editor(text: "hello world", exclusionProvider: FixedExclusions([
            TextRange(Int.max, 1), TextRange(2, Int.max), TextRange(Int.min, -1), TextRange(0, 2),
        ]))
        XCTAssertEqual(editor.exclusions(), [TextRange(0, 2)])
    }

    func testS20SurrogateSplitsAreRejected() {
        XCTAssertEqual(rejection("a😀b", exclusions: [], range: TextRange(2, 1), new: "x"), .splitsSurrogate)
        XCTAssertEqual(rejection("ab", exclusions: [], range: TextRange(0, 1), units: [0xD83D]), .splitsSurrogate)
    }
}
