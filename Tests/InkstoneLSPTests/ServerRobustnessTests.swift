import Foundation
import InkstoneJSON
import XCTest
@testable import InkstoneLSP

/// Issue #24 in the language server: a cloned repository's config cannot crash it,
/// commands take only what `learn` takes, a change that cannot apply is refused, huge
/// documents and storms of open and close do not hold the queue.
final class ServerRobustnessTests: XCTestCase {
    /// L2: a config nested 100,000 deep is shown as a config error; the document is
    /// checked with the defaults and the server keeps answering.
    func testL2ADeeplyNestedConfigIsAConfigErrorNotACrash() throws {
        let client = try TestClient()
        client.initialize()
        _ = try client.file("p/.inkstone.json", "{words:" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}")
        let uri = try client.file("p/a.md", "").absoluteString
        client.open(uri, "The wrold.\n")
        XCTAssertEqual(client.diagnostics(uri)?.count, 1, "checked with the defaults")
        let message = try XCTUnwrap(client.sent("window/showMessage").last?["params"]?["message"]?.string)
        XCTAssertTrue(message.contains(".inkstone.json: line 1, column 71: objects and arrays are nested deeper than 64"), message)
        XCTAssertNotNil(client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)],
                                                            "position": ["line": 0, "character": 5]])["result"])
    }

    /// L5: "add to dictionary" refuses what `inkstone learn` refuses, naming the field.
    func testL5AddWordTakesWhatLearnTakes() throws {
        let client = try TestClient()
        client.initialize()
        for (argument, field) in [(["word": "a\u{0}b"], "\"word\""), (["word": .string(String(repeating: "x", count: 200_000))], "\"word\""),
                                  (["word": "abc", "scope": .null], "\"scope\""), (["word": 3], "\"word\"")] as [(JSONValue, String)] {
            let answer = client.request("workspace/executeCommand", ["command": "inkstone.addWord", "arguments": [argument]])
            XCTAssertEqual(answer["error"]?["code"], -32602, answer.text)
            XCTAssertTrue(answer["error"]?["message"]?.string?.contains(field) ?? false, answer.text)
        }
        let list = client.folder.appendingPathComponent("config/inkstone/words.txt").path
        XCTAssertFalse(FileManager.default.fileExists(atPath: list), "nothing was written")
    }

    /// W3: a change whose end is before its start is not applied as if swapped; the
    /// document says it lost track, until a whole text brings it back.
    func testW3AnInvertedRangeIsRefusedAndAWholeTextResynchronises() throws {
        let client = try TestClient()
        client.initialize()
        let uri = "file:///w3.md"
        client.open(uri, "Hello teh world.\n")
        client.change(uri, version: 2, [["range": TestClient.range(0, 9, 0, 2), "text": "X"]])
        let lost = try XCTUnwrap(client.diagnostics(uri))
        XCTAssertEqual(lost.count, 1)
        XCTAssertTrue(lost[0]["message"]?.string?.contains("no longer follows this document") ?? false, lost[0].text)
        client.change(uri, version: 3, [["range": TestClient.range(0, 0, 0, 0), "text": "ignored "]])
        XCTAssertEqual(client.diagnostics(uri)?.count, 1, "still lost")
        client.change(uri, version: 4, [["text": "A whole new teh text.\n"]])
        XCTAssertEqual(client.diagnostics(uri)?.compactMap { $0["data"]?["word"]?.string }, ["teh"])
    }

    /// T4: a document over the size limit is followed, not parsed: one diagnostic says
    /// why, and edits stay cheap; one that shrinks under the limit is checked again.
    func testT4AnOversizedDocumentIsFollowedNotChecked() throws {
        let client = try TestClient()
        client.initialize()
        let uri = "file:///huge.md"
        let paragraph = "A paragraph with teh mistake in it.\n\n"
        client.open(uri, String(repeating: paragraph, count: (2 << 20) / paragraph.utf8.count + 10))
        let shown = try XCTUnwrap(client.diagnostics(uri))
        XCTAssertEqual(shown.count, 1)
        XCTAssertTrue(shown[0]["message"]?.string?.contains("larger than 2 MB") ?? false, shown[0].text)
        client.change(uri, version: 2, [["text": .string(paragraph)]])
        XCTAssertEqual(client.diagnostics(uri)?.compactMap { $0["data"]?["word"]?.string }, ["teh"])
    }

    /// T4: documents opened and closed again before the server reaches them are not
    /// checked, and get no diagnostics at all.
    func testT4OpensClosedAgainBeforeTheyAreHandledCostNothing() throws {
        let client = try TestClient()
        client.initialize()
        // The queue is held until every message has arrived, as when it is busy.
        let held = DispatchSemaphore(value: 0)
        client.server.hold(until: held)
        for index in 0..<200 {
            let uri = "file:///many\(index).md"
            let open: JSONValue = ["jsonrpc": "2.0", "method": "textDocument/didOpen",
                                   "params": ["textDocument": ["uri": .string(uri), "languageId": "markdown", "version": 1,
                                                               "text": "Some teh text.\n"]]]
            let close: JSONValue = ["jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": .string(uri)]]]
            client.server.receive(Data(open.text.utf8))
            client.server.receive(Data(close.text.utf8))
        }
        held.signal()
        client.server.drain()
        XCTAssertEqual(client.sent("textDocument/publishDiagnostics").count, 0)
        let uri = "file:///kept.md"
        client.open(uri, "Some teh text.\n")
        XCTAssertEqual(client.diagnostics(uri)?.count, 1, "an open that stays open is checked")
    }

    /// T5: a runaway `ignorePatterns` entry is shown where it stopped, as `check` fails the file there.
    func testT5ARunawayPatternIsShownOnItsLine() throws {
        let client = try TestClient()
        client.initialize()
        _ = try client.file("r/.inkstone.json", "{ignorePatterns: ['(a+)+$']}")
        let uri = try client.file("r/a.md", "").absoluteString
        client.open(uri, "Fine line.\nWe " + String(repeating: "a", count: 40) + " b here, teh.\n")
        let shown = try XCTUnwrap(client.diagnostics(uri))
        XCTAssertTrue(shown.contains { $0["message"]?.string?.contains("the ignorePatterns entry '(a+)+$'") ?? false
                                       && $0["range"]?["start"]?["line"] == 1 }, JSONValue.array(shown).text)
    }
}
