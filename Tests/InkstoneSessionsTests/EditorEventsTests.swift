import XCTest
@testable import InkstoneSessions
@testable import InkstoneText

final class EditorEventsTests: XCTestCase {
    func testTypingEmitsOneTextDidChange() throws {
        let editor = Editor(text: "hi")
        var events: [EditorEvent] = []
        editor.observer = { events.append($0) }
        try editor.type("x")
        XCTAssertEqual(events.first, .textDidChange(range: TextRange(0, 0), text: "x", origin: .user))
    }
}
