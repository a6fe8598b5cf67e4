import XCTest
@testable import InkstoneSessions
@testable import InkstoneText

/// S30–S34 (checkpointed undo), S40–S43 (edits during a session), S50–S51
/// (persistence), S55 (viewport).
final class UndoAndEditRuleTests: XCTestCase {
    func testS30UndoRevertsAllConsecutiveSuggestionsAtOnce() throws {
        let harness = EditorHarness("teh cat sat")
        let context = try harness.beginWithContext()
        harness.editor.suggest(context: context, range: TextRange(0, 3), text: "the")
        harness.editor.suggest(context: context, range: TextRange(8, 3), text: "sits")
        try harness.editor.undo()
        XCTAssertEqual(harness.text, "teh cat sat")
    }

    func testS31AnOrdinaryEditCheckpointsTheGroup() throws {
        let harness = EditorHarness("teh cat")
        let context = try harness.beginWithContext()
        harness.editor.suggest(context: context, range: TextRange(0, 3), text: "the")
        try harness.editor.replace(TextRange(4, 3), with: "dog")
        harness.editor.suggest(context: context, range: TextRange(7, 0), text: "s")
        try harness.editor.undo()
        XCTAssertEqual(harness.text, "the dog")
        try harness.editor.undo()
        XCTAssertEqual(harness.text, "the cat")
        try harness.editor.undo()
        XCTAssertEqual(harness.text, "teh cat")
    }

    func testS32AGroupThatCancelsOutLeavesNoUndoEntry() throws {
        let harness = EditorHarness("teh")
        let context = try harness.beginWithContext()
        let suggestion = harness.editor.suggest(context: context, range: TextRange(0, 3), text: "the")!
        try harness.editor.reject(suggestion: suggestion)
        try harness.editor.stop()
        XCTAssertFalse(harness.editor.canUndo)
    }

    func testS33EndingTheSessionCheckpointsAndKeepsTheText() throws {
        let harness = EditorHarness("teh")
        let context = try harness.beginWithContext()
        harness.editor.suggest(context: context, range: TextRange(0, 3), text: "the")
        harness.editor.detach()
        XCTAssertEqual(harness.text, "the")
        XCTAssertTrue(harness.editor.canUndo)
    }

    func testS34RedoReappliesTheWholeGroup() throws {
        let harness = EditorHarness("teh cat sat")
        let context = try harness.beginWithContext()
        harness.editor.suggest(context: context, range: TextRange(0, 3), text: "the")
        harness.editor.suggest(context: context, range: TextRange(8, 3), text: "sits")
        try harness.editor.undo()
        try harness.editor.redo()
        XCTAssertEqual(harness.text, "the cat sits")
    }

    func testS40EditsAreReportedWithContextRelativeRangesAndContextsShift() throws {
        let harness = EditorHarness("intro\n\nteh cat")
        harness.editor.begin(tool: "proofread")
        try harness.editor.select(TextRange(8, 1))
        let context = try harness.editor.requestContexts().id
        try harness.editor.replace(TextRange(0, 5), with: "hello there")
        try harness.editor.replace(TextRange(13, 3), with: "the")
        XCTAssertEqual(harness.take().filter { if case .updateRange = $0 { true } else { false } },
                       [.updateRange(context: context, range: TextRange(0, 3), text: "the", reason: .edit)])
        XCTAssertTrue(harness.editor.isSessionActive)
    }

    func testS41ALargeEditEndsTheSessionAfterItIsApplied() throws {
        let harness = EditorHarness("abc")
        harness.editor.setLargeUpdateLimit(5)
        try harness.beginWithContext()
        try harness.editor.replace(TextRange(0, 3), with: "abcdef")
        let events = harness.take()
        let update = events.firstIndex(of: .updateRange(context: 1, range: TextRange(0, 3), text: "abcdef", reason: .edit))
        let end = events.firstIndex(of: .didEnd(reason: .largeUpdate))
        XCTAssertNotNil(update)
        XCTAssertGreaterThan(end ?? -1, update ?? Int.max)
        XCTAssertEqual(harness.text, "abcdef")
    }

