import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

/// `inkstone serve` as a user starts it: it says where it listens, answers, and stops
/// on SIGTERM; bad options are usage errors that say what is wrong.
final class ServeCommandTests: XCTestCase {
    func testBadOptionsAreUsageErrors() throws {
        for (arguments, says) in [(["serve", "--port", "99999"], "--port takes a whole number"),
                                  (["serve", "--listen", "nowhere"], "'nowhere' is not an IPv4 or IPv6 address"),
                                  (["serve", "extra"], "unexpected argument 'extra'")] {
            let result = try CommandRunner.run(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains(says), result.stderr)
        }
    }

    func testTheServerSaysWhereItListensAnswersAndStopsOnSIGTERM() throws {
        let (process, _, url, _) = try startServer()
        defer { if process.isRunning { process.terminate() } }
        var request = URLRequest(url: URL(string: url + "check")!)
        request.httpMethod = "POST"
        request.httpBody = Data("language=en-US&text=A+mispelled+word.".utf8)
        let answered = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var body = Data()
        URLSession.shared.dataTask(with: request) { data, _, _ in
            body = data ?? Data()
            answered.signal()
        }.resume()
        XCTAssertEqual(answered.wait(timeout: .now() + 60), .success)
        XCTAssertTrue(String(decoding: body, as: UTF8.self).contains(#""value":"misspelled""#), String(decoding: body, as: UTF8.self))
        process.terminate()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    /// Issue #53, item 8: a page from an origin not allowed is named in the log once,
    /// with the option that lets it in.
    func testARefusedOriginIsLoggedWithTheWayToAllowIt() throws {
        let (process, errors, url, greeting) = try startServer()
        var said = greeting
        defer { if process.isRunning { process.terminate() } }
        for _ in 0..<2 {
            var request = URLRequest(url: URL(string: url + "check")!)
            request.httpMethod = "POST"
            request.setValue("https://notes.example", forHTTPHeaderField: "Origin")
            request.httpBody = Data("language=en-US&text=Fine.".utf8)
            let answered = DispatchSemaphore(value: 0)
            URLSession.shared.dataTask(with: request) { _, _, _ in answered.signal() }.resume()
            XCTAssertEqual(answered.wait(timeout: .now() + 60), .success)
        }
        process.terminate()
        process.waitUntilExit()
        said += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(said.components(separatedBy: "a page from https://notes.example").count - 1, 1, "once: \(said)")
        XCTAssertTrue(said.contains("--allow-origin 'https://notes.example'"), said)
    }

    private struct NoAddress: Error { let said: String }

    /// `inkstone serve --port 0` with no personal configuration, once it has said
    /// where it listens: the process, its standard error, and the API's base URL.
    private func startServer() throws -> (Process, Pipe, String, String) {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["serve", "--port", "0"]
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CONFIG_HOME": NSTemporaryDirectory() + "inkstone-none"]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        var said = ""
        while !said.contains("\n") {
            let chunk = errors.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            said += String(decoding: chunk, as: UTF8.self)
        }
        guard let url = said.range(of: #"http://127\.0\.0\.1:[0-9]+/v2/"#, options: .regularExpression).map({ String(said[$0]) }) else {
            process.terminate()
            throw NoAddress(said: said)
        }
        return (process, errors, url, said)
    }

}
