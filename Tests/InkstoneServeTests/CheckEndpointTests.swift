import InkstoneJSON
import XCTest
@testable import InkstoneServe

/// `POST /v2/check` answers in LanguageTool's shape with Inkstone's judgement.
final class CheckEndpointTests: XCTestCase {
    private var harness: APIHarness!

    override func setUpWithError() throws { harness = try APIHarness() }
    override func tearDown() { harness.remove() }

    func testAMisspellingComesWithItsOffsetReplacementsAndRule() throws {
        let matches = try harness.matches([("text", "This sentence has a mispelled word."), ("language", "en-US")])
        XCTAssertEqual(matches.count, 1)
        let match = try XCTUnwrap(matches.first)
        XCTAssertEqual(match["offset"]?.int, 20)
        XCTAssertEqual(match["length"]?.int, 9)
        XCTAssertEqual(match["replacements"]?.array?.first?["value"]?.string, "misspelled")
        XCTAssertEqual(match["rule"]?["id"]?.string, "spelling")
        XCTAssertEqual(match["rule"]?["issueType"]?.string, "misspelling")
        XCTAssertEqual(match["rule"]?["category"]?["id"]?.string, "TYPOS")
        XCTAssertEqual(match["sentence"]?.string, "This sentence has a mispelled word.")
        let context = try XCTUnwrap(match["context"])
        let text = try XCTUnwrap(context["text"]?.string)
        let start = try XCTUnwrap(context["offset"]?.int)
        XCTAssertEqual(String(Array(text.utf16)[start..<start + 9].map { Character(UnicodeScalar($0)!) }), "mispelled")
    }

    func testOffsetsCountUTF16CodeUnitsAsJavaDoes() throws {
        let text = "😀 😀 A mispelled word."
        let match = try XCTUnwrap(harness.matches([("text", text), ("language", "en-US")]).first)
        let offset = try XCTUnwrap(match["offset"]?.int)
        XCTAssertEqual(offset, 8)
        XCTAssertEqual(String(decoding: Array(text.utf16)[offset..<offset + 9], as: UTF16.self), "mispelled")
    }

    func testAGrammarFindingHasItsCategory() throws {
        let match = try XCTUnwrap(harness.matches([("text", "It was was late."), ("language", "en-US")]).first)
        XCTAssertEqual(match["rule"]?["id"]?.string, "repeated-word")
        XCTAssertEqual(match["rule"]?["issueType"]?.string, "grammar")
        XCTAssertEqual(match["type"]?["typeName"]?.string, "Other")
    }

    func testDisabledRulesAndCategoriesAreNotReported() throws {
        let text = "It was was a mispelled word."
        XCTAssertEqual(try harness.matches([("text", text), ("language", "en-US")]).count, 2)
        let withoutSpelling = try harness.matches([("text", text), ("language", "en-US"), ("disabledRules", "WHITESPACE_RULE,spelling")])
        XCTAssertEqual(withoutSpelling.compactMap { $0["rule"]?["id"]?.string }, ["repeated-word"])
        let withoutTypos = try harness.matches([("text", text), ("language", "en-US"), ("disabledCategories", "TYPOS")])
        XCTAssertEqual(withoutTypos.compactMap { $0["rule"]?["id"]?.string }, ["repeated-word"])
        let onlyTypos = try harness.matches([("text", text), ("language", "en-US"), ("enabledCategories", "TYPOS"), ("enabledOnly", "true")])
        XCTAssertEqual(onlyTypos.compactMap { $0["rule"]?["id"]?.string }, ["spelling"])
    }

    func testAutoNamesTheLanguageItRead() throws {
        let response = harness.post("/v2/check", [("text", "A mispelled word."), ("language", "auto")])
        XCTAssertEqual(response.status, 200)
        let answer = try JSONValue.parse(response.body)
        XCTAssertEqual(answer["language"]?["detectedLanguage"]?["code"]?.string, "en-US")
        XCTAssertEqual(answer["matches"]?.array?.count, 1)
        XCTAssertEqual(answer["software"]?["name"]?.string, "Inkstone")
    }

    func testABareLanguageCodeTakesAnInstalledVariant() throws {
        XCTAssertEqual(try harness.matches([("text", "A mispelled word."), ("language", "en")]).count, 1)
    }

    func testTheAnnotationFormatChecksTextAndCountsMarkup() throws {
        let data = #"{"annotation":[{"text":"A "},{"markup":"<b>"},{"text":"mispelled"},{"markup":"</b>"},{"text":" word."},"#
            + #"{"markup":"<p>","interpretAs":"\n\n"},{"markup":"<span class=\"recieve\">"},{"text":"Then recieve it."}]}"#
        let matches = try harness.matches([("data", data), ("language", "en-US")])
        XCTAssertEqual(matches.map { $0["offset"]?.int }, [5, 54])
        XCTAssertEqual(matches.map { $0["length"]?.int }, [9, 7])
    }

