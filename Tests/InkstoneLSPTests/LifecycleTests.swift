import InkstoneJSON
import XCTest

/// LSP 3.17's lifecycle and JSON-RPC's errors (issue #15, item 1).
final class LifecycleTests: XCTestCase {
    private func code(_ answer: JSONValue) -> Int? { answer["error"]?["code"]?.int }

    func testRequestsBeforeInitializeAreRefusedAndNotificationsDropped() throws {
        let client = try TestClient()
        XCTAssertEqual(code(client.request("textDocument/hover", [:])), -32002)
        client.open("file:///a.md", "Teh cat.\n")
        XCTAssertTrue(client.sent("textDocument/publishDiagnostics").isEmpty)
        XCTAssertTrue(client.exits.isEmpty)
    }

    func testInitializeTwiceIsAnInvalidRequest() throws {
        let client = try TestClient()
        client.initialize()
        XCTAssertEqual(code(client.request("initialize", ["capabilities": [:]])), -32600)
    }

    func testAfterShutdownOnlyExitIsTakenAndExitsWithZero() throws {
        let client = try TestClient()
        client.initialize()
        XCTAssertEqual(client.request("shutdown")["result"], .null)
        XCTAssertEqual(code(client.request("textDocument/hover", [:])), -32600)
        client.notify("exit")
        XCTAssertEqual(client.exits, [0])
    }

    func testExitWithoutShutdownExitsWithOne() throws {
        let client = try TestClient()
        client.initialize()
        client.notify("exit")
        XCTAssertEqual(client.exits, [1])
    }

    func testEndOfInputExitsAsExitWould() throws {
        let client = try TestClient()
        client.initialize()
        _ = client.request("shutdown")
        client.server.endOfInput()
        client.server.drain()
        XCTAssertEqual(client.exits, [0])
    }

    func testInvalidJSONIsAParseErrorWithANullID() throws {
        let client = try TestClient()
        client.sendRaw("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ")
        let answer = try XCTUnwrap(client.messages.last)
        XCTAssertEqual(code(answer), -32700)
        XCTAssertEqual(answer["id"], .null)
    }

    func testMessagesThatAreNoRequestsAreInvalidRequests() throws {
        let client = try TestClient()
        for text in [#"{"id": 1, "method": "initialize"}"#, #"{"jsonrpc": "2.0", "id": 2}"#, "[1, 2]", #"{"jsonrpc": "2.0", "id": [3], "method": "x"}"#] {
            client.clear()
            client.sendRaw(text)
            XCTAssertEqual(code(try XCTUnwrap(client.messages.last)), -32600, text)
        }
    }

    func testUnknownMethodsAreNotFoundAndUnknownNotificationsIgnored() throws {
        let client = try TestClient()
        client.initialize()
        XCTAssertEqual(code(client.request("textDocument/rename", [:])), -32601)
        XCTAssertEqual(code(client.request("$/unknown", [:])), -32601)
        client.clear()
        client.notify("$/setTrace", ["value": "off"])
        client.notify("textDocument/didSave", ["textDocument": ["uri": "file:///a.md"]])
        XCTAssertTrue(client.messages.isEmpty)
    }

    func testACancelledRequestIsAnsweredWithRequestCancelled() throws {
        let client = try TestClient()
        client.initialize()
        client.open("file:///a.md", "Some text.\n")
        // The cancellation arrives before the server reaches the request.
        client.server.receive(Data(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"h1"}}"#.utf8))
        client.server.receive(Data(#"{"jsonrpc":"2.0","id":"h1","method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a.md"},"position":{"line":0,"character":1}}}"#.utf8))
        client.server.drain()
        let answer = try XCTUnwrap(client.messages.last { $0["id"] == "h1" })
        XCTAssertEqual(code(answer), -32800)
    }

    func testTheServerDeclaresWhatItDoes() throws {
        let client = try TestClient()
        let result = client.request("initialize", ["capabilities": ["textDocument": ["diagnostic": [:]]]])["result"]
        let capabilities = try XCTUnwrap(result?["capabilities"])
        XCTAssertEqual(capabilities["positionEncoding"], "utf-16")
        XCTAssertEqual(capabilities["textDocumentSync"]?["change"], 2)
        XCTAssertEqual(capabilities["diagnosticProvider"]?["workspaceDiagnostics"], true)
        XCTAssertEqual(capabilities["experimental"]?["inkstone"]?["rewrite"], true)
        XCTAssertEqual(capabilities["executeCommandProvider"]?["commands"]?.array?.contains("inkstone.addWord"), true)
    }
}
