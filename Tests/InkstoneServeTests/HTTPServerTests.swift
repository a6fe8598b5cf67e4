import Foundation
import InkstoneJSON
import InkstoneText
import XCTest
@testable import InkstoneServe

/// The API over real sockets: many clients at once each get their own findings, and
/// no input (oversized, broken, random) stops the server answering.
final class HTTPServerTests: XCTestCase {
    private var harness: APIHarness!
    private var server: HTTPServer!

    override func setUpWithError() throws {
        harness = try APIHarness()
        var limits = HTTPServer.Limits()
        limits.bodyLimit = 4_096
        let api = harness.api
        server = try HTTPServer(address: "127.0.0.1", port: 0, limits: limits, respond: api.respond)
    }

    override func tearDown() {
        server.stop()
        harness.remove()
    }

    /// Each text puts its misspelling at its own offset.
    private static func text(_ index: Int) -> String {
        "Client \(index) wrote" + String(repeating: " a very", count: index % 17) + " mispelled word."
    }

    private func assertAnswered(file: StaticString = #filePath, line: UInt = #line) {
        let answer = RawConnection.request(port: server.port, body: APIHarness.formEncoded([("text", Self.text(3)), ("language", "en-US")]))
        XCTAssertEqual(answer.status, 200, answer.body, file: file, line: line)
    }

    func testSixtyFourClientsAtOnceEachGetTheirOwnFindings() {
        let port = server.port
        let lock = NSLock()
        nonisolated(unsafe) var wrong: [String] = []
        // A thread each, released together: 64 clients at once.
        let finished = DispatchGroup()
        let released = DispatchSemaphore(value: 0)
        for index in 0..<64 {
            finished.enter()
            Thread {
                released.wait()
                if let problem = Self.problem(askingAsClient: index, port: port) {
                    lock.lock()
                    wrong.append(problem)
                    lock.unlock()
                }
                finished.leave()
            }.start()
        }
        for _ in 0..<64 { released.signal() }
        finished.wait()
        XCTAssertEqual(wrong, [])
    }

    /// What is wrong with the answer client `index` gets for its own text, or nil.
    private static func problem(askingAsClient index: Int, port: UInt16) -> String? {
        let text = text(index)
        let answer = RawConnection.request(port: port, body: APIHarness.formEncoded([("text", text), ("language", "en-US")]))
        let match = (try? JSONValue.parse(Data(answer.body.utf8)))?["matches"]?.array?.first
        let expected = text.utf16.count - "mispelled word.".utf16.count
        guard answer.status != 200 || match?["offset"]?.int != expected || match?["length"]?.int != 9 else { return nil }
        return "client \(index): status \(answer.status), \(answer.body.prefix(200))"
    }

    func testAnOversizedBodyIs413AndTheServerGoesOn() {
        let answer = RawConnection.request(port: server.port, body: "text=" + String(repeating: "a", count: 10_000) + "&language=en-US")
        XCTAssertEqual(answer.status, 413)
        XCTAssertTrue(answer.body.contains("--max-request-bytes"), answer.body)
        assertAnswered()
    }

    /// Issue #49, item 7: a client that sends a 4 MB body before it reads (Python's
    /// http.client) gets its 413, not a reset connection.
    func testAHugeBodySentBeforeReadingGetsIts413() {
        let answer = RawConnection.request(port: server.port, body: "text=" + String(repeating: "a", count: 4 << 20) + "&language=en-US")
        XCTAssertEqual(answer.status, 413, answer.body)
        XCTAssertTrue(answer.body.contains("--max-request-bytes"), answer.body)
    }

    /// Issue #49, item 7: two Content-Length headers are a 400 that closes the
    /// connection; what follows the shorter length is not read as a second request.
    func testALengthGivenTwiceIs400AndNothingIsSmuggled() {
        let request = "POST /v2/check HTTP/1.1\r\nHost: localhost\r\nContent-Length: 11\r\nContent-Length: 60\r\n"
            + "Content-Type: application/x-www-form-urlencoded\r\n\r\ntext=hello GET /v2/words HTTP/1.1\r\nHost: localhost\r\n\r\n"
        let answer = String(decoding: RawConnection.exchange(port: server.port, Array(request.utf8)), as: UTF8.self)
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 400"), answer)
        XCTAssertTrue(answer.contains("gives its length twice"), answer)
        XCTAssertEqual(answer.components(separatedBy: "HTTP/1.1 ").count, 2, "one answer only: \(answer)")
    }

    /// Issue #49, item 4: a check under way holds no thread: with a single thread and
    /// a check held, other requests are answered before it ends.
    func testACheckUnderWayHoldsNoThread() throws {
        var limits = HTTPServer.Limits()
        limits.threads = 1
        let (started, gate) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        harness.api.service.beforeCheck = {
            started.signal()
            gate.wait()
        }
        let api = harness.api
        let single = try HTTPServer(address: "127.0.0.1", port: 0, limits: limits, answer: api.answer)
        defer { single.stop() }
        let held = DispatchGroup()
        held.enter()
        DispatchQueue.global().async {
            _ = RawConnection.request(port: single.port, body: "text=Hello.&language=en-US")
            held.leave()
        }
        started.wait()
        for _ in 0..<3 {
            XCTAssertEqual(RawConnection.request(port: single.port, method: "GET", path: "/v2/languages", body: "").status, 200)
        }
        XCTAssertEqual(held.wait(timeout: .now()), .timedOut, "the check is still held")
        harness.api.service.beforeCheck = nil
        gate.signal()
        held.wait()
    }

