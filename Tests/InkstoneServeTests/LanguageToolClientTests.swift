import Foundation
import InkstoneJSON
import XCTest
@testable import InkstoneServe

/// The PyPI package language-tool-python, a real LanguageTool client, pointed at the
/// server: Inkstone's findings arrive with the right offsets and replacements, and
/// `disabledRules` and `auto` work. `make test` installs the package (scripts/setup.sh).
final class LanguageToolClientTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    func testLanguageToolPythonGetsInkstonesFindings() throws {
        let harness = try APIHarness()
        defer { harness.remove() }
        let server = try HTTPServer(address: "127.0.0.1", port: 0, respond: harness.api.respond)
        defer { server.stop() }
        let report = try Self.runClient(port: server.port)
        let matches = try XCTUnwrap(report["matches"]?.array)
        XCTAssertEqual(matches.map { $0["rule"]?.string }, ["spelling", "repeated-word"])
        XCTAssertEqual(matches.first?["text"]?.string, "mispelled")
        XCTAssertEqual(matches.first?["replacements"]?.array?.first?.string, "misspelled")
        XCTAssertEqual(matches.first?["category"]?.string, "TYPOS")
        XCTAssertEqual(matches.first?["issueType"]?.string, "misspelling")
        XCTAssertEqual(report["corrected"]?.string, "😀 This sentence has a misspelled word. It was late.")
        XCTAssertEqual(report["withoutSpelling"]?.array, [.string("repeated-word")])
        XCTAssertEqual(report["auto"]?.array, [.string("spelling")])
    }

    /// The sentences a LanguageTool user types first (issue #52): at least 12 of 14
    /// reported through the client, and corrected by its `correct`.
    func testTheFirstSentencesALanguageToolUserTypesAreCaught() throws {
        let harness = try APIHarness()
        defer { harness.remove() }
        let server = try HTTPServer(address: "127.0.0.1", port: 0, respond: harness.api.respond)
        defer { server.stop() }
        let report = try XCTUnwrap(Self.runClient(port: server.port, script: "language_tool_sentences.py").array)
        XCTAssertEqual(report.count, 14)
        let caught = report.filter { !($0["rules"]?.array?.isEmpty ?? true) }
        XCTAssertGreaterThanOrEqual(caught.count, 12, "\(report)")
        let corrected = Dictionary(uniqueKeysWithValues: report.compactMap { entry in
            entry["sentence"]?.string.flatMap { sentence in entry["corrected"]?.string.map { (sentence, $0) } }
        })
        XCTAssertEqual(corrected["I has a apple."], "I have an apple.")
        XCTAssertEqual(corrected["You could of told me."], "You could have told me.")
        XCTAssertEqual(corrected["The dog wagged it's tail."], "The dog wagged its tail.")
        XCTAssertEqual(corrected["I am more taller than you."], "I am taller than you.")
    }

    private static func runClient(port: UInt16, script: String = "language_tool_client.py") throws -> JSONValue {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", packageRoot + "/Tests/Clients/" + script, String(port)]
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONPATH"] = packageRoot + "/.build/python-packages"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        (process.standardOutput, process.standardError) = (output, errors)
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw APIHarness.Failure(message: "\(script) failed (status \(process.terminationStatus); "
                + "'make test' installs language-tool-python into .build/python-packages): " + String(decoding: said, as: UTF8.self))
        }
        return try JSONValue.parse(printed)
    }
}
