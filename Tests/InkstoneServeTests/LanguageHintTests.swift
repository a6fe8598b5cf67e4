import Foundation
import InkstoneJSON
import XCTest
@testable import InkstoneServe

/// What the server says of a language it cannot check and of text it did not read
/// (issue #53, item 8): the hint names the language asked for, a near miss gets a
/// did-you-mean, and a paragraph left unread makes the results incomplete.
final class LanguageHintTests: XCTestCase {
    private var harness: APIHarness!

    override func setUpWithError() throws { harness = try APIHarness() }
    override func tearDown() { harness.remove() }

    private func refusal(_ language: String) -> String {
        let response = harness.post("/v2/check", [("text", "Hello."), ("language", language)])
        XCTAssertEqual(response.status, 400)
        return String(decoding: response.body, as: UTF8.self)
    }

    func testTheInstallHintNamesTheLanguageAskedFor() {
        let message = refusal("de-AT")
        XCTAssertTrue(message.contains("'apt search hunspell-de'"), message)
        XCTAssertTrue(message.contains("for de-AT"), message)
        let other = refusal("nl-NL")
        XCTAssertTrue(other.contains("hunspell-nl") && !other.contains("hunspell-de"), other)
    }

    func testANearMissLanguageCodeGetsADidYouMean() {
        let message = refusal("en_UK")
        XCTAssertTrue(message.contains("did you mean 'en-GB'?"), message)
        XCTAssertTrue(message.contains("for en-GB"), "the hint follows the meant language: \(message)")
        XCTAssertTrue(refusal("en-UD").contains("did you mean 'en-US'?"), "the nearest installed one")
        XCTAssertFalse(refusal("xx-YY").contains("did you mean"))
    }

    func testAParagraphLeftUnreadMakesTheResultsIncompleteAndSaysWhere() throws {
        let russian = "Это длинный абзац на русском языке, который этот сервер не может прочитать без словаря."
        let text = "We recieve it.\n\n" + russian + "\n"
        let response = harness.post("/v2/check", [("text", text), ("language", "en-US")])
        XCTAssertEqual(response.status, 200)
        let answer = try JSONValue.parse(response.body)
        XCTAssertEqual(answer["warnings"]?["incompleteResults"], .bool(true))
        let unread = try XCTUnwrap(answer["inkstoneUnread"]?.array)
        XCTAssertFalse(unread.isEmpty)
        for passage in unread {
            let offset = try XCTUnwrap(passage["offset"]?.int)
            XCTAssertTrue(offset >= 16 && offset < text.utf16.count, "inside the Russian paragraph: \(passage)")
            XCTAssertTrue(passage["reason"]?.string?.contains("no installed dictionary reads it") == true, "\(passage)")
        }
        let plain = try JSONValue.parse(harness.post("/v2/check", [("text", "We recieve it."), ("language", "en-US")]).body)
        XCTAssertEqual(plain["warnings"]?["incompleteResults"], .bool(false))
    }
}
