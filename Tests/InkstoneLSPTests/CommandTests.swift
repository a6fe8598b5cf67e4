import InkstoneJSON
import XCTest

/// `workspace/executeCommand` and hover (issue #15, items 7 and 8).
final class CommandTests: XCTestCase {
    func testACommandWithoutItsArgumentSaysWhatItTakes() throws {
        let client = try TestClient()
        client.initialize()
        for command in ["inkstone.addWord", "inkstone.ignore", "inkstone.fixAll", "inkstone.rewrite"] {
            let error = client.request("workspace/executeCommand", ["command": .string(command)])["error"]
            XCTAssertEqual(error?["code"], -32602, command)
            XCTAssertTrue(error?["message"]?.string?.contains("takes one object argument") ?? false, "\(command): \(error?.text ?? "")")
        }
        let unknown = client.request("workspace/executeCommand", ["command": "inkstone.nothing", "arguments": [[:]]])["error"]
        XCTAssertTrue(unknown?["message"]?.string?.contains("inkstone.addWord") ?? false)
        let spaced = client.request("workspace/executeCommand", ["command": "inkstone.addWord", "arguments": [["word": "two words"]]])["error"]
        XCTAssertEqual(spaced?["code"], -32602)
    }

    func testFixAllAsACommandAsksTheClientToApplyTheEdit() throws {
        let client = try TestClient()
        client.initialize(["workspace": ["applyEdit": true]])
        let uri = "file:///doc.md"
        client.open(uri, "The langauge.\n")
        client.diagnosticsWithSuggestions(uri)
        let result = client.request("workspace/executeCommand", ["command": "inkstone.fixAll", "arguments": [["uri": .string(uri)]]])
        XCTAssertEqual(result["result"]?["changes"]?[uri]?.array?.first?["newText"], "language")
        let applyEdit = try XCTUnwrap(client.sent("workspace/applyEdit").last)
        XCTAssertEqual(applyEdit["params"]?["edit"], result["result"])
        client.answer(applyEdit, with: ["applied": true])
    }

    func testHoverExplainsTheFindingAndHowToSilenceIt() throws {
        let client = try TestClient()
        client.initialize()
        let uri = "file:///doc.md"
        client.open(uri, "The langauge.\n")
        client.diagnosticsWithSuggestions(uri)
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 6]])["result"]
        let text = try XCTUnwrap(hover?["contents"]?["value"]?.string)
        XCTAssertTrue(text.contains("**spelling**"), text)
        XCTAssertTrue(text.contains("`language`"), text)
        XCTAssertTrue(text.contains("inkstone:ignore langauge"), text)
        XCTAssertEqual(hover?["range"], TestClient.range(0, 4, 0, 12))
        let nothing = client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 1]])
        XCTAssertEqual(nothing["result"], .null)
    }

    /// A grammar finding's hover names the rule, why it fired and an example of it.
    func testHoverExplainsAGrammarRuleByItsExample() throws {
        let client = try TestClient()
        client.initialize()
        let uri = "file:///doc.md"
        client.open(uri, "You could of told me.\n")
        let diagnostics = client.diagnosticsWithSuggestions(uri)
        XCTAssertEqual(diagnostics.first?["code"]?.string, "modal-of")
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 11]])["result"]
        let text = try XCTUnwrap(hover?["contents"]?["value"]?.string)
        XCTAssertTrue(text.contains("**modal-of**"), text)
        XCTAssertTrue(text.contains("`have`"), text)
        XCTAssertTrue(text.contains("Example: \"You could of told me earlier.\" → \"You could have told me earlier.\""), text)
    }

    func testRequestsAboutDocumentsThatAreNotOpenSaySo() throws {
        let client = try TestClient()
        client.initialize()
        let error = client.request("textDocument/hover", ["textDocument": ["uri": "file:///nowhere.md"], "position": ["line": 0, "character": 0]])["error"]
        XCTAssertEqual(error?["code"], -32602)
        XCTAssertTrue(error?["message"]?.string?.contains("not open") ?? false)
    }
}