    /// Markdown's indented code block is code only to a format that knows Markdown; a
    /// fenced block is code in plain text too (`PlainTextFences`).
    func testAFormatKeepsPastedCodeProtected() throws {
        let text = "Run this:\n\n    recieve --now\n\nThen recieve the answer.\n"
        let plain = try harness.matches([("text", text), ("language", "en-US")])
        let markdown = try harness.matches([("text", text), ("language", "en-US"), ("inkstoneFormat", "markdown")])
        XCTAssertEqual(plain.map { $0["offset"]?.int }, [15, 35])
        XCTAssertEqual(markdown.map { $0["offset"]?.int }, [35])
        let fenced = try harness.matches([("text", "Run this:\n\n```\nrecieve --now\n```\n\nThen recieve the answer.\n"), ("language", "en-US")])
        XCTAssertEqual(fenced.map { $0["offset"]?.int }, [39])
    }

    func testPickyAlsoReportsUnknownWords() throws {
        let text = "We deployed it with Kubernetes and Terraformish tooling, then a mispelled word."
        let normal = try harness.matches([("text", text), ("language", "en-US")])
        let picky = try harness.matches([("text", text), ("language", "en-US"), ("level", "picky")])
        XCTAssertGreaterThan(picky.count, normal.count)
        XCTAssertTrue(picky.contains { $0["inkstoneTier"]?.string == "unknown-word" })
        XCTAssertFalse(normal.contains { $0["inkstoneTier"]?.string == "unknown-word" })
    }

    /// A rule file's rule answers with its category; a style rule, off by default,
    /// comes with `level=picky`, or with its id or category enabled.
    func testStyleRulesComeWithPickyOrWhenEnabled() throws {
        let text = "Their is a cache. The report was written by the team."
        let normal = try harness.matches([("text", text), ("language", "en-US")])
        XCTAssertEqual(normal.compactMap { $0["rule"]?["id"]?.string }, ["their-there"])
        XCTAssertEqual(normal.first?["rule"]?["category"]?["id"]?.string, "CONFUSED_WORDS")
        XCTAssertEqual(normal.first?["replacements"]?.array?.first?["value"]?.string, "There")
        let picky = try harness.matches([("text", text), ("language", "en-US"), ("level", "picky")])
        XCTAssertEqual(picky.compactMap { $0["rule"]?["id"]?.string }, ["their-there", "passive-voice"])
        XCTAssertEqual(picky.last?["rule"]?["category"]?["id"]?.string, "STYLE")
        let byRule = try harness.matches([("text", text), ("language", "en-US"), ("enabledRules", "passive-voice")])
        XCTAssertEqual(byRule.compactMap { $0["rule"]?["id"]?.string }, ["their-there", "passive-voice"])
        let byCategory = try harness.matches([("text", text), ("language", "en-US"), ("enabledCategories", "STYLE"), ("enabledOnly", "true")])
        XCTAssertEqual(byCategory.compactMap { $0["rule"]?["id"]?.string }, ["passive-voice"])
    }

    /// LibreOffice 7.4 posts its paragraph unencoded: a `%` that starts no escape is
    /// text, so "50%" does not refuse the check.
    func testAPercentSignThatStartsNoEscapeIsText() throws {
        let response = harness.api.respond(HTTPRequest(method: "POST", path: "/v2/check",
                                                       headers: ["content-type": "application/x-www-form-urlencoded"],
                                                       body: Data("text=Save 50% on a mispelled word.&language=en-US".utf8)))
        XCTAssertEqual(response.status, 200, String(decoding: response.body, as: UTF8.self))
        let match = try XCTUnwrap(JSONValue.parse(response.body)["matches"]?.array?.first)
        XCTAssertEqual(match["offset"]?.int, 14)
        // Sent unencoded (a space as it is): the stray % are text; encoded, `BadRequestTests` refuses them.
        XCTAssertEqual(try FormFields.urlEncoded(Data("a=%41%2b b%zz%4".utf8))["a"], "A+ b%zz%4")
    }

    func testAJSONBodyIsReadLikeAForm() throws {
        let body = #"{"text": "It was was fine.", "language": "en-US", "disabledRules": ["spelling"]}"#
        let response = harness.api.respond(HTTPRequest(method: "POST", path: "/v2/check", headers: ["content-type": "application/json"],
                                                       body: Data(body.utf8)))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(try JSONValue.parse(response.body)["matches"]?.array?.count, 1)
    }
}
