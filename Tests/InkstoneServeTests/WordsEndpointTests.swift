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

    func testABadWordIsRefused() {
        XCTAssertEqual(harness.post("/v2/words/add", [("word", "two words")]).status, 400)
        XCTAssertEqual(harness.post("/v2/words/add", []).status, 400)
    }

    func testLanguagesListsTheInstalledDictionaries() throws {
        let languages = try XCTUnwrap(JSONValue.parse(harness.get("/v2/languages").body).array)
        XCTAssertTrue(languages.contains { $0["longCode"]?.string == "en-US" && $0["code"]?.string == "en" })
    }
}
