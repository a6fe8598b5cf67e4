import Foundation
import InkstoneJSON
import InkstoneTestSupport
import XCTest
@testable import InkstoneServe

/// LibreOffice's own LanguageTool client (Debian's LibreOffice 7.4, headless, through
/// Tests/Clients/libreoffice_client.py) proofreads a paragraph against the server.
/// LibreOffice is a large install, so this runs in `make test-long`, whose setup
/// installs it (INKSTONE_LONG_TESTS=1), and is skipped in `make test`.
final class LibreOfficeClientTests: XCTestCase {
    func testLibreOfficesLanguageToolCheckerGetsInkstonesFindings() throws {
        try XCTSkipUnless(TestScale.isLong, "LibreOffice is driven only in make test-long (INKSTONE_LONG_TESTS=1)")
        let harness = try APIHarness()
        defer { harness.remove() }
        let server = try HTTPServer(address: "127.0.0.1", port: 0, respond: harness.api.respond)
        defer { server.stop() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [LanguageToolClientTests.packageRoot + "/Tests/Clients/libreoffice_client.py", "http://127.0.0.1:\(server.port)/v2"]
        let output = Pipe(), errors = Pipe()
        (process.standardOutput, process.standardError) = (output, errors)
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "libreoffice_client.py (needs libreoffice-writer and python3-uno): \(said)")
        let errorsFound = try XCTUnwrap(JSONValue.parse(printed).array)
        XCTAssertEqual(errorsFound.map { $0["text"]?.string }, ["mispelled", " was"])
        XCTAssertEqual(errorsFound.first?["suggestions"]?.array?.first?.string, "misspelled")
    }
}
