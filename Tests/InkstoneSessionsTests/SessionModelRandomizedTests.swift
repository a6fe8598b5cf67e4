import Foundation
import XCTest
@testable import InkstoneSessions
@testable import InkstoneText

/// Random sequences of edits, suggestions, rejections, undo/redo and stops, checking
/// after every step that (a) protected text survives every suggestion, (b) no
/// suggestion splits a surrogate pair, (c) undoing everything returns the loaded text
/// and redoing everything the latest, (d) nothing of a session follows its didEnd.
final class SessionModelRandomizedTests: XCTestCase {
    static let sequences = ProcessInfo.processInfo.environment["INKSTONE_SESSION_SEQUENCES"].flatMap(Int.init) ?? 10_000
    static let words = ["the", "cat ", "sat", " ", "\n", "😀", "é", "`code`", "`", "x", "on the mat", "\n\n", ". "]

    func testRandomSessionsKeepTheInvariants() throws {
        let seed: UInt64 = 2026_11_29
        print("SessionModelRandomizedTests seed \(seed), \(Self.sequences) sequences")
        var random = SeededRandom(seed: seed)
        for sequence in 0..<Self.sequences {
            if let problem = try runSequence(&random) {
                return XCTFail("seed \(seed), sequence \(sequence): \(problem)")
            }
        }
    }

    private func runSequence(_ random: inout SeededRandom) throws -> String? {
        let loaded = (0..<8).map { _ in Self.words[Int(random.next() % UInt64(Self.words.count))] }.joined()
        let editor = Editor(text: loaded, exclusionProvider: CodeSpanExclusions())
        editor.setBehavior(random.next() % 4 == 0 ? .limited : .complete)
        var events: [EditorEvent] = []
        editor.observer = { events.append($0) }
        for step in 0..<14 {
            let before = editor.document.units(in: editor.document.fullRange)
            let protectedBefore = editor.exclusions().map { ($0, editor.document.units(in: $0)) }
            let eventsBefore = events.count
            let isSuggestion = randomOperation(editor, &random)
            let changes = Self.minimalChanges(events[eventsBefore...], from: before)
            // Rejecting a suggestion restores what it replaced, even where the suggested
            // text had become part of protected text (a backtick that opened a span).
            let restored = events[eventsBefore...].compactMap { event -> TextRange? in
                guard case let .textDidChange(range, _, .restore) = event else { return nil }
                return range
            }
            if isSuggestion {
                for (range, units) in protectedBefore
                where !restored.contains(where: { $0.overlaps(range) }) {
                    // Insertions at a protected range's edges lie outside it.
                    let start = changes.reduce(range.location) { $1.mapOffset($0, stickToEnd: true) }
                    let end = changes.reduce(range.end) { $1.mapOffset($0) }
                    guard end - start == units.count, editor.document.units(in: TextRange(start, end - start)) == units else {
                        return "step \(step): protected \(String(decoding: units, as: UTF16.self)) at \(range) changed in \(String(decoding: before, as: UTF16.self).debugDescription) → \(editor.document.text.debugDescription)"
                    }
                }
            }
            if Surrogates.hasLoneHalf(editor.document.units(in: editor.document.fullRange)) {
                return "step \(step): a surrogate pair was split: \(editor.document.text.debugDescription)"
            }
        }
        if let problem = sessionEventsAfterEnd(events) { return problem }
        if editor.isSessionActive { try editor.stop() }
        // The latest text is the one before any pending undo: redo those first.
        while editor.history.canRedo { try editor.redo() }
        let latest = editor.document.text
        while editor.history.canUndo { try editor.undo() }
        guard editor.document.text == loaded else { return "undoing everything gave \(editor.document.text.debugDescription), loaded \(loaded.debugDescription)" }
        while editor.history.canRedo { try editor.redo() }
        guard editor.document.text == latest else { return "redoing everything gave \(editor.document.text.debugDescription), latest \(latest.debugDescription)" }
        return nil
    }

