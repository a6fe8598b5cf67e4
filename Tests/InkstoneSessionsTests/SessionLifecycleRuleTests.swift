import XCTest
@testable import InkstoneSessions
@testable import InkstoneText

/// S10–S14: the session lifecycle.
final class SessionLifecycleRuleTests: XCTestCase {
    func testS10BehaviorNoneRefusesAndLimitedHolds() throws {
        let harness = EditorHarness("teh cat")
        harness.editor.setBehavior(.none)
        harness.editor.begin(tool: "proofread")
        XCTAssertEqual(harness.take(), [.beginRefused(reason: .disabled)])
        harness.editor.setBehavior(.limited)
        let context = try harness.beginWithContext()
        harness.editor.suggest(context: context, range: TextRange(0, 3), text: "the")
        XCTAssertEqual(harness.text, "teh cat")
        XCTAssertEqual(harness.take(), [.suggestionHeld(suggestion: 1, context: context)])
    }

    func testS11WillBeginFirstDidEndLastAndOneSessionAtATime() throws {
        let harness = EditorHarness("x")
        harness.editor.begin(tool: "rewrite")
        harness.editor.begin(tool: "rewrite")
        try harness.editor.stop()
        XCTAssertEqual(harness.take(), [.willBegin(tool: "rewrite"), .beginRefused(reason: .active), .didEnd(reason: .stopped)])
        harness.editor.setReadOnly(true)
        harness.editor.begin(tool: "rewrite")
        harness.editor.setReadOnly(false)
        harness.editor.detach()
        harness.editor.begin(tool: "rewrite")
        XCTAssertEqual(harness.take(), [.beginRefused(reason: .readOnly), .beginRefused(reason: .detached)])
    }

    func testS12ContextsCoverTheParagraphsOfTheSelectionWithRelativeExclusions() throws {
        let harness = EditorHarness("first para\n\nsecond `x` para\nstill\n\nthird", exclusions: [TextRange(19, 3)])
        harness.editor.begin(tool: "proofread")
        try harness.editor.select(TextRange(14, 2))
        let info = try harness.editor.requestContexts()
        XCTAssertEqual(info.range, TextRange(12, 21))
        XCTAssertEqual(info.text, "second `x` para\nstill")
        XCTAssertEqual(info.exclusions, [TextRange(7, 3)])
    }

    func testS13StopKeepsTheTextAndDiscardsThePanel() throws {
        let harness = EditorHarness("teh")
        let context = try harness.beginWithContext()
        harness.editor.suggest(context: context, range: TextRange(0, 3), text: "the")
        try harness.editor.stop()
        XCTAssertEqual(harness.text, "the")
        harness.editor.setBehavior(.limited)
        let second = try harness.beginWithContext()
        harness.editor.suggest(context: second, range: TextRange(0, 3), text: "them")
        try harness.editor.stop()
        XCTAssertEqual(harness.text, "the")
    }

    func testS14ContextsAreStaleAfterTheSessionEnds() throws {
        let harness = EditorHarness("teh")
        let context = try harness.beginWithContext()
        try harness.editor.stop()
        harness.editor.begin(tool: "proofread")
        _ = harness.take()
        harness.editor.suggest(context: context, range: TextRange(0, 3), text: "the")
        XCTAssertEqual(harness.take(), [.suggestionRejected(context: context, reason: .staleContext)])
    }
}
