import XCTest
@testable import InkstoneSessions
@testable import InkstoneText

/// An editor with its events captured, for the rule tests.
final class EditorHarness {
    let editor: Editor
    private(set) var events: [EditorEvent] = []

    init(_ text: String, exclusions: [TextRange] = []) {
        editor = Editor(text: text, exclusionProvider: exclusions.isEmpty ? NoExclusions() : FixedExclusions(exclusions))
        editor.observer = { [unowned self] in events.append($0) }
    }

    /// The events since the last call.
    func take() -> [EditorEvent] {
        defer { events = [] }
        return events
    }

    var text: String { editor.document.text }

    /// Begins a session and asks for the whole document as one context; returns its id.
    @discardableResult
    func beginWithContext() throws -> Int {
        editor.begin(tool: "proofread")
        let info = try editor.requestContexts(wholeDocument: true)
        _ = take()
        return info.id
    }
}
