import XCTest
@testable import InkstoneSessions
@testable import InkstoneText

/// S1–S7: the editor model.
final class EditorModelRuleTests: XCTestCase {
    func testS1LoadingIsNotAnUndoEntryNorPersistedAndIdsAreNeverReused() throws {
        let harness = EditorHarness("one")
        let first = try harness.beginWithContext()
        harness.editor.open("two")
        XCTAssertFalse(harness.editor.canUndo)
        XCTAssertFalse(harness.take().contains { if case .persist = $0 { true } else { false } })
        let second = try harness.beginWithContext()
        XCTAssertGreaterThan(second, first)
    }

    func testS2EachOrdinaryEditEmitsOneTextDidChangeWithItsOrigin() throws {
        let harness = EditorHarness("ab")
        try harness.editor.replace(TextRange(0, 1), with: "x")
        try harness.editor.undo()
        try harness.editor.redo()
        let origins = harness.take().compactMap { event -> ChangeOrigin? in
            if case let .textDidChange(_, _, origin) = event { origin } else { nil }
        }
        XCTAssertEqual(origins, [.user, .undo, .redo])
    }

    func testS3TypingCoalescesUntilACheckpoint() throws {
        let harness = EditorHarness("")
        try harness.editor.type("a")
        try harness.editor.type("b")
        harness.editor.checkpoint()
        try harness.editor.type("c")
        try harness.editor.undo()
        XCTAssertEqual(harness.text, "ab")
        try harness.editor.undo()
        XCTAssertEqual(harness.text, "")
    }

    func testS4CharacterPairsInsertStepOverAndDeleteTogether() throws {
        let harness = EditorHarness("")
        harness.editor.setCharacterPairs(true)
        try harness.editor.type("(")
        XCTAssertEqual(harness.text, "()")
        XCTAssertEqual(harness.editor.selection, TextRange(1, 0))
        try harness.editor.type(")")
        XCTAssertEqual(harness.text, "()")
        XCTAssertEqual(harness.editor.selection, TextRange(2, 0))
        try harness.editor.select(TextRange(1, 0))
        try harness.editor.backspace()
        XCTAssertEqual(harness.text, "")
    }

    func testS5NewlinesAndSuggestionsUseTheDetectedLineEnding() throws {
        let harness = EditorHarness("one\r\ntwo\r\n")
        XCTAssertEqual(harness.editor.settings.lineEnding, .crlf)
        try harness.editor.select(TextRange(3, 0))
        try harness.editor.newline()
        XCTAssertEqual(harness.text, "one\r\n\r\ntwo\r\n")
        let context = try harness.beginWithContext()
        harness.editor.suggest(context: context, range: TextRange(0, 0), text: "zero\n")
        XCTAssertEqual(harness.text, "zero\r\none\r\n\r\ntwo\r\n")
    }

    func testS6IndentationIsDetectedAndUsedByIndent() throws {
        let harness = EditorHarness("a:\n  b\n  c\n")
        XCTAssertEqual(harness.editor.settings.indentation, .spaces(2))
        try harness.editor.select(TextRange(0, 0))
        try harness.editor.indent()
        XCTAssertEqual(harness.text, "  a:\n  b\n  c\n")
        try harness.editor.outdent()
        XCTAssertEqual(harness.text, "a:\n  b\n  c\n")
    }

    func testS7OtherOperationsHaveTheirOwnOrigins() throws {
        let harness = EditorHarness("a b\nc")
        try harness.editor.setText("x y\nz")
        try harness.editor.replaceAll(matching: "y", with: "w")
        try harness.editor.moveLines(up: false)
        try harness.editor.compose("k")
        let origins = harness.take().compactMap { event -> ChangeOrigin? in
            if case let .textDidChange(_, _, origin) = event { origin } else { nil }
        }
        XCTAssertEqual(origins, [.programmatic, .batch, .lineMove, .composition])
        XCTAssertEqual(harness.text, "z\nkx w")
    }
}
