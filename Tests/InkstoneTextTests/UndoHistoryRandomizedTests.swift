import XCTest
@testable import InkstoneText

final class UndoHistoryRandomizedTests: XCTestCase {
    /// Against a model that remembers the whole text before and after every entry:
    /// undo must return exactly the text before, redo exactly the text after.
    func testRandomEditsGroupsUndoAndRedoMatchSnapshots() {
        let seed: UInt64 = 1234
        print("UndoHistoryRandomizedTests seed \(seed)")
        var model = RandomTextModel(seed: seed)
        let document = TextDocument()
        let history = UndoHistory()
        var undoSnapshots: [(before: [UInt16], after: [UInt16])] = []
        var redoSnapshots: [(before: [UInt16], after: [UInt16])] = []
        for step in 0..<20_000 {
            let current = model.units
            switch model.random.next() % 6 {
            case 0 where !undoSnapshots.isEmpty:
                _ = history.undo(in: document)
                let entry = undoSnapshots.removeLast()
                redoSnapshots.append(entry)
                model.units = entry.before
            case 1 where !redoSnapshots.isEmpty:
                _ = history.redo(in: document)
                let entry = redoSnapshots.removeLast()
                undoSnapshots.append(entry)
                model.units = entry.after
            case 2:
                // A group of several edits, one entry (dropped when it changed nothing).
                history.beginGroup()
                let edits = Int(model.random.next() % 4)
                for _ in 0..<edits {
                    let (range, text) = model.randomEdit(maxPieces: 3, maxDelete: 10)
                    history.record(document.replace(range, withUnits: text))
                    model.apply(range, text)
                }
                history.endGroup(dropIfNoNetEffect: document)
                // Any recorded change clears redo, even in a group that is then dropped.
                if edits > 0 { redoSnapshots = [] }
                if model.units != current { undoSnapshots.append((current, model.units)) }
            default:
                let (range, text) = model.randomEdit(maxPieces: 3, maxDelete: 10)
                guard !(range.length == 0 && text.isEmpty) else { continue }
                history.checkpoint()
                history.record(document.replace(range, withUnits: text))
                model.apply(range, text)
                undoSnapshots.append((current, model.units))
                redoSnapshots = []
            }
            guard document.units(in: document.fullRange) == model.units else {
                return XCTFail("step \(step), seed \(seed): document differs from the model")
            }
            XCTAssertEqual(history.undoStack.count, undoSnapshots.count, "step \(step), seed \(seed)")
            XCTAssertEqual(history.redoStack.count, redoSnapshots.count, "step \(step), seed \(seed)")
        }
    }
}