    func testS42OperationsEndTheSessionBeforeTheyAct() throws {
        let harness = EditorHarness("a b\nc")
        let context = try harness.beginWithContext()
        try harness.editor.setText("x")
        XCTAssertEqual(harness.take().first, .didEnd(reason: .documentReplaced))
        harness.editor.suggest(context: context, range: TextRange(0, 1), text: "y")
        XCTAssertEqual(harness.take(), [.suggestionRejected(context: context, reason: .staleContext)])
        for (operation, reason) in [({ try harness.editor.replaceAll(matching: "x", with: "y") }, EndReason.batchReplace),
                                    ({ try harness.editor.compose("k") }, .composition),
                                    ({ harness.editor.setReadOnly(true); harness.editor.setReadOnly(false) }, .readOnly),
                                    ({ harness.editor.detach(); harness.editor.attach() }, .detached),
                                    ({ harness.editor.setExclusionProvider(URLExclusions()) }, .exclusionProviderChanged)]
        as [(() throws -> Void, EndReason)] {
            try harness.beginWithContext()
            try operation()
            XCTAssertEqual(harness.take().first, .didEnd(reason: reason))
        }
    }

    func testS43ExclusionChangesOutsideTheEditAreReported() throws {
        let harness = EditorHarness("say `x and more` done")
        harness.editor.setExclusionProvider(CodeSpanExclusions())
        harness.editor.begin(tool: "proofread")
        _ = try harness.editor.requestContexts(wholeDocument: true)
        _ = harness.take()
        try harness.editor.delete(TextRange(4, 1))
        XCTAssertTrue(harness.take().contains(.updateRange(context: 1, range: TextRange(4, 11), text: "x and more`", reason: .exclusions)))
    }

    func testS50PersistIsDeferredUntilTheSessionEnds() throws {
        let harness = EditorHarness("teh")
        let context = try harness.beginWithContext()
        harness.editor.suggest(context: context, range: TextRange(0, 3), text: "the")
        try harness.editor.type("!")
        XCTAssertFalse(harness.events.contains { if case .persist = $0 { true } else { false } })
        try harness.editor.stop()
        let events = harness.take()
        XCTAssertEqual(events.suffix(2).first, .didEnd(reason: .stopped))
        XCTAssertEqual(events.filter { if case .persist = $0 { true } else { false } }.count, 1)
    }

    func testS51OpeningWithSuppressionNeverPersistsTheOldText() throws {
        let harness = EditorHarness("old")
        let context = try harness.beginWithContext()
        harness.editor.suggest(context: context, range: TextRange(0, 3), text: "older")
        harness.editor.open("new", suppressPersistence: true)
        XCTAssertFalse(harness.take().contains { if case .persist = $0 { true } else { false } })
        XCTAssertEqual(harness.text, "new")
    }

    func testS55PreviewsAreClippedToTheViewportAndScrollingReportsGeometry() throws {
        let harness = EditorHarness("one\ntwo\nthree\nfour")
        harness.editor.scroll(to: Viewport(firstLine: 0, lineCount: 2))
        let context = try harness.beginWithContext()
        let suggestion = harness.editor.suggest(context: context, range: TextRange(0, 18), text: "uno\ndos\ntres\ncuatro")!
        _ = harness.take()
        try harness.editor.preview(suggestion: suggestion)
        harness.editor.scroll(to: Viewport(firstLine: 1, lineCount: 2))
        XCTAssertEqual(harness.take(), [.preview(suggestion: suggestion, range: TextRange(0, 8), text: "uno\ndos\n"),
                                        .geometry(viewport: Viewport(firstLine: 1, lineCount: 2))])
    }
}
