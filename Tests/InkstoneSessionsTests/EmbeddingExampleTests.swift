import Foundation
import XCTest
import InkstoneProofing
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

// BEGIN PROOFREADING EXAMPLE
/// Live squiggles: the host asks for checking, draws the live findings, and lets the
/// person preview, apply, ignore or learn. Ids tell the host which marks appear and
/// go; ranges move with the text, so it reads them from `editor.findings` to draw.
final class SquiggleHost {
    let editor: Editor
    private(set) var shown: Set<Int> = []

    init(text: String, personalDictionary: PersonalDictionary) throws {
        editor = Editor(text: text)
        let checker = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")])
        // For typing, fast suggestions: checker.suggesters = [LazySuggestionIndex(aff:dic:)]
        // (built once, under a second; otherwise Hunspell's own, about 28 ms a word).
        // The project's .inkstone.json too: policy: ProjectConfig.find(for: path)?.config.policy (InkstoneProject)
        editor.useProofreader(Proofreader(checker: checker, personalDictionary: personalDictionary))
        editor.observer = { [unowned self] event in
            if case let .findings(added, removed) = event {
                shown.subtract(removed)
                shown.formUnion(added.map(\.id))
            }
        }
        try editor.setChecking(true)
    }

    var squiggles: [(range: TextRange, suggestions: [String])] {
        editor.findings.map { ($0.range, $0.suggestions) }
    }

    func hover(_ id: Int) throws { try editor.previewFix(finding: id) }      // shown, not yet kept
    func click(_ id: Int) throws { try editor.acceptPreview() }               // one undo entry
    func dismiss(_ id: Int) throws { try editor.ignore(finding: id) }         // until its sentence changes
    func addToDictionary(_ word: String) throws { try editor.learn(word) }    // every finding of it goes
}
// END PROOFREADING EXAMPLE

final class EmbeddingExampleTests: XCTestCase {
    func testTheEmbeddingExampleWorks() throws {
        let host = NotesHost(markdown: "# Notes\n\nRun `make` and teh tests.\n")
        try host.proofread(around: 10)
        XCTAssertEqual(host.editor.document.text, "# Notes\n\nRun `make` and the tests.\n")
        XCTAssertEqual(host.saved, ["# Notes\n\nRun `make` and the tests.\n"])
        XCTAssertTrue(host.log.contains("rejected: crossesProtected"), "\(host.log)")
    }

    func testTheProofreadingExampleWorks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-embed-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let personal = PersonalDictionary(path: folder + "/words.txt")
        let host = try SquiggleHost(text: "A wrold of Inkstonez.", personalDictionary: personal)
        XCTAssertEqual(host.squiggles.map(\.range), [TextRange(2, 5), TextRange(11, 9)])
        XCTAssertEqual(host.shown, Set(host.editor.findings.map(\.id)))
        let first = host.editor.findings[0].id
        try host.hover(first)
        try host.click(first)
        XCTAssertEqual(host.editor.document.text, "A world of Inkstonez.")
        try host.addToDictionary("Inkstonez")
        XCTAssertTrue(host.squiggles.isEmpty)
        XCTAssertTrue(host.shown.isEmpty)
        XCTAssertEqual(try personal.words(), ["Inkstonez"])
    }

    /// Issue #26, item 4: an embedding editor sees the passages no installed dictionary
    /// reads (`Proofreader.unread`); their words are not findings.
    func testAPassageInALanguageWithNoDictionaryIsUnreadAndCounted() throws {
        let text = "We recieve it.\n\nDies ist ein Absatz auf Deutsch, damit wir sehen, was der Detektor sagt.\n"
        let editor = Editor(text: text)
        editor.useProofreader(Proofreader(checker: SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")])))
        try editor.setChecking(true)
        XCTAssertEqual(editor.findings.map { editor.document.string(in: $0.range) }, ["recieve"])
        let unread = try XCTUnwrap(editor.proofreader?.unread)
        XCTAssertEqual(unread.map { editor.document.string(in: $0).prefix(4) }, ["Dies"])
    }

    func testTheEmbeddingDocShowsExactlyThisExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let doc = try String(contentsOf: root.appendingPathComponent("docs/embedding.md"), encoding: .utf8)
        for name in ["EMBEDDING", "PROOFREADING"] {
            let example = source.components(separatedBy: "// BEGIN \(name) EXAMPLE\n")[1].components(separatedBy: "// END \(name) EXAMPLE")[0]
            XCTAssertTrue(doc.contains("```swift\n" + example + "```"),
                          "docs/embedding.md must show the \(name.lowercased()) example of EmbeddingExampleTests.swift verbatim")
        }
    }
}
