import InkstoneJSON
import XCTest

/// Safe rewrites for assistants (issue #15, item 10).
final class RewriteTests: XCTestCase {
    private let uri = "file:///doc.md"
    private let text = "Intro line.\n\nRun `make test` to check it, see https://example.com/a now.\n\nLast one.\n"

    func testContextsAreTheParagraphsMeetingTheRangeWithTheirProtectedParts() throws {
        let client = try TestClient()
        client.initialize()
        client.open(uri, text)
        let result = client.request("inkstone/contexts", ["textDocument": ["uri": .string(uri)], "range": TestClient.range(2, 3, 2, 3)])["result"]
        let contexts = try XCTUnwrap(result?["contexts"]?.array)
        XCTAssertEqual(contexts.count, 1)
        XCTAssertEqual(contexts[0]["text"], "Run `make test` to check it, see https://example.com/a now.")
        XCTAssertEqual(contexts[0]["range"], TestClient.range(2, 0, 2, 59))
        let protected = contexts[0]["protected"]?.array ?? []
        XCTAssertTrue(protected.contains(TestClient.range(2, 4, 2, 15)), "the code span: \(protected.map(\.text))")
        let all = client.request("inkstone/contexts", ["textDocument": ["uri": .string(uri)]])["result"]?["contexts"]?.array
        XCTAssertEqual(all?.count, 3)
    }

    func testARewriteBecomesValidatedMinimalEditsAndWhatTouchesCodeIsRejected() throws {
        let client = try TestClient()
        client.initialize()
        client.open(uri, text, version: 3)
        let rewritten = "Please run `make check` to verify it, see https://example.com/a now."
        let result = client.request("inkstone/rewrite", ["textDocument": ["uri": .string(uri), "version": 3],
                                                         "range": TestClient.range(2, 0, 2, 59), "newText": .string(rewritten)])["result"]
        let edits = try XCTUnwrap(result?["edits"]?.array)
        let rejected = try XCTUnwrap(result?["rejected"]?.array)
        XCTAssertEqual(rejected.map { $0["reason"] }, ["crossesProtected"], "make test → make check is inside the code span")
        XCTAssertEqual(edits.compactMap { $0["newText"]?.string }, ["Please run", "verify"])
        // Applying the accepted edits (from the last, as they all refer to the original) keeps the code span.
        var line = Array("Run `make test` to check it, see https://example.com/a now.".utf16)
        for edit in edits.reversed() {
            let start = edit["range"]!["start"]!["character"]!.int!, end = edit["range"]!["end"]!["character"]!.int!
            line.replaceSubrange(start..<end, with: Array(edit["newText"]!.string!.utf16))
        }
        XCTAssertEqual(String(decoding: line, as: UTF16.self), "Please run `make test` to verify it, see https://example.com/a now.")
    }

    func testARewriteOfAnOldVersionIsContentModified() throws {
        let client = try TestClient()
        client.initialize()
        client.open(uri, text, version: 3)
        let answer = client.request("inkstone/rewrite", ["textDocument": ["uri": .string(uri), "version": 2],
                                                         "range": TestClient.range(0, 0, 0, 5), "newText": "Outro"])
        XCTAssertEqual(answer["error"]?["code"], -32801)
    }

    /// Issue #49, item 5: what the server takes as new text is bounded by what it
    /// replaces and is text: a 3 MB `newText` for one line, or a NUL, is refused, and
    /// no edit past the server's own 2 MB limit comes back.
    func testANewTextFarLargerThanItsRangeOrWithControlCharactersIsRefused() throws {
        let client = try TestClient()
        client.initialize()
        client.open(uri, text, version: 3)
        let huge = client.request("inkstone/rewrite", ["textDocument": ["uri": .string(uri), "version": 3], "range": TestClient.range(0, 0, 0, 5),
                                                       "newText": .string(String(repeating: "Outro words. ", count: 250_000))])
        XCTAssertEqual(huge["error"]?["code"], -32602)
        XCTAssertTrue(huge["error"]?["message"]?.string?.contains("more than 65536 (8 × the range it replaces") == true, huge.text)
        let nul = client.request("workspace/executeCommand", ["command": "inkstone.replace", "arguments": [
            ["uri": .string(uri), "range": TestClient.range(0, 0, 0, 5), "text": "Out\u{0}ro"]]])
        XCTAssertEqual(nul["error"]?["code"], -32602)
        XCTAssertTrue(nul["error"]?["message"]?.string?.contains("control character U+0000 at character 3") == true, nul.text)
        let fine = client.request("inkstone/rewrite", ["textDocument": ["uri": .string(uri), "version": 3], "range": TestClient.range(0, 0, 0, 5),
                                                       "newText": "Outro"])
        XCTAssertEqual(fine["result"]?["edits"]?.array?.count, 1, fine.text)
    }

    func testProofreadGivesTheSureCorrectionsInTheRange() throws {
        let client = try TestClient()
        client.initialize()
        client.open(uri, "The langauge here.\n\nThe becuase there.\n")
        client.diagnosticsWithSuggestions(uri)
        let result = client.request("inkstone/proofread", ["textDocument": ["uri": .string(uri)], "range": TestClient.range(2, 0, 2, 18)])
        XCTAssertEqual(result["result"]?["edits"], [["range": TestClient.range(2, 4, 2, 11), "newText": "because"]])
        let viaCommand = client.request("workspace/executeCommand", ["command": "inkstone.proofread",
                                                                     "arguments": [["textDocument": ["uri": .string(uri)]]]])
        XCTAssertEqual(viaCommand["result"]?["edits"]?.array?.count, 2)
    }
}
