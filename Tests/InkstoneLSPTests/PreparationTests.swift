import InkstoneJSON
import InkstoneText
import XCTest
@testable import InkstoneLSP

/// Large documents are parsed and checked off the server's queue (issue #24, T4); the
/// edits made meanwhile are brought over to the prepared editor in one replacement.
final class PreparationTests: XCTestCase {
    /// However many edits come, one replacement turns the snapshot into the text now.
    func testOneReplacementBringsTheSnapshotUpToDate() {
        let seed: UInt64 = 0x24_04
        print("seed \(seed)")
        var random = SeededRandom(seed: seed)
        let pieces = ["", "a", "bc", "\n", "😀", "word ", "é"]
        for _ in 0..<500 {
            let snapshot = Array("Some text 😀 with a pair.\nAnd a line.\n".utf16)
            var text = snapshot
            var preparation = Preparation(request: 1, snapshotLength: snapshot.count)
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                let start = Self.boundary(Int.random(in: 0...text.count, using: &random), in: text)
                let end = Self.boundary(min(text.count, start + Int.random(in: 0...5, using: &random)), in: text)
                let inserted = Array(pieces.randomElement(using: &random)!.utf16)
                text.replaceSubrange(start..<end, with: inserted)
                preparation.note(replacing: TextRange(start, end - start), length: inserted.count)
            }
            let now = TextDocument(String(decoding: text, as: UTF16.self))
            var rebuilt = snapshot
            if let (range, replacement) = preparation.replacement(toReach: ReadOnlyDocument(now)) {
                rebuilt.replaceSubrange(range.location..<range.end, with: Array(replacement.utf16))
            }
            XCTAssertEqual(rebuilt, text, String(decoding: text, as: UTF16.self).debugDescription)
        }
    }

    /// Every document is prepared off the queue here, and each preparation waits until
    /// the test has sent its edits and seen the queue answer after them: edits made
    /// while a document is prepared — when it is opened, and again after a change of
    /// settings — end with the findings a fresh check of the final text gives, and the
    /// queue answers meanwhile. Nothing is drained while a preparation is held.
    func testEditsMadeWhileADocumentIsPreparedAreKept() throws {
        let gate = DispatchSemaphore(value: 0)
        let client = try TestClient(preparedOffTheQueue: 0, beforePreparing: { gate.wait() })
        client.initialize([:], options: ["typingDelay": 0])
        let uri = "file:///notes/large.md"
        var text = "# Notes\n\nThe wrold is round.\nA `codde` span and teh end.\n"
        client.open(uri, text, draining: false)
        try Self.waitUntilPreparing(uri, client)
        for (index, word) in ["Helo ", "thre ", "😀 "].enumerated() {
            client.change(uri, version: 2 + index, [["range": TestClient.range(2, 0, 2, 0), "text": .string(word)]], draining: false)
            text = text.replacingOccurrences(of: "\n\n", with: "\n\n" + word)
        }
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 0]],
                                   draining: false)
        XCTAssertNil(hover["error"], "the queue answers while the document is prepared: \(hover.text)")
        XCTAssertTrue(client.server.isPreparing(uri))
        gate.signal()
        client.server.drain()
        XCTAssertFalse(client.server.isPreparing(uri))
        client.notify("workspace/didChangeConfiguration", ["settings": ["inkstone": ["typingDelay": 0, "unknownWords": "off"]]],
                      draining: false)
        try Self.waitUntilPreparing(uri, client)
        client.change(uri, version: 9, [["range": TestClient.range(0, 2, 0, 7), "text": "Nots"]], draining: false)
        text = text.replacingOccurrences(of: "# Notes", with: "# Nots")
        gate.signal()
        client.server.drain()
        XCTAssertEqual(client.server.text(of: uri), text)
        let reference = try TestClient()
        reference.initialize([:], options: ["typingDelay": 0, "unknownWords": "off"])
        reference.open("file:///notes/fresh.md", text)
        let words = { (diagnostics: [JSONValue]?) in (diagnostics ?? []).compactMap { $0["data"]?["word"]?.string } }
        XCTAssertEqual(words(client.diagnostics(uri)), words(reference.diagnostics("file:///notes/fresh.md")))
        XCTAssertEqual(words(client.diagnostics(uri)), ["thre", "wrold", "teh"],
                       "`Nots`, a four-letter slip, is an unknown word, off here")
        XCTAssertTrue(client.server.checksWithTheQueuesChecker(uri), "the prepared editor's own checker was given up")
        client.change(uri, version: 10, [["range": TestClient.range(0, 2, 0, 6), "text": "Notse"]])
        XCTAssertEqual(words(client.diagnostics(uri)), ["Notse", "thre", "wrold", "teh"], "and the queue's checker judges what follows")
    }

    /// Waits (without draining, which would wait for the held preparation) until the
    /// server has started preparing the document.
    private static func waitUntilPreparing(_ uri: String, _ client: TestClient) throws {
        let deadline = Date().addingTimeInterval(30)
        while !client.server.isPreparing(uri) {
            guard Date() < deadline else { throw NoPreparation(uri: uri) }
            usleep(1_000)
        }
    }

    private struct NoPreparation: Error {
        let uri: String
    }

    private static func boundary(_ offset: Int, in units: [UInt16]) -> Int {
        guard offset > 0 && offset < units.count, Surrogates.isLow(units[offset]) else { return offset }
        return offset - 1
    }
}
