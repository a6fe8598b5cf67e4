import Foundation
import XCTest

/// `inkstone lsp` as a process: nothing but frames on standard output, whatever comes in.
final class LSPCommandTests: XCTestCase {
    private func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }

    /// Reads `Content-Length` frames off `output`; fails on anything else.
    private func frames(_ output: String) -> [String] {
        var bodies: [String] = []
        var rest = Substring(output)
        while !rest.isEmpty {
            guard let end = rest.range(of: "\r\n\r\n"), rest.hasPrefix("Content-Length: "),
                  let length = Int(rest[rest.index(rest.startIndex, offsetBy: 16)..<end.lowerBound]) else {
                XCTFail("not a frame: \(rest.prefix(80).debugDescription)")
                return bodies
            }
            let body = rest[end.upperBound...].utf8.prefix(length)
            bodies.append(String(decoding: body, as: UTF8.self))
            rest = Substring(String(decoding: rest[end.upperBound...].utf8.dropFirst(length), as: UTF8.self))
        }
        return bodies
    }

    func testASessionOverPipesAnswersInFramesAndExitsWithZero() throws {
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///x.md","languageId":"markdown","version":1,"text":"The wrold 😀.\n"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].map(frame).joined()
        let result = try CommandRunner.run(["lsp", "--stdio"], input: input)
        XCTAssertEqual(result.status, 0, result.stderr)
        let bodies = frames(result.stdout)
        XCTAssertTrue(bodies.first?.contains("\"capabilities\"") ?? false)
        XCTAssertTrue(bodies.contains { $0.contains("publishDiagnostics") && $0.contains("wrold") })
        XCTAssertTrue(bodies.last?.contains("\"id\":2") ?? false)
    }

    func testGarbageInGetsFramesOutAndTheEndOfInputExitsWithOne() throws {
        let input = "hello\r\n\r\n" + frame("{not json") + "Content-Length: 2\r\n\r\n[]" + frame(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#)
            + "\u{0}\u{1}garbage without end"
        let result = try CommandRunner.run(["lsp"], input: input)
        XCTAssertEqual(result.status, 1, "no exit notification after a refused shutdown")
        let bodies = frames(result.stdout)
        XCTAssertEqual(bodies.filter { $0.contains("-32700") }.count, 2, bodies.joined(separator: "\n"))
        XCTAssertTrue(bodies.contains { $0.contains("-32600") })
        XCTAssertTrue(bodies.contains { $0.contains("-32002") && $0.contains("\"id\":7") })
    }

    func testTheLogGoesToTheFileNamedAndNeverToStandardOutput() throws {
        let log = NSTemporaryDirectory() + "inkstone-lsp-\(UUID().uuidString).log"
        defer { try? FileManager.default.removeItem(atPath: log) }
        let result = try CommandRunner.run(["lsp", "--log", log], input: "no headers here\r\n\r\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(try String(contentsOfFile: log, encoding: .utf8).contains("could not be read"))
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(frames(result.stdout).allSatisfy { $0.contains("-32700") })
    }

    func testHelpAndBadArguments() throws {
        let help = try CommandRunner.run(["lsp", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("docs/editors.md"))
        let bad = try CommandRunner.run(["lsp", "extra"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("unexpected argument 'extra'"), bad.stderr)
    }
}