    /// Performs one random operation; true when it was the assistant's (a suggestion,
    /// rewrite, rejection or panel), whose changes must spare protected text.
    private func randomOperation(_ editor: Editor, _ random: inout SeededRandom) -> Bool {
        let document = editor.document
        let context = editor.session?.contexts.last
        let choice = random.next() % 14
        let first = offset(in: document, &random), second = offset(in: document, &random)
        let word = Self.words[Int(random.next() % UInt64(Self.words.count))]
        let coin = random.next() % 2 == 0
        let a = Int(random.next() % UInt64((context?.range.length ?? 0) + 2))
        let b = Int(random.next() % UInt64((context?.range.length ?? 0) + 2))
        let pick = Int(random.next() % 1000)
        do throws(EditorError) {
            switch choice {
            case 0: try editor.type(word)
            case 1: try editor.replace(TextRange(min(first, second), abs(second - first)), with: coin ? "" : word)
            case 2: try editor.select(TextRange(first, 0))
            case 3: editor.begin(tool: "proofread")
            case 4, 5: if editor.session != nil { try editor.requestContexts(wholeDocument: coin) }
            case 6, 7, 8:
                guard let context else { return false }
                editor.suggest(context: context.id, range: TextRange(min(a, b), abs(a - b)), text: word)
                return true
            case 9:
                guard let context else { return false }
                var words = document.string(in: context.range).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                if !words.isEmpty { words[pick % words.count] = word }
                editor.rewrite(context: context.id, text: words.joined(separator: " "))
                return true
            case 10:
                let ids = editor.session?.suggestions.keys.sorted() ?? []
                guard !ids.isEmpty else { return false }
                try editor.reject(suggestion: ids[pick % ids.count])
                return true
            case 11:
                if coin { try editor.acceptPanel() } else { try editor.rejectPanel() }
                return true
            case 12: if coin { try editor.undo() } else { try editor.redo() }
            default: try editor.stop()
            }
        } catch {
            // Operations that cannot run now (nothing to undo, no session …) are fine.
        }
        return false
    }

    /// The step's changes replayed on the text before it, each reduced to what really
    /// changed (common prefix and suffix stripped, as the protection rule S21 does),
    /// so that protected text kept by a wider replacement maps to where it now is.
    static func minimalChanges(_ events: ArraySlice<EditorEvent>, from before: [UInt16]) -> [TextChange] {
        var text = before
        return events.compactMap { event -> TextChange? in
            guard case let .textDidChange(range, newText, _) = event else { return nil }
            let old = Array(text[range.location..<range.end]), new = Array(newText.utf16)
            text.replaceSubrange(range.location..<range.end, with: new)
            return ProtectionCheck.minimal(TextChange(range: range, oldUnits: old, newUnits: new, revision: 0))
        }
    }

    private func offset(in document: ReadOnlyDocument, _ random: inout SeededRandom) -> Int {
        let value = Int(random.next() % UInt64(document.length + 1))
        return Surrogates.splits(document.document, at: value) ? value - 1 : value
    }

    private func sessionEventsAfterEnd(_ events: [EditorEvent]) -> String? {
        var active = false
        for (index, event) in events.enumerated() {
            switch event {
            case .willBegin: active = true
            case .didEnd: active = false
            case .contexts, .suggestionApplied, .suggestionHeld, .updateRange, .preview, .geometry:
                if !active { return "event \(index) \(event) follows didEnd" }
            default: break
            }
        }
        return nil
    }
}

/// Backtick code spans on one line, as a pure function of the text.
final class CodeSpanExclusions: ExclusionProvider {
    private let expression = try! NSRegularExpression(pattern: "`[^`\\n]*`")

    func exclusions(in document: ReadOnlyDocument) -> [TextRange] {
        let text = document.text
        return expression.matches(in: text, range: NSRange(location: 0, length: document.length))
            .map { TextRange($0.range.location, $0.range.length) }
    }
}
