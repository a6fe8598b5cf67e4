import InkstoneSessions
import InkstoneSyntax
import InkstoneText
import XCTest

/// The session rules for hosts that hand edits to someone else (a language server):
/// `rejection(ofReplacing:with:)`, `checkRewrite(of:to:)`, `paragraphs(meeting:)`.
final class HostValidationTests: XCTestCase {
    private func markdownEditor(_ text: String) -> Editor {
        Editor(text: text, exclusionProvider: SyntaxExclusions(language: LanguageRegistry.named("markdown")!))
    }

    func testS21AReplacementOfProtectedTextIsRefusedAndOfProseAccepted() {
        let editor = markdownEditor("Run `make tset` and teh rest.\n")
        XCTAssertEqual(editor.rejection(ofReplacing: TextRange(10, 4), with: "test"), .crossesProtected)
        XCTAssertNil(editor.rejection(ofReplacing: TextRange(20, 3), with: "the"))
        XCTAssertEqual(editor.document.text, "Run `make tset` and teh rest.\n", "nothing is applied")
    }

    func testS20ABadRangeOrASplitPairIsRefused() {
        let editor = Editor(text: "a😀b")
        XCTAssertEqual(editor.rejection(ofReplacing: TextRange(2, 1), with: "x"), .splitsSurrogate)
        XCTAssertEqual(editor.rejection(ofReplacing: TextRange(3, 9), with: "x"), .invalidRange)
        XCTAssertEqual(editor.checkRewrite(of: TextRange(1, Int.max), to: "x").first?.rejection, .invalidRange)
    }

    /// Issue #49, item 12: a host's own edit inside an emoji is refused as a suggestion
    /// there is, naming the offset; at the emoji's edges it is an ordinary edit.
    func testS20AHostEditThatSplitsAPairIsRefusedNamingTheOffset() throws {
        let editor = Editor(text: "Hello world 😀 done.")
        let inside: [(String, () throws -> Void)] = [
            ("delete", { try editor.delete(TextRange(13, 1)) }), ("insert", { try editor.insert("x", at: 13) }),
            ("replace", { try editor.replace(TextRange(13, 2), with: "x") }), ("select", { try editor.select(TextRange(10, 3)) }),
        ]
        for (operation, edit) in inside {
            XCTAssertThrowsError(try edit(), operation) { error in
                XCTAssertEqual(error as? EditorError, .splitsSurrogatePair(offset: 13), operation)
                XCTAssertTrue("\(error)".hasPrefix("offset 13 falls between the two UTF-16 halves of one character"), "\(error)")
            }
        }
        XCTAssertEqual(editor.document.text, "Hello world 😀 done.")
        try editor.replace(TextRange(12, 2), with: "🙂")
        XCTAssertEqual(editor.document.text, "Hello world 🙂 done.")
    }

    func testS24LineBreaksOfAReplacementTakeTheDocumentsLineEnding() {
        let editor = Editor(text: "one\r\ntwo\r\n")
        let edits = editor.checkRewrite(of: TextRange(0, 3), to: "one\nand a half")
        XCTAssertEqual(edits.map(\.text), ["\r\nand a half"])
    }

    /// Issue #49, item 10: a rewrite that keeps a paragraph's line breaks keeps them as
    /// written, mixed as they are (`rewrite --command cat`), and one written with LF for
    /// a CR LF text changes only its words; a line break it adds takes the text's ending.
    func testARewriteKeepsTheLineBreaksItKeepsAsTheTextWroteThem() {
        let mixed = "A line.\r\nI will see you tomorow.\nB line.\rC line tomorow too.\r\n"
        let editor = Editor(text: mixed)
        XCTAssertEqual(editor.checkRewrite(of: editor.document.fullRange, to: mixed).count, 0)
        let edits = editor.checkRewrite(of: editor.document.fullRange, to: mixed.replacingOccurrences(of: "tomorow", with: "tomorrow"))
        let outcome = FileFix(language: LanguageRegistry.plainText).apply(edits.map { FileFix.Replacement(range: $0.range, text: $0.text) },
                                                                          to: mixed)
        XCTAssertEqual(outcome.text, mixed.replacingOccurrences(of: "tomorow", with: "tomorrow"))
        let crlf = Editor(text: "One teh line.\r\nTwo.\r\n")
        let lf = crlf.checkRewrite(of: crlf.document.fullRange, to: "One the line.\nTwo.\nThree.\n")
        XCTAssertEqual(lf.map(\.text), ["the", "Three.\r\n"])
    }

    func testARewriteIsSplitSoThatTheEditsOutsideCodeSurvive() {
        let editor = markdownEditor("Run `make tset` and teh rest.\n")
        let edits = editor.checkRewrite(of: TextRange(0, 29), to: "Run `make test` and the rest.")
        XCTAssertEqual(edits.filter { $0.rejection == nil }.map(\.text), ["the"])
        XCTAssertEqual(edits.filter { $0.rejection != nil }.map(\.rejection), [.crossesProtected])
    }

    func testS12TheParagraphsMeetingARangeComeWithTheirProtectedParts() {
        let editor = markdownEditor("First para,\nstill first.\n\nSecond `code` para.\n\n\nThird.\n")
        let one = editor.paragraphs(meeting: TextRange(14, 0))
        XCTAssertEqual(one.map(\.text), ["First para,\nstill first."])
        let two = editor.paragraphs(meeting: TextRange(5, 30))
        XCTAssertEqual(two.map(\.text), ["First para,\nstill first.", "Second `code` para."])
        XCTAssertEqual(two[1].exclusions, [TextRange(7, 6)])
        XCTAssertEqual(editor.paragraphs(meeting: editor.document.fullRange).count, 3)
        XCTAssertEqual(editor.paragraphs(meeting: TextRange(47, 0)).map(\.text), [], "a blank line meets none")
    }

    func testAVerbatimReplacementKeepsItsLineBreaksAndLeavesNoUndo() throws {
        let editor = Editor(text: "one\ntwo\n")
        try editor.replace(TextRange(0, 3), with: "uno")
        XCTAssertTrue(editor.canUndo)
        try editor.replaceVerbatim(TextRange(3, 1), with: "\r\n")
        XCTAssertEqual(editor.document.text, "uno\r\ntwo\n")
        XCTAssertFalse(editor.canUndo, "the host that mirrors the text keeps the history")
    }
}
