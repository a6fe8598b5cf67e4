import XCTest
@testable import InkstoneSessions
@testable import InkstoneText

/// S20–S26: suggestions, validation and application.
final class SuggestionRuleTests: XCTestCase {
    private func rejections(_ harness: EditorHarness) -> [RejectionReason] {
        harness.take().compactMap { if case let .suggestionRejected(_, reason) = $0 { reason } else { nil } }
    }

    func testS20EveryRejectionReasonChangesNothing() throws {
        let harness = EditorHarness("a😀 `b`", exclusions: [TextRange(4, 3)])
        let context = try harness.beginWithContext()
        harness.editor.suggest(context: 99, range: TextRange(0, 1), text: "x")
        harness.editor.suggest(context: context, range: TextRange(5, 9), text: "x")
        harness.editor.suggest(context: context, range: TextRange(2, 1), text: "x")
        harness.editor.suggest(context: context, range: TextRange(5, 1), text: "c")
        XCTAssertEqual(rejections(harness), [.staleContext, .invalidRange, .splitsSurrogate, .crossesProtected])
        XCTAssertEqual(harness.text, "a😀 `b`")
    }

    func testS21UnchangedPrefixAndSuffixProveProtectedTextIsKept() throws {
        let harness = EditorHarness("teh `code` now", exclusions: [TextRange(4, 6)])
        let context = try harness.beginWithContext()
        harness.editor.suggest(context: context, range: TextRange(0, 14), text: "the `code` now")
        XCTAssertEqual(harness.text, "the `code` now")
        harness.editor.suggest(context: context, range: TextRange(4, 0), text: "new ")
        XCTAssertEqual(harness.text, "the new `code` now")
        harness.editor.suggest(context: context, range: TextRange(9, 0), text: "x")
        XCTAssertEqual(rejections(harness), [.crossesProtected])
    }

    func testS22InvalidProviderRangesAreIgnoredNotClamped() throws {
        let harness = EditorHarness("ab😀cd", exclusions: [TextRange(0, 0), TextRange(4, 99), TextRange(-1, 2), TextRange(3, 2)])
        XCTAssertEqual(harness.editor.exclusions(), [])
        let context = try harness.beginWithContext()
        harness.editor.suggest(context: context, range: TextRange(4, 2), text: "CD")
        XCTAssertEqual(harness.text, "ab😀CD")
    }

    func testS23SelectionsDoNotLiftExclusionsAndUserEditsAreAllowed() throws {
        let harness = EditorHarness("a `b` c", exclusions: [TextRange(2, 3)])
        try harness.editor.select(TextRange(0, 7))
        harness.editor.begin(tool: "proofread")
        let info = try harness.editor.requestContexts()
        XCTAssertEqual(info.exclusions, [TextRange(2, 3)])
        harness.editor.suggest(context: info.id, range: TextRange(3, 1), text: "x")
        XCTAssertEqual(harness.text, "a `b` c")
        try harness.editor.replace(TextRange(3, 1), with: "x")
        XCTAssertEqual(harness.text, "a `x` c")
    }

    func testS24LineBreaksOfSuggestionsBecomeTheEditorsLineEnding() throws {
        let harness = EditorHarness("a\r\nb")
        let context = try harness.beginWithContext()
        harness.editor.suggest(context: context, range: TextRange(0, 1), text: "x\ny")
        XCTAssertEqual(harness.text, "x\r\ny\r\nb")
    }

    func testS25RejectingRestoresAnIntactSuggestionButNotAnEditedOne() throws {
        let harness = EditorHarness("teh cat sat")
        let context = try harness.beginWithContext()
        let first = harness.editor.suggest(context: context, range: TextRange(0, 3), text: "the")!
        let second = harness.editor.suggest(context: context, range: TextRange(4, 3), text: "dog")!
        try harness.editor.reject(suggestion: first)
        XCTAssertEqual(harness.text, "teh dog sat")
        try harness.editor.replace(TextRange(5, 1), with: "i")
        XCTAssertThrowsError(try harness.editor.reject(suggestion: second)) { error in
            XCTAssertEqual(error as? EditorError, .suggestionEdited(second))
        }
        XCTAssertEqual(harness.text, "teh dig sat")
    }

    func testS26APanelIsAcceptedAsOneChangeAndOneUndoEntry() throws {
        let harness = EditorHarness("teh cat sat")
        harness.editor.setBehavior(.limited)
        let context = try harness.beginWithContext()
        harness.editor.suggest(context: context, range: TextRange(0, 3), text: "the")
        harness.editor.suggest(context: context, range: TextRange(8, 3), text: "sits")
        _ = harness.take()
        try harness.editor.acceptPanel()
        XCTAssertEqual(harness.text, "the cat sits")
        XCTAssertEqual(harness.take().filter { if case .textDidChange = $0 { true } else { false } }.count, 1)
        try harness.editor.undo()
        XCTAssertEqual(harness.text, "teh cat sat")
    }

    /// S25 S30 for several suggestions at once: the events are those of one `suggest`
    /// after another in text order (each range as the text stood after the ones before),
    /// a rejected one changes nothing, and one undo takes them all back.
    func testS25S30SuggestionsGivenTogetherAreAnnouncedOneByOneAndUndoneTogether() throws {
        let harness = EditorHarness("teh cat sat on teh mat", exclusions: [TextRange(8, 3)])
        let context = try harness.beginWithContext()
        let ids = harness.editor.suggest(context: context, replacements: [
            (TextRange(15, 3), "the"), (TextRange(0, 3), "the big"), (TextRange(8, 3), "sits"),
        ])
        XCTAssertNotNil(ids[0])
        XCTAssertNotNil(ids[1])
        XCTAssertNil(ids[2], "inside the exclusion")
        XCTAssertEqual(harness.text, "the big cat sat on the mat")
        XCTAssertEqual(harness.take().filter {
            switch $0 { case .textDidChange, .suggestionApplied, .suggestionRejected: true; default: false }
        }, [
            .suggestionRejected(context: context, reason: .crossesProtected),
            .suggestionApplied(suggestion: ids[1]!, context: context, range: TextRange(0, 3), text: "the big"),
            .textDidChange(range: TextRange(0, 3), text: "the big", origin: .suggestion),
            .suggestionApplied(suggestion: ids[0]!, context: context, range: TextRange(19, 3), text: "the"),
            .textDidChange(range: TextRange(19, 3), text: "the", origin: .suggestion),
        ])
        try harness.editor.reject(suggestion: ids[0]!)
        XCTAssertEqual(harness.text, "the big cat sat on teh mat", "each is still a suggestion of its own")
        try harness.editor.undo()
        XCTAssertEqual(harness.text, "teh cat sat on teh mat")
    }
}
