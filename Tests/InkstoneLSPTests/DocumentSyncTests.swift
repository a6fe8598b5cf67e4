import InkstoneJSON
import InkstoneText
import XCTest
@testable import InkstoneLSP

/// Incremental sync and diagnostics (issue #15, items 2, 4 and 5).
final class DocumentSyncTests: XCTestCase {
    private let uri = "file:///notes/a.md"

    private func words(_ diagnostics: [JSONValue]?) -> [String] {
        (diagnostics ?? []).compactMap { $0["data"]?["word"]?.string }
    }

    func testProseIsCheckedAndCodeIsNot() throws {
        let client = try TestClient()
        client.initialize()
        client.open(uri, "The wrold is round; `wrold` is code.\n\n```\nwrold\n```\n")
        let diagnostics = try XCTUnwrap(client.diagnostics(uri))
        XCTAssertEqual(words(diagnostics), ["wrold"])
        XCTAssertEqual(diagnostics[0]["range"], TestClient.range(0, 4, 0, 9))
        XCTAssertEqual(diagnostics[0]["code"], "spelling")
        XCTAssertEqual(diagnostics[0]["source"], "inkstone")
        XCTAssertEqual(diagnostics[0]["severity"], 3)
        XCTAssertEqual(client.sent("textDocument/publishDiagnostics").last?["params"]?["version"], 1)
    }

    /// Issue #26, item 4: a paragraph in a language no installed dictionary reads (the
    /// tests install a French one, no German) is not checked, and a hint on its first
    /// line says so, as `check` counts it; its words are not reported.
    func testAPassageNoDictionaryReadsIsAHint() throws {
        let client = try TestClient()
        client.initialize()
        client.open(uri, "We recieve it.\n\nDies ist ein Absatz auf Deutsch, damit wir sehen,\nwas der Detektor dazu sagt.\n")
        let diagnostics = try XCTUnwrap(client.diagnostics(uri))
        XCTAssertEqual(words(diagnostics), ["recieve"])
        let hint = try XCTUnwrap(diagnostics.first { $0["code"] == "other-language" }, "\(diagnostics)")
        XCTAssertEqual(hint["severity"], 4)
        XCTAssertTrue(hint["message"]?.string?.contains("in 'de'") == true, "\(hint)")
        XCTAssertEqual(hint["range"], TestClient.range(2, 0, 2, 49), "the passage's first line")
        client.change(uri, version: 2, [["text": "We recieve it.\n"]])
        XCTAssertFalse(try XCTUnwrap(client.diagnostics(uri)).contains { $0["code"] == "other-language" })
    }

    func testTheChangesOfOneNotificationApplyInOrder() throws {
        let client = try TestClient()
        client.initialize(["general": ["positionEncodings": ["utf-8"]]])
        client.open(uri, "one two\n")
        // The second change is computed on the text the first one made (Neovim sends such pairs).
        client.change(uri, version: 2, [["range": TestClient.range(0, 0, 0, 0), "text": "😀 "],
                                        ["range": TestClient.range(0, 9, 0, 12), "text": "teh"]])
        XCTAssertEqual(client.server.text(of: uri), "😀 one teh\n")
        XCTAssertEqual(client.sent("textDocument/publishDiagnostics").last?["params"]?["version"], 2)
    }

    func testAWholeTextChangeReplacesTheDocument() throws {
        let client = try TestClient()
        client.initialize()
        client.open(uri, "The wrold.\n")
        client.change(uri, version: 2, [["text": "All fine here.\n"]])
        XCTAssertEqual(words(client.diagnostics(uri)), [])
    }

    func testClosingADocumentClearsItsDiagnostics() throws {
        let client = try TestClient()
        client.initialize()
        client.open(uri, "The wrold.\n")
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        XCTAssertEqual(client.diagnostics(uri), [])
        XCTAssertNil(client.server.text(of: uri))
    }

    func testAWordBeingTypedWaitsForABoundaryOrTheDelay() throws {
        let client = try TestClient()
        client.initialize([:], options: ["inkstone": ["typingDelay": 60_000]])
        client.open(uri, "The cat\n")
        for (column, letter) in " wrol".enumerated() {
            client.change(uri, version: 2 + column, [["range": TestClient.range(0, 7 + column, 0, 7 + column), "text": .string(String(letter))]])
            XCTAssertEqual(words(client.diagnostics(uri)), [], "still typing after '\(letter)'")
        }
        client.change(uri, version: 9, [["range": TestClient.range(0, 12, 0, 12), "text": " "]])
        XCTAssertEqual(words(client.diagnostics(uri)), ["wrol"], "a space ends the word")
    }

    func testTheHeldWordIsReportedAfterTheDelay() throws {
        let client = try TestClient()
        client.initialize([:], options: ["typingDelay": 50])
        client.open(uri, "The cat\n")
        client.change(uri, version: 2, [["range": TestClient.range(0, 7, 0, 7), "text": " wrol"]])
        XCTAssertEqual(words(client.diagnostics(uri)), [])
        let reported = client.waitFor { _ in self.words(client.diagnostics(self.uri)) == ["wrol"] ? true : nil }
        XCTAssertEqual(reported, true)
    }

