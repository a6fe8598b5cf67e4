import Foundation
import InkstoneJSON
import InkstoneText
import XCTest
@testable import InkstoneLSP

/// Bad input (issue #15, tests): random and mutated frames never crash the server,
/// and everything it writes is a JSON-RPC message.
final class ServerFuzzTests: XCTestCase {
    private let valid = [
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8"]}}}}"#,
        #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///f.md","languageId":"markdown","version":1,"text":"The wrold 😀 `code`.\r\nMore text.\n"}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///f.md","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":4},"end":{"line":0,"character":6}},"text":"é\n"}]}}"#,
        #"{"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///f.md"},"range":{"start":{"line":0,"character":0},"end":{"line":9,"character":99}},"context":{"diagnostics":[]}}}"#,
        #"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///f.md"},"position":{"line":0,"character":5}}}"#,
        #"{"jsonrpc":"2.0","id":4,"method":"inkstone/rewrite","params":{"textDocument":{"uri":"file:///f.md"},"range":{"start":{"line":0,"character":0},"end":{"line":1,"character":3}},"newText":"New `x`"}}"#,
        #"{"jsonrpc":"2.0","id":5,"method":"workspace/executeCommand","params":{"command":"inkstone.ignore","arguments":[{"uri":"file:///f.md","range":{"start":{"line":0,"character":4},"end":{"line":0,"character":9}}}]}}"#,
        #"{"jsonrpc":"2.0","id":6,"method":"inkstone/contexts","params":{"textDocument":{"uri":"file:///f.md"}}}"#,
    ]

    func testRandomAndMutatedFramesNeverCrashAndOnlyMessagesComeOut() throws {
        let seed: UInt64 = 0x15_F0
        print("seed \(seed)")
        var random = SeededRandom(seed: seed)
        let client = try TestClient()
        var framing = MessageFraming()
        for round in 0..<3_000 {
            var body = Array(valid[round < valid.count ? round : Int.random(in: 0..<valid.count, using: &random)].utf8)
            if round >= valid.count {
                for _ in 0..<Int.random(in: 1...4, using: &random) { mutate(&body, &random) }
            }
            var frame = MessageFraming.frame(Data(body))
            if Int.random(in: 0..<20, using: &random) == 0 { frame = Data("Content-Length: x\r\n\r\n".utf8) + frame }
            if Int.random(in: 0..<30, using: &random) == 0 { frame = Data((0..<Int.random(in: 1...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }) }
            framing.read(frame, message: client.server.receive, unreadable: client.server.receiveUnreadable)
        }
        client.server.drain()
        // The unmutated first rounds were served: the loop below has messages to look at.
        XCTAssertNotNil(client.messages.first { $0["id"] == 1 }?["result"]?["capabilities"], "initialize was answered")
        XCTAssertTrue(client.messages.contains { $0["params"]?["uri"] == "file:///f.md" && $0["method"] == "textDocument/publishDiagnostics" })
        XCTAssertGreaterThan(client.messages.filter { $0["error"] != nil }.count, 100, "mutated requests get errors")
        for message in client.messages {
            XCTAssertEqual(message["jsonrpc"], "2.0", message.text)
            XCTAssertTrue(message["method"] != nil || message["result"] != nil || message["error"] != nil, message.text)
        }
        // Still answering: a request after all that gets its own answer.
        let answer = client.request("shutdown", .null)
        XCTAssertEqual(answer["result"], .null, answer.text)
        XCTAssertNil(answer["error"], answer.text)
    }

    private func mutate(_ body: inout [UInt8], _ random: inout SeededRandom) {
        guard !body.isEmpty else { return }
        let at = Int.random(in: 0..<body.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0: body[at] = UInt8.random(in: 0...255, using: &random)
        case 1: body.remove(at: at)
        case 2: body.insert(Array("{}[]\":,0-9e\\".utf8).randomElement(using: &random)!, at: at)
        case 3:  // a number somewhere becomes a huge or negative one
            if let digit = body[at...].firstIndex(where: { (0x30...0x39).contains($0) }) {
                body.replaceSubrange(digit...digit, with: Array(["-1", "99999999", "2147483648", "1e9", "0.5"].randomElement(using: &random)!.utf8))
            }
        default: body = Array(body[..<at])
        }
    }

    /// Documents of random sizes (some over the limit) opened, changed and closed in
    /// random order: the server stays up, and a closed document's last diagnostics are
    /// empty.
    func testRandomSizesAndOpenCloseStormsLeaveNothingForClosedDocuments() throws {
        let seed: UInt64 = 0x24_F0
        print("seed \(seed)")
        var random = SeededRandom(seed: seed)
        let client = try TestClient()
        client.initialize()
        var open = Set<String>()
        for _ in 0..<150 {
            let uri = "file:///storm\(Int.random(in: 0..<12, using: &random)).md"
            switch Int.random(in: 0..<4, using: &random) {
            case 0, 1:
                let size = [10, 1_000, 100_000, 2_200_000].randomElement(using: &random)!
                let text = String(repeating: "Some teh words. ", count: size / 16 + 1)
                client.server.receive(Data(JSONValue.object([("jsonrpc", "2.0"), ("method", "textDocument/didOpen"), ("params", [
                    "textDocument": ["uri": .string(uri), "languageId": "markdown", "version": 1, "text": .string(text)],
                ])]).text.utf8))
                open.insert(uri)
            case 2:
                client.server.receive(Data(JSONValue.object([("jsonrpc", "2.0"), ("method", "textDocument/didClose"), ("params", [
                    "textDocument": ["uri": .string(uri)],
                ])]).text.utf8))
                open.remove(uri)
            default:
                client.server.receive(Data(JSONValue.object([("jsonrpc", "2.0"), ("method", "textDocument/didChange"), ("params", [
                    "textDocument": ["uri": .string(uri), "version": 2],
                    "contentChanges": [["range": TestClient.range(0, Int.random(in: 0..<9, using: &random), 0, Int.random(in: 0..<9, using: &random)),
                                        "text": "x"]],
                ])]).text.utf8))
            }
        }
        client.server.drain()
        for index in 0..<12 where !open.contains("file:///storm\(index).md") {
            XCTAssertEqual(client.diagnostics("file:///storm\(index).md") ?? [], [], "storm\(index) is closed")
        }
        let answer = client.request("shutdown", .null)
        XCTAssertNil(answer["error"], answer.text)
    }
}
