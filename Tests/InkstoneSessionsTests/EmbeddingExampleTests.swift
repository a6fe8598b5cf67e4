import Foundation
import XCTest
import InkstoneSessions
import InkstoneSyntax
import InkstoneText

// BEGIN EMBEDDING EXAMPLE
/// A minimal host: it shows the text, forwards the user's edits, lets an assistant
/// propose changes, and saves only when Inkstone asks it to.
final class NotesHost {
    let editor: Editor
    private(set) var saved: [String] = []
    private(set) var log: [String] = []

    init(markdown: String) {
        // Code spans, fenced code and link destinations are protected.
        editor = Editor(text: markdown, exclusionProvider: SyntaxExclusions(language: LanguageRegistry.named("markdown")!))
        editor.observer = { [unowned self] event in
            switch event {
            case let .textDidChange(range, text, origin):
                log.append("\(origin.rawValue) \(range) \(text)")
            case .persist:
                saved.append(editor.document.text)      // deferred while a session is active
            case let .suggestionRejected(_, reason):
                log.append("rejected: \(reason.rawValue)")
            default:
                break
            }
        }
    }

    /// Proofreads the paragraph around `offset` with a (stand-in) assistant.
    func proofread(around offset: Int) throws {
        try editor.select(TextRange(location: offset, length: 0))
        editor.begin(tool: "proofread")
        let context = try editor.requestContexts()
        // The assistant answers with a whole new paragraph; Inkstone applies the
        // changes that spare protected text and rejects the others.
        let rewritten = context.text.replacingOccurrences(of: "teh", with: "the")
                                    .replacingOccurrences(of: "`make`", with: "`make all`")
        editor.rewrite(context: context.id, text: rewritten)
        try editor.stop()                               // keeps the text; persists once
    }
}
// END EMBEDDING EXAMPLE

final class EmbeddingExampleTests: XCTestCase {
    func testTheEmbeddingExampleWorks() throws {
        let host = NotesHost(markdown: "# Notes\n\nRun `make` and teh tests.\n")
        try host.proofread(around: 10)
        XCTAssertEqual(host.editor.document.text, "# Notes\n\nRun `make` and the tests.\n")
        XCTAssertEqual(host.saved, ["# Notes\n\nRun `make` and the tests.\n"])
        XCTAssertTrue(host.log.contains("rejected: crossesProtected"), "\(host.log)")
    }

    func testTheEmbeddingDocShowsExactlyThisExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let doc = try String(contentsOf: root.appendingPathComponent("docs/embedding.md"), encoding: .utf8)
        let example = source.components(separatedBy: "// BEGIN EMBEDDING EXAMPLE\n")[1].components(separatedBy: "// END EMBEDDING EXAMPLE")[0]
        XCTAssertTrue(doc.contains("```swift\n" + example + "```"), "docs/embedding.md must show the example of EmbeddingExampleTests.swift verbatim")
    }
}
