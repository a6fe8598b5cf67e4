import Foundation
import InkstoneJSON
import XCTest
@testable import InkstoneServe

/// `/v2/words` reads and changes the personal word list, as `learn` does, and the
/// next check knows the word.
final class WordsEndpointTests: XCTestCase {
    private var harness: APIHarness!

    override func setUpWithError() throws { harness = try APIHarness() }
    override func tearDown() { harness.remove() }

    func testAnAddedWordIsListedAcceptedAndDeleted() throws {
        let text = [("text", "Our Frobnicatr tool."), ("language", "en-US"), ("level", "picky")]
        XCTAssertEqual(try harness.matches(text).count, 1)
        XCTAssertEqual(try JSONValue.parse(harness.post("/v2/words/add", [("word", "Frobnicatr")]).body)["added"]?.bool, true)
        XCTAssertEqual(try JSONValue.parse(harness.post("/v2/words/add", [("word", "Frobnicatr")]).body)["added"]?.bool, false)
        XCTAssertEqual(try String(contentsOfFile: harness.wordList, encoding: .utf8), "Frobnicatr\n")
        XCTAssertEqual(try JSONValue.parse(harness.get("/v2/words").body)["words"]?.array, [.string("Frobnicatr")])
        XCTAssertEqual(try harness.matches(text).count, 0)
        XCTAssertEqual(try JSONValue.parse(harness.post("/v2/words/delete", [("word", "Frobnicatr")]).body)["deleted"]?.bool, true)
        XCTAssertEqual(try harness.matches(text).count, 1)
    }

    func testOffsetAndLimitPageTheList() throws {
        for word in ["alpha", "beta", "gamma"] { _ = harness.post("/v2/words/add", [("word", word)]) }
        XCTAssertEqual(try JSONValue.parse(harness.get("/v2/words", ["offset": "1", "limit": "1"]).body)["words"]?.array, [.string("beta")])
        XCTAssertEqual(harness.get("/v2/words", ["limit": "-1"]).status, 400)
    }

    /// A web page may post a form to the loopback without being allowed to read the
    /// answer: it still may not change the list.
    func testAPageFromAnotherOriginCannotChangeTheList() {
        let response = harness.post("/v2/words/add", [("word", "Injected")], headers: ["origin": "https://evil.example"])
        XCTAssertEqual(response.status, 403)
        XCTAssertFalse(FileManager.default.fileExists(atPath: harness.wordList))
    }

    /// Issue #49, item 6: `--allow-origin '*'` lets any page check text, never read or
    /// change the word list (a `fetch(…, {mode: 'no-cors'})` added `evilword`); the
    /// extension's own origin, named exactly, does both.
    func testAnyOriginChecksTextButOnlyTheNamedOneTouchesTheList() throws {
        let open = try APIHarness(allowedOrigin: "*")
        defer { open.remove() }
        let page = ["origin": "https://evil.example"]
        XCTAssertEqual(open.post("/v2/words/add", [("word", "evilword")], headers: page).status, 403)
        XCTAssertFalse(FileManager.default.fileExists(atPath: open.wordList))
        let read = open.api.respond(HTTPRequest(method: "GET", path: "/v2/words", headers: page))
        XCTAssertEqual(read.status, 403)
        XCTAssertFalse(read.headers.contains { $0.name == "Access-Control-Allow-Origin" })
        let check = open.post("/v2/check", [("text", "Hello."), ("language", "en-US")], headers: page)
        XCTAssertEqual(check.status, 200)
        XCTAssertTrue(check.headers.contains { $0 == ("Access-Control-Allow-Origin", "*") })

        let extensionOrigin = "chrome-extension://abcdefghijklmnopabcdefghijklmnop"
        let named = try APIHarness(allowedOrigin: extensionOrigin)
        defer { named.remove() }
        let added = named.post("/v2/words/add", [("word", "Frobnicatr")], headers: ["origin": extensionOrigin])
        XCTAssertEqual(added.status, 200)
        XCTAssertTrue(added.headers.contains { $0 == ("Access-Control-Allow-Origin", extensionOrigin) })
        XCTAssertEqual(named.post("/v2/words/add", [("word", "evilword")], headers: page).status, 403)
        XCTAssertEqual(try String(contentsOfFile: named.wordList, encoding: .utf8), "Frobnicatr\n")
    }

    func testABadWordIsRefused() {
        XCTAssertEqual(harness.post("/v2/words/add", [("word", "two words")]).status, 400)
        XCTAssertEqual(harness.post("/v2/words/add", []).status, 400)
    }

    func testLanguagesListsTheInstalledDictionaries() throws {
        let languages = try XCTUnwrap(JSONValue.parse(harness.get("/v2/languages").body).array)
        XCTAssertTrue(languages.contains { $0["longCode"]?.string == "en-US" && $0["code"]?.string == "en" })
    }
}
