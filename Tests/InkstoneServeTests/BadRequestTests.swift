import InkstoneJSON
import XCTest
@testable import InkstoneServe

/// Every bad input gets its status and a message that names the field and the fix.
final class BadRequestTests: XCTestCase {
    private var harness: APIHarness!

    override func setUpWithError() throws { harness = try APIHarness(maxTextLength: 50) }
    override func tearDown() { harness.remove() }

    private func assertStatus(_ expected: Int, _ response: HTTPResponse, mentions word: String, file: StaticString = #filePath, line: UInt = #line) {
        let message = String(decoding: response.body, as: UTF8.self)
        XCTAssertEqual(response.status, expected, message, file: file, line: line)
        XCTAssertTrue(message.contains(word), "'\(word)' not in: \(message)", file: file, line: line)
    }

    func testMissingTextOrLanguage() {
        assertStatus(400, harness.post("/v2/check", [("language", "en-US")]), mentions: "'text'")
        assertStatus(400, harness.post("/v2/check", [("text", "Hello.")]), mentions: "'language'")
    }

    func testAnUnknownLanguageNamesTheInstalledOnes() {
        assertStatus(400, harness.post("/v2/check", [("text", "Hello."), ("language", "xx-YY")]), mentions: "en-US")
    }

    func testAnUnknownFormatIsRefused() {
        assertStatus(400, harness.post("/v2/check", [("text", "Hello."), ("language", "en-US"), ("inkstoneFormat", "klingon")]),
                     mentions: "klingon")
    }

    func testBadAnnotationData() {
        assertStatus(400, harness.post("/v2/check", [("data", "{not json"), ("language", "en-US")]), mentions: "'data'")
        assertStatus(400, harness.post("/v2/check", [("data", #"{"annotation":[{"bold":"x"}]}"#), ("language", "en-US")]), mentions: "item 0")
        assertStatus(400, harness.post("/v2/check", [("data", #"{"text":"x"}"#), ("language", "en-US")]), mentions: "annotation")
    }

    func testBadEncodingAndBadJSONBodies() {
        let badPercent = harness.api.respond(HTTPRequest(method: "POST", path: "/v2/check", headers: ["content-type": "application/x-www-form-urlencoded"],
                                                         body: Data("text=%E0%A4%A&language=en-US".utf8)))
        assertStatus(400, badPercent, mentions: "not UTF-8 once its percent escapes are decoded")
        let notUTF8 = harness.api.respond(HTTPRequest(method: "POST", path: "/v2/check", headers: ["content-type": "application/x-www-form-urlencoded"],
                                                      body: Data([0x74, 0x3D, 0xFF, 0xFE])))
        assertStatus(400, notUTF8, mentions: "UTF-8")
        let badJSON = harness.api.respond(HTTPRequest(method: "POST", path: "/v2/check", headers: ["content-type": "application/json"],
                                                      body: Data("[1, 2".utf8)))
        assertStatus(400, badJSON, mentions: "JSON")
    }

    /// Issue #49, item 7: in an encoded field a `%` that starts no escape is a 400
    /// naming the field, as LanguageTool answers; in a paragraph sent unencoded
    /// (LibreOffice 7.4: spaces and all) it is text.
    func testAStrayPercentIsRefusedInAnEncodedFieldOnly() {
        let encoded = harness.api.respond(HTTPRequest(method: "POST", path: "/v2/check", headers: ["content-type": "application/x-www-form-urlencoded"],
                                                      body: Data("text=%ZZ%&language=en-US".utf8)))
        assertStatus(400, encoded, mentions: "the form field 'text' has '%ZZ'")
        let unencoded = harness.api.respond(HTTPRequest(method: "POST", path: "/v2/check", headers: ["content-type": "application/x-www-form-urlencoded"],
                                                        body: Data("text=Save 50% now.&language=en-US".utf8)))
        XCTAssertEqual(unencoded.status, 200, String(decoding: unencoded.body, as: UTF8.self))
    }

    /// Issue #49, item 7: DNS rebinding — a page whose own name resolves to 127.0.0.1
    /// names itself in `Host`, and is refused; the loopback's names are served.
    func testARequestForAnotherHostIsRefused() throws {
        let rebound = harness.api.respond(HTTPRequest(method: "GET", path: "/v2/words", headers: ["host": "evil.example:8081"]))
        assertStatus(403, rebound, mentions: "not to 'evil.example:8081'")
        for host in ["localhost:8081", "127.0.0.1:8081", "[::1]:8081", "LOCALHOST"] {
            XCTAssertEqual(harness.api.respond(HTTPRequest(method: "GET", path: "/v2/languages", headers: ["host": host])).status, 200, host)
        }
        var options = LanguageToolAPI.Options()
        options.listenAddress = "0.0.0.0"
        let everywhere = try LanguageToolAPI(overrides: .init(personalDictionary: harness.wordList), lookups: APIHarness.lookups, options: options)
        XCTAssertEqual(everywhere.respond(HTTPRequest(method: "GET", path: "/v2/languages", headers: ["host": "192.168.1.5:8081"])).status, 200)
        XCTAssertEqual(everywhere.respond(HTTPRequest(method: "GET", path: "/v2/languages", headers: ["host": "evil.example"])).status, 403)
    }

    func testBadLevelAndEnabledOnlyWithoutRules() {
        assertStatus(400, harness.post("/v2/check", [("text", "Hi."), ("language", "en-US"), ("level", "strict")]), mentions: "'level'")
        assertStatus(400, harness.post("/v2/check", [("text", "Hi."), ("language", "en-US"), ("enabledOnly", "true")]), mentions: "enabledOnly")
    }

    func testTooLongTextIs413() {
        assertStatus(413, harness.post("/v2/check", [("text", String(repeating: "word ", count: 20)), ("language", "en-US")]),
                     mentions: "--max-text-length")
    }

    func testUnknownPathsAndMethods() {
        assertStatus(404, harness.get("/v2/nothing"), mentions: "/v2/check")
        assertStatus(405, harness.get("/v2/words/add"), mentions: "POST")
        XCTAssertTrue(harness.get("/v2/words/add").headers.contains { $0 == ("Allow", "POST") })
        assertStatus(405, harness.api.respond(HTTPRequest(method: "DELETE", path: "/v2/check")), mentions: "GET or POST")
    }

    func testOriginsAreAllowedOnlyWhenConfigured() throws {
        let closed = harness.get("/v2/languages")
        XCTAssertFalse(closed.headers.contains { $0.name == "Access-Control-Allow-Origin" })
        let open = try APIHarness(allowedOrigin: "https://example.org")
        defer { open.remove() }
        let allowed = open.api.respond(HTTPRequest(method: "OPTIONS", path: "/v2/check", headers: ["origin": "https://example.org"]))
        XCTAssertEqual(allowed.status, 204)
        XCTAssertTrue(allowed.headers.contains { $0 == ("Access-Control-Allow-Origin", "https://example.org") })
        let other = open.api.respond(HTTPRequest(method: "GET", path: "/v2/languages", headers: ["origin": "https://evil.example"]))
        XCTAssertFalse(other.headers.contains { $0.name == "Access-Control-Allow-Origin" })
    }
}