    func testAPullingClientGetsReportsWithResultIDsAndNoPushes() throws {
        let client = try TestClient()
        client.initialize(["textDocument": ["diagnostic": [:]]])
        client.open(uri, "The wrold.\n")
        let first = client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])["result"]
        XCTAssertEqual(first?["kind"], "full")
        XCTAssertEqual(words(first?["items"]?.array), ["wrold"])
        let again = client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)], "previousResultId": first!["resultId"]!])
        XCTAssertEqual(again["result"]?["kind"], "unchanged")
        client.change(uri, version: 2, [["text": "Fine.\n"]])
        let changed = client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)], "previousResultId": first!["resultId"]!])
        XCTAssertEqual(changed["result"]?["kind"], "full")
        XCTAssertTrue(client.sent("textDocument/publishDiagnostics").isEmpty, "never both push and pull")
    }

    func testSeverityPerKindComesFromTheSettings() throws {
        let client = try TestClient()
        client.initialize([:], options: ["severity": ["spelling": "warning", "grammar": "hint"]])
        client.open(uri, "The fidning is is round.\n")
        let diagnostics = try XCTUnwrap(client.diagnostics(uri))
        XCTAssertEqual(diagnostics.first { $0["code"] == "spelling" }?["severity"], 2)
        XCTAssertEqual(diagnostics.first { $0["code"] != "spelling" }?["severity"], 4)
    }

    func testInlineDirectivesSilenceFindings() throws {
        let client = try TestClient()
        client.initialize()
        client.open(uri, "<!-- inkstone:disable-next-line -->\nThe wrold.\nThe wrold.\n")
        XCTAssertEqual(client.diagnostics(uri)?.map { $0["range"]?["start"]?["line"] }, [2])
    }

    func testCodeIsJudgedAsCheckJudgesIt() throws {
        let client = try TestClient()
        client.initialize()
        let uri = "file:///src/tool.py"
        client.open(uri, "def frobnicate(data):\n    # frobnicate the data, then the wrold.\n    return open(data, 'rbx')\n", language: "python")
        XCTAssertEqual(words(client.diagnostics(uri)), ["wrold"], "the code's own names and strings that hold code pass")
    }

    func testUntitledDocumentsAreCheckedFromMemory() throws {
        let client = try TestClient()
        client.initialize()
        client.open("untitled:Untitled-1", "The wrold.\n", language: "plaintext")
        XCTAssertEqual(words(client.diagnostics("untitled:Untitled-1")), ["wrold"])
    }

    /// Thousands of random edits through didChange, in UTF-8 positions: after each the
    /// server's text is the model's, and its diagnostics are those of a fresh check.
    func testRandomIncrementalEditsMatchAPlainModelAndAFreshCheck() throws {
        let seed: UInt64 = 0x15_15
        print("seed \(seed)")
        var random = SeededRandom(seed: seed)
        let client = try TestClient()
        client.initialize(["general": ["positionEncodings": ["utf-8"]]], options: ["typingDelay": 0])
        var model = Array("# Notes\n\nThe wrold is round.\r\nA `codde` span and teh end.\n".utf16)
        client.open(uri, String(decoding: model, as: UTF16.self))
        client.diagnosticsWithSuggestions(uri)
        let pieces = ["a", " ", "teh", "wrold", "word", ". ", "\n", "\r\n", "\n\n", "`", "😀", "é", "is is", "# ", "The "]
        for step in 1...2_000 {
            let start = Self.boundary(in: model, near: Int.random(in: 0...model.count, using: &random))
            let end = Self.boundary(in: model, near: min(model.count, start + Int.random(in: 0...6, using: &random)))
            let text = Int.random(in: 0..<4, using: &random) == 0 ? "" : pieces.randomElement(using: &random)!
            let range = Self.utf8Range(start, max(start, end), in: model)
            model.replaceSubrange(start..<max(start, end), with: Array(text.utf16))
            client.change(uri, version: step + 1, [["range": range, "text": .string(text)]])
            let current = String(decoding: model, as: UTF16.self)
            XCTAssertEqual(client.server.text(of: uri), current, "step \(step)")
            let fresh = "file:///notes/fresh.md"
            client.open(fresh, current)
            let (live, expected) = (client.diagnostics(uri), client.diagnostics(fresh))
            XCTAssertEqual(live, expected, "step \(step): \(current.debugDescription)")
            client.notify("textDocument/didClose", ["textDocument": ["uri": .string(fresh)]])
            if live != expected { break }
        }
    }

    /// `offset`, moved off the middle of a surrogate pair or of a CR LF.
    private static func boundary(in units: [UInt16], near offset: Int) -> Int {
        guard offset > 0 && offset < units.count else { return offset }
        if Surrogates.isLow(units[offset]) || units[offset - 1] == 0x0D && units[offset] == 0x0A { return offset - 1 }
        return offset
    }

    private static func utf8Range(_ start: Int, _ end: Int, in units: [UInt16]) -> JSONValue {
        let (startLine, startColumn) = utf8Position(start, in: units)
        let (endLine, endColumn) = utf8Position(end, in: units)
        return TestClient.range(startLine, startColumn, endLine, endColumn)
    }

    private static func utf8Position(_ offset: Int, in units: [UInt16]) -> (Int, Int) {
        var line = 0, lineStart = 0, index = 0
        while index < offset {
            if units[index] == 0x0D || units[index] == 0x0A {
                if units[index] == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A { index += 1 }
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return (line, String(decoding: units[lineStart..<offset], as: UTF16.self).utf8.count)
    }
}