    /// Issue #49, item 4: a connection that has not sent its whole request by the
    /// deadline is closed, though the idle timeout (five minutes here) would wait.
    func testAConnectionThatOwesItsRequestPastTheDeadlineIsClosed() throws {
        var limits = HTTPServer.Limits()
        limits.requestSeconds = 0.5
        limits.idleTimeout = 300
        let api = harness.api
        let strict = try HTTPServer(address: "127.0.0.1", port: 0, limits: limits, answer: api.answer)
        defer { strict.stop() }
        let partial = Array("GET /v2/languages HTTP/1.1\r\nHost: localhost\r\nX-Slow: ".utf8)
        XCTAssertTrue(RawConnection.isClosedUnanswered(port: strict.port, after: partial, timeout: 60),
                      "closed without an answer, long before the socket's 60 s")
        XCTAssertEqual(RawConnection.request(port: strict.port, method: "GET", path: "/v2/languages", body: "").status, 200)
    }

    /// Two requests on one kept-alive connection each get their own answer.
    func testAKeptAliveConnectionAnswersEachRequest() {
        let bodies = [("A mispelled word.", "misspelled"), ("We recieve it.", "receive")].map { text, fix in
            (APIHarness.formEncoded([("text", text), ("language", "en-US")]), fix)
        }
        let requests = bodies.enumerated().map { index, body in
            "POST /v2/check HTTP/1.1\r\nHost: localhost\r\n\(index == 1 ? "Connection: close\r\n" : "")"
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.0.utf8.count)\r\n\r\n" + body.0
        }.joined()
        let answer = String(decoding: RawConnection.exchange(port: server.port, Array(requests.utf8)), as: UTF8.self)
        XCTAssertEqual(answer.components(separatedBy: "HTTP/1.1 200").count - 1, 2, answer)
        for (_, fix) in bodies { XCTAssertTrue(answer.contains("\"\(fix)\""), answer) }
    }

    func testAChunkedBodyIsRead() {
        let body = APIHarness.formEncoded([("text", "A mispelled word."), ("language", "en-US")])
        let half = body.utf8.count / 2
        let bytes = Array(body.utf8)
        let chunk = { (part: ArraySlice<UInt8>) in Array(String(part.count, radix: 16).utf8) + [13, 10] + part + [13, 10] }
        let request = Array("POST /v2/check HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
            + chunk(bytes[..<half]) + chunk(bytes[half...]) + Array("0\r\n\r\n".utf8)
        let answer = String(decoding: RawConnection.exchange(port: server.port, request), as: UTF8.self)
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 200"), answer)
        XCTAssertTrue(answer.contains("\"misspelled\""), answer)
    }

    /// Random methods, paths, headers and bodies, and random bytes: each gets an answer
    /// or a closed connection, and a good request is answered after each batch.
    func testRandomRequestsNeverStopTheServer() {
        let seed: UInt64 = 28_05
        print("HTTPServerTests: seed \(seed)")
        var random = SeededRandom(seed: seed)
        let methods = ["GET", "POST", "PUT", "OPTIONS", "HEAD", "G\u{0}ET", ""]
        let paths = ["/v2/check", "/v2/languages", "/v2/words/add", "/v2/check?text=%ZZ&language=en", "/../etc", "*", "/v2/check/"]
        let fields = ["text", "data", "language", "level", "disabledRules", "inkstoneFormat", "enabledOnly", "offset"]
        let values = ["", "en-US", "auto", "xx", "{", #"{"annotation":[{"markup":"<b>"}]}"#, "😀\u{0}", "picky", "true", "markdown", "-3"]
        for batch in 0..<6 {
            for _ in 0..<20 {
                // A request that is whole is answered and read; a broken one (a body
                // shorter than it says, random bytes) is left to the server's idle timeout.
                var request: [UInt8], isWhole = false
                if Bool.random(using: &random) {
                    let body = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                        fields.randomElement(using: &random)! + "=" + values.randomElement(using: &random)!
                    }.joined(separator: "&")
                    let declared = Int.random(in: 0...body.utf8.count + 2, using: &random)
                    isWhole = declared <= body.utf8.count
                    request = Array(("\(methods.randomElement(using: &random)!) \(paths.randomElement(using: &random)!) HTTP/1.1\r\nHost: x\r\n"
                        + "Connection: close\r\nContent-Length: \(declared)\r\n\r\n" + body).utf8)
                } else {
                    request = (0..<Int.random(in: 0...600, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                }
                _ = RawConnection.exchange(port: server.port, request, timeout: isWhole ? 10 : 0)
            }
            assertAnswered()
            if testRun?.failureCount ?? 0 > 0 { return XCTFail("seed \(seed), batch \(batch)") }
        }
    }
}
