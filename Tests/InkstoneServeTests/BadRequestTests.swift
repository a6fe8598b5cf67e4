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
