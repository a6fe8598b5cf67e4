import XCTest
import InkstoneSyntax
@testable import InkstoneSessions
@testable import InkstoneText

/// The one write path: every change is an edit value applied by `Editor.apply(_:)`, and
/// the protection trial (S21) is seen by no observer, no revision and no cache.
final class WritePathTests: XCTestCase {
    private func markdownHarness(_ text: String) throws -> EditorHarness {
        let harness = EditorHarness(text)
        harness.editor.setExclusionProvider(SyntaxExclusions(language: try XCTUnwrap(LanguageRegistry.named("markdown"))))
        return harness
    }

    /// What a provider that has never seen the editor finds in the same text.
    private func freshExclusions(_ harness: EditorHarness) throws -> [TextRange] {
        let provider = SyntaxExclusions(language: try XCTUnwrap(LanguageRegistry.named("markdown")))
        let document = ReadOnlyDocument(TextDocument(harness.text))
        return RangeSet.normalized(provider.exclusions(in: document))
    }

    func testS21ARejectedTrialLeavesNoEventNoRevisionAndNoStaleExclusions() throws {
        let harness = try markdownHarness("Say `a` and `b` now.\n")
        let context = try harness.beginWithContext()
        let revision = harness.editor.document.revision
        let before = harness.editor.exclusions()
        // A new backtick in prose re-pairs the ones after it: only the trial shows that.
        XCTAssertNil(harness.editor.suggest(context: context, range: TextRange(4, 0), text: "x`"))
        XCTAssertEqual(harness.take(), [.suggestionRejected(context: context, reason: .crossesProtected)])
        XCTAssertEqual(harness.editor.document.revision, revision)
        XCTAssertEqual(harness.editor.exclusions(), before)
        // The next real change has the revision the trial had for a moment; its
        // exclusions must be those of the real text.
        try harness.editor.insert("So ", at: 0)
        XCTAssertEqual(harness.editor.document.revision, revision + 1)
        XCTAssertEqual(harness.editor.exclusions(), try freshExclusions(harness))
    }

    func testS21AnAcceptedSuggestionCountsOneRevisionAndOneTextDidChange() throws {
        let harness = try markdownHarness("Teh `a` and `b` now.\n")
        let context = try harness.beginWithContext()
        let revision = harness.editor.document.revision
        XCTAssertNotNil(harness.editor.suggest(context: context, range: TextRange(0, 3), text: "The"))
        XCTAssertNotNil(harness.editor.suggest(context: context, range: TextRange(16, 3), text: "then"))
        XCTAssertEqual(harness.editor.document.revision, revision + 2)
        let changes = harness.take().filter { if case .textDidChange = $0 { true } else { false } }
        XCTAssertEqual(changes.count, 2)
        XCTAssertEqual(harness.editor.exclusions(), try freshExclusions(harness))
        XCTAssertEqual(harness.text, "The `a` and `b` then.\n")
    }

    func testS10ABehaviourChangeDuringASessionAppliesFromTheNextOne() throws {
        let harness = EditorHarness("teh cat")
        harness.editor.setBehavior(.limited)
        let context = try harness.beginWithContext()
        harness.editor.setBehavior(.complete)
        XCTAssertEqual(harness.editor.session?.behavior, .limited)
        harness.editor.suggest(context: context, range: TextRange(0, 3), text: "the")
        XCTAssertEqual(harness.text, "teh cat")
        try harness.editor.stop()
        let next = try harness.beginWithContext()
        harness.editor.suggest(context: next, range: TextRange(0, 3), text: "the")
        XCTAssertEqual(harness.text, "the cat")
    }

    func testEveryOrdinaryEditEndsInOneUndoEntryAndUndoRestoresTheText() throws {
        let harness = EditorHarness("one\ntwo\nthree")
        try harness.editor.select(TextRange(0, 9))
        try harness.editor.indent()
        try harness.editor.replaceAll(matching: "o", with: "0")
        try harness.editor.replaceAll(matching: "zzz", with: "y")
        try harness.editor.setText("new")
        XCTAssertEqual(harness.editor.history.undoEntries.count, 3)
        try harness.editor.undo()
        try harness.editor.undo()
        try harness.editor.undo()
        XCTAssertEqual(harness.text, "one\ntwo\nthree")
        XCTAssertFalse(harness.editor.history.canUndo)
        XCTAssertEqual(harness.editor.history.redoEntries.count, 3)
    }
}
