import XCTest
@testable import InkstoneText

final class UndoHistoryTests: XCTestCase {
    private var document = TextDocument()
    private var history = UndoHistory()

    private func edit(_ range: TextRange, _ text: String, typing: Bool = false) {
        history.record(document.replace(range, with: text), typing: typing)
    }

    private func type(_ text: String) {
        edit(TextRange(document.length, 0), text, typing: true)
    }

    func testUndoRevertsAChangeAndRedoReappliesIt() {
        document = TextDocument("hello")
        edit(TextRange(0, 5), "bye")
        XCTAssertNotNil(history.undo(in: document))
        XCTAssertEqual(document.text, "hello")
        XCTAssertNotNil(history.redo(in: document))
        XCTAssertEqual(document.text, "bye")
    }

    func testConsecutiveTypingCoalescesIntoOneEntry() {
        type("a"); type("b"); type("c")
        XCTAssertEqual(history.undoStack.count, 1)
        _ = history.undo(in: document)
        XCTAssertEqual(document.text, "")
    }

    func testACheckpointStartsANewTypingEntry() {
        type("a"); history.checkpoint(); type("b")
        XCTAssertEqual(history.undoStack.count, 2)
        _ = history.undo(in: document)
        XCTAssertEqual(document.text, "a")
    }

    func testTypingElsewhereStartsANewEntry() {
        type("ab")
        edit(TextRange(0, 0), "x", typing: true)
        XCTAssertEqual(history.undoStack.count, 2)
    }

    func testADeletionAfterTypingIsItsOwnEntry() {
        type("ab")
        edit(TextRange(1, 1), "")
        type("c")
        XCTAssertEqual(history.undoStack.count, 3)
    }

    func testANewChangeClearsRedo() {
        type("a")
        _ = history.undo(in: document)
        XCTAssertTrue(history.canRedo)
        type("b")
        XCTAssertFalse(history.canRedo)
    }

    func testNestedGroupsBecomeOneEntry() {
        document = TextDocument("abc")
        history.beginGroup()
        edit(TextRange(0, 1), "A")
        history.beginGroup()
        edit(TextRange(2, 1), "C")
        history.endGroup()
        XCTAssertEqual(history.undoStack.count, 0, "the outer group is still open")
        history.endGroup()
        XCTAssertEqual(history.undoStack.count, 1)
        _ = history.undo(in: document)
        XCTAssertEqual(document.text, "abc")
    }

    func testAContinuedGroupFoldsIntoThePreviousEntry() {
        document = TextDocument("abc")
        edit(TextRange(0, 1), "A")
        history.beginGroup(continuingPrevious: true)
        edit(TextRange(1, 1), "B")
        history.endGroup()
        XCTAssertEqual(history.undoStack.count, 1)
        _ = history.undo(in: document)
        XCTAssertEqual(document.text, "abc")
    }

    func testAGroupThatCancelsOutLeavesNoEntry() {
        document = TextDocument("the cat sat")
        history.beginGroup()
        edit(TextRange(4, 3), "dog")
        edit(TextRange(0, 0), ">")
        edit(TextRange(5, 3), "cat")
        edit(TextRange(0, 1), "")
        history.endGroup(dropIfNoNetEffect: document)
        XCTAssertEqual(document.text, "the cat sat")
        XCTAssertFalse(history.canUndo)
    }

    func testAGroupWithARealChangeIsKeptWhenDroppingEmptyOnes() {
        document = TextDocument("the cat sat")
        history.beginGroup()
        edit(TextRange(4, 3), "dog")
        edit(TextRange(8, 3), "ran")
        edit(TextRange(4, 3), "cat")
        history.endGroup(dropIfNoNetEffect: document)
        XCTAssertTrue(history.canUndo)
        _ = history.undo(in: document)
        XCTAssertEqual(document.text, "the cat sat")
    }

    func testRedoAfterUndoingAGroupReappliesTheWholeGroup() {
        document = TextDocument("one two")
        history.beginGroup()
        edit(TextRange(0, 3), "1")
        edit(TextRange(2, 3), "2")
        history.endGroup()
        _ = history.undo(in: document)
        XCTAssertEqual(document.text, "one two")
        _ = history.redo(in: document)
        XCTAssertEqual(document.text, "1 2")
    }

    func testUndoWithNothingToUndoReturnsNil() {
        XCTAssertNil(history.undo(in: document))
        XCTAssertNil(history.redo(in: document))
    }
}
