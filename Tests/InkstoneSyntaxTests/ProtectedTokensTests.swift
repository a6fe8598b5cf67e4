import Foundation
import XCTest
@testable import InkstoneSyntax
@testable import InkstoneText

final class ProtectedTokensTests: XCTestCase {
    private func whole(_ text: String) -> [TextRange] {
        ProtectedTokens.expression.matches(in: text, range: NSRange(location: 0, length: text.utf16.count))
            .map { TextRange($0.range.location, $0.range.length) }
    }

    /// Each word tried only with the alternatives whose characters it holds finds what
    /// the whole expression finds, on random texts made of the tokens' pieces.
    func testTheExpressionsOfAWordsCharactersFindWhatTheWholeOneFinds() {
        var random = SeededRandom(seed: 51)
        let pieces = ["https://", "www.", "a", "b1", "me@", "example", ".org", ".com", "/", "./", "~/", "src", ".md", "#12", ":", "0x",
                      "1F", "deadbeef42", "-", "--no-cache", "-W", "%ld", "%(name)s", "&mdash;", "&#8212;", "&", "application/", "json",
                      "@v4", "12345678-1234-abcd-1234-123456789abc", " ", " ", "\n", "é", "(", ")", ",", "?", "=", "text/", "ü", "_"]
        for _ in 0..<4_000 {
            let text = (0..<Int(random.next() % 16)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let document = TextDocument(text)
            XCTAssertEqual(ProtectedTokens.ranges(in: document.fullRange, of: document),
                           ProtectedTokens.ranges(in: document.fullRange, of: document, byFeatures: false), text.debugDescription)
        }
    }

    func testTokensInProse() {
        let text = "See https://example.com/a, mail me@example.org, open ./src/main.swift or README.md; 0x1F and deadbeef42."
        let document = TextDocument(text)
        let found = ProtectedTokens.ranges(in: document.fullRange, of: document).map { document.string(in: $0) }
        XCTAssertEqual(found, ["https://example.com/a", "me@example.org", "./src/main.swift", "README.md", "0x1F", "deadbeef42"])
        let request = TextDocument("# GET /resource/confirmation?confirmation_token=abcdef and? no")
        XCTAssertEqual(ProtectedTokens.ranges(in: request.fullRange, of: request).map { request.string(in: $0) },
                       ["/resource/confirmation?confirmation_token=abcdef"], "a path's query")
        let dotfile = TextDocument("favor zdotdir/.zprofile if it exists")
        XCTAssertEqual(ProtectedTokens.ranges(in: dotfile.fullRange, of: dotfile).map { dotfile.string(in: $0) }, ["zdotdir/.zprofile"])
        let references = TextDocument("See github.com/mochajs/mocha/pulls, mochajs/mocha#5409 &mdash; or &#8212; & more")
        XCTAssertEqual(ProtectedTokens.ranges(in: references.fullRange, of: references).map { references.string(in: $0) },
                       ["github.com/mochajs/mocha/pulls", "mochajs/mocha#5409", "&mdash;", "&#8212;"])
        // httparty's changelog: `hal` was read as a word of the sentence.
        let media = TextDocument("Parse application/hal+json and image/svg+xml, but text or images stay prose.")
        let merge = TextDocument("Merge branch 'master' of github.com:chbrown/node-optimist")
        XCTAssertEqual(ProtectedTokens.ranges(in: merge.fullRange, of: merge).map { merge.string(in: $0) },
                       ["github.com:chbrown/node-optimist"])
        let host = TextDocument("guidance to Claude Code (claude.ai/code) when")
        XCTAssertEqual(ProtectedTokens.ranges(in: host.fullRange, of: host).map { host.string(in: $0) }, ["claude.ai/code"])
        XCTAssertEqual(ProtectedTokens.ranges(in: media.fullRange, of: media).map { media.string(in: $0) },
                       ["application/hal+json", "image/svg+xml"])
        // plenary.nvim's `(bittest.lua)`: a Lua file's name, as much as a Python one's.
        // pip-tools' changelog: `missing cacert.pem file`.
        let files = TextDocument("the suite (bittest.lua), init.el, schema.sql and index.php; cacert.pem, server.crt")
        XCTAssertEqual(ProtectedTokens.ranges(in: files.fullRange, of: files).map { files.string(in: $0) },
                       ["bittest.lua", "init.el", "schema.sql", "index.php", "cacert.pem", "server.crt"])
    }

    func testPrintfConversionsAreProtected() {
        let text = "print(\"%ld items, %-8.3f each, %(name)s at 100% and %%\") LIKE '%smith%' 100%sure"
        let document = TextDocument(text)
        XCTAssertEqual(ProtectedTokens.ranges(in: document.fullRange, of: document).map { document.string(in: $0) },
                       ["%ld", "%-8.3f", "%(name)s"])
    }

    /// Running the expression over the candidate words only finds exactly what it finds
    /// over the whole text.
    func testWordByWordEqualsTheWholeText() {
        var random = SeededRandom(seed: 11)
        let pieces = ["a", "the", " ", "  ", "\n", ".", "..", "/", "~/", "@", "x.md", "http://h.io/p", "www.a.b", "-", "ab",
                      "cafe", "0x", "12", "f00d", "é", "(", ")", ",", "file.py", "dead-beef", "a@b.c", "\t", "’",
                      "README", ".c", ".cc", "pyc", "markdown", "jpeg", "yaml", "MD", "www.", "_", "os", ".md", "\"", "`",
                      "0X", "0x1f", "deadbeef", "123", "abc", "DEAD", "0", "-", "beef", "f", "9", "x",
                      "%", "%s", "%ld", "%(name)s", "%-8.3f", "l", "d", "100%", "%%", "'%smith%'", "%sure", "?", "?a=b", "&", "=", "&amp;", ";", "#", "#12", ".com", "mdash"]
        for _ in 0..<30_000 {
            let text = (0..<Int(random.next() % 14)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let document = TextDocument(text)
            XCTAssertEqual(ProtectedTokens.ranges(in: document.fullRange, of: document), whole(text), text.debugDescription)
        }
    }
}
