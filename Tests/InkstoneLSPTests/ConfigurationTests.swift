import Foundation
import InkstoneJSON
import XCTest

/// Settings, project configs and watched files (issue #15, item 9).
final class ConfigurationTests: XCTestCase {
    func testTheProjectsConfigAndWordListApplyAsInCheck() throws {
        let client = try TestClient()
        client.initialize()
        _ = try client.file("p/.inkstone.json", #"{"words": ["Zorblax"], "rules": {"repeated-word": false}}"#)
        _ = try client.file("p/.inkstone-words.txt", "Quuxly\n")
        let uri = try client.file("p/a.md", "").absoluteString
        client.open(uri, "Zorblax and Quuxly are is is fine, wrold.\n")
        XCTAssertEqual(client.diagnostics(uri)?.compactMap { $0["data"]?["word"]?.string }, ["wrold"])
    }

    func testAnInvalidConfigKeepsTheDefaultsSaysWhyAndMarksTheFile() throws {
        let client = try TestClient()
        client.initialize()
        let config = try client.file("q/.inkstone.json", #"{"words": 3}"#)
        let uri = try client.file("q/a.md", "").absoluteString
        client.open(uri, "The fidning.\n")
        XCTAssertEqual(client.diagnostics(uri)?.count, 1, "checked with the defaults")
        let message = try XCTUnwrap(client.sent("window/showMessage").last?["params"]?["message"]?.string)
        XCTAssertTrue(message.contains(".inkstone.json") && message.contains("words"), message)
        client.open(config.absoluteString, #"{"words": 3}"#, language: "json")
        XCTAssertEqual(client.diagnostics(config.absoluteString)?.first?["code"], "config")
    }

    /// Issue #53, item 6: while `.inkstone.json` is broken, the personal dictionary and
    /// the project's word list still apply; only the typo is reported.
    func testABrokenConfigKeepsThePersonalAndProjectWords() throws {
        let client = try TestClient()
        _ = try client.file("config/inkstone/words.txt", "Frobnik\n")
        client.initialize()
        _ = try client.file("r/.inkstone.json", #"{"wrods": ["Zorblax"]}"#)
        _ = try client.file("r/.inkstone-words.txt", "Quuxly\n")
        let uri = try client.file("r/a.md", "").absoluteString
        client.open(uri, "Frobnik and Quuxly see the wrold.\n")
        XCTAssertEqual(client.diagnostics(uri)?.compactMap { $0["data"]?["word"]?.string }, ["wrold"])
        let message = try XCTUnwrap(client.sent("window/showMessage").last?["params"]?["message"]?.string)
        XCTAssertTrue(message.contains("wrods") && message.contains("with your words and the project's"), message)
        XCTAssertEqual(client.diagnosticsWithSuggestions(uri).first?["data"]?["suggestions"]?.array?.first, "world", "suggestions too")
    }

    func testBadSettingsKeepTheLastGoodOnesAndSayWhy() throws {
        let client = try TestClient()
        client.initialize([:], options: ["severity": ["spelling": "warning"]])
        let uri = "file:///doc.md"
        client.open(uri, "The fidning.\n")
        client.notify("workspace/didChangeConfiguration", ["settings": ["inkstone": ["severity": ["spelling": "loud"]]]])
        XCTAssertTrue(client.sent("window/showMessage").last?["params"]?["message"]?.string?.contains("\"severity.spelling\"") ?? false)
        XCTAssertEqual(client.diagnostics(uri)?.first?["severity"], 2)
        client.notify("workspace/didChangeConfiguration", ["settings": ["inkstone": ["severity": ["spelling": "error"]]]])
        XCTAssertEqual(client.diagnostics(uri)?.first?["severity"], 1)
    }

    /// Issue #26: unknown words are hints (or off); typos keep their kind's severity.
    func testUnknownWordsArePublishedAsHintsUnlessTurnedOff() throws {
        let client = try TestClient()
        client.initialize([:])
        let uri = "file:///names.md"
        client.open(uri, "The wrold met Ronacher.\n")
        let diagnostics = try XCTUnwrap(client.diagnostics(uri))
        XCTAssertEqual(diagnostics.map { $0["data"]?["tier"]?.string }, ["default", "unknown-word"])
        XCTAssertEqual(diagnostics.map { $0["severity"] }, [3, 4])
        client.notify("workspace/didChangeConfiguration", ["settings": ["inkstone": ["unknownWords": "off"]]])
        XCTAssertEqual(client.diagnostics(uri)?.count, 1)
        client.notify("workspace/didChangeConfiguration", ["settings": ["inkstone": ["unknownWords": "loud"]]])
        XCTAssertTrue(client.sent("window/showMessage").last?["params"]?["message"]?.string?.contains("\"unknownWords\"") ?? false)
    }

    func testAClientThatAnswersConfigurationIsAskedOncePerChange() throws {
        let client = try TestClient()
        client.initialize(["workspace": ["configuration": true]])
        let uri = "file:///doc.md"
        client.open(uri, "The fidning.\n")
        let ask = try XCTUnwrap(client.sent("workspace/configuration").last)
        XCTAssertEqual(ask["params"]?["items"], [["section": "inkstone"]])
        client.answer(ask, with: [["severity": ["spelling": "hint"]]])
        XCTAssertEqual(client.diagnostics(uri)?.first?["severity"], 4)
        client.change(uri, version: 2, [["range": TestClient.range(0, 0, 0, 0), "text": "So "]])
        XCTAssertEqual(client.sent("workspace/configuration").count, 1, "never per keystroke")
        client.notify("workspace/didChangeConfiguration", ["settings": .null])
        XCTAssertEqual(client.sent("workspace/configuration").count, 2)
    }

    func testAWordListChangedOnDiskIsNoticedWithoutTheClient() throws {
        let client = try TestClient(pollInterval: 0.05)
        client.initialize()
        _ = try client.file("w/.inkstone.json", "{}")
        let uri = try client.file("w/a.md", "").absoluteString
        client.open(uri, "The Zorblax engine.\n")
        XCTAssertEqual(client.diagnostics(uri)?.count, 1)
        _ = try client.file("w/.inkstone-words.txt", "Zorblax\n")
        XCTAssertEqual(client.waitFor { _ in client.diagnostics(uri) == [] ? true : nil }, true)
    }

    func testAClientThatWatchesFilesIsAskedToAndItsNoticeRechecks() throws {
        let client = try TestClient()
        client.initialize(["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let registration = try XCTUnwrap(client.sent("client/registerCapability").last)
        let globs = registration["params"]?["registrations"]?.array?.first?["registerOptions"]?["watchers"]?.array?.compactMap { $0["globPattern"]?.string }
        XCTAssertTrue(globs?.contains("**/.inkstone.json") ?? false)
        _ = try client.file("v/.inkstone.json", "{}")
        let uri = try client.file("v/a.md", "").absoluteString
        client.open(uri, "The Zorblax engine.\n")
        _ = try client.file("v/.inkstone-words.txt", "Zorblax\n")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(uri), "type": 2]]])
        XCTAssertEqual(client.diagnostics(uri), [])
    }

    func testWorkspaceDiagnosticsCoverTheFilesThatAreNotOpen() throws {
        let client = try TestClient()
        let folder = client.folder.appendingPathComponent("ws")
        _ = try client.file("ws/notes.md", "A wrold on disk.\n")
        let open = try client.file("ws/open.md", "On disk: wrold.\n")
        client.initialize(["textDocument": ["diagnostic": [:]]], folders: [folder])
        client.open(open.absoluteString, "In memory: fine.\n")
        let result = client.request("workspace/diagnostic", ["previousResultIds": []])["result"]
        let items = try XCTUnwrap(result?["items"]?.array)
        let notes = try XCTUnwrap(items.first { $0["uri"]?.string?.hasSuffix("ws/notes.md") ?? false })
        XCTAssertEqual(notes["items"]?.array?.compactMap { $0["data"]?["word"]?.string }, ["wrold"])
        let opened = try XCTUnwrap(items.first { $0["uri"]?.string == open.absoluteString })
        XCTAssertEqual(opened["items"], [], "an open document is reported from memory")
        let again = client.request("workspace/diagnostic", ["previousResultIds": [["uri": notes["uri"]!, "value": notes["resultId"]!]]])
        XCTAssertEqual(again["result"]?["items"]?.array?.first { $0["uri"] == notes["uri"] }?["kind"], "unchanged")
    }

    func testWorkspaceFoldersAddedAndRemovedAreWhatWorkspaceDiagnosticsScan() throws {
        let client = try TestClient()
        _ = try client.file("one/a.md", "A wrold.\n")
        _ = try client.file("two/b.md", "A wrold.\n")
        let one = client.folder.appendingPathComponent("one"), two = client.folder.appendingPathComponent("two")
        client.initialize(["textDocument": ["diagnostic": [:]]], folders: [one])
        client.notify("workspace/didChangeWorkspaceFolders", ["event": [
            "added": [["uri": .string(two.absoluteString), "name": "two"]],
            "removed": [["uri": .string(one.absoluteString), "name": "one"]]]])
        let items = client.request("workspace/diagnostic", ["previousResultIds": []])["result"]?["items"]?.array ?? []
        XCTAssertEqual(items.compactMap { $0["uri"]?.string.map { URL(string: $0)!.lastPathComponent } }, ["b.md"])
    }
}
