import Foundation
@testable import InkstoneSessions
import InkstoneText

/// What the randomized chunking tests share: the repository's fixtures and edit
/// boundaries that a real editor could produce.
enum RandomEditing {
    /// A file under the repository's `fixtures/` folder.
    static func fixture(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("fixtures").appendingPathComponent(path)
    }

    /// `offset`, moved off the middle of a surrogate pair or of a CR LF.
    static func boundary(_ offset: Int, in editor: Editor) -> Int {
        let document = editor.document
        guard offset > 0 && offset < document.length else { return offset }
        if Surrogates.isLow(document[offset]) || document[offset - 1] == 0x0D && document[offset] == 0x0A { return offset - 1 }
        return offset
    }

    /// Replaces a random span of the editor's text (up to `long` units at every
    /// `longEvery`th step, else up to 12) by one of `snippets` or by nothing; returns
    /// the new text's range and the text it replaced.
    @discardableResult
    static func edit(_ editor: Editor, step: Int, snippets: [String], longEvery: Int = 7, long: Int = 200,
                     using random: inout SeededRandom) throws -> (range: TextRange, old: String) {
        let length = editor.document.length
        let start = boundary(Int.random(in: 0...length, using: &random), in: editor)
        let end = boundary(min(length, start + Int.random(in: 0...(step % longEvery == 0 ? long : 12), using: &random)), in: editor)
        let text = Int.random(in: 0..<3, using: &random) == 0 ? "" : snippets.randomElement(using: &random)!
        let range = TextRange(start, max(start, end) - start)
        let old = editor.document.string(in: range)
        try editor.replaceVerbatim(range, with: text)
        return (TextRange(start, text.utf16.count), old)
    }
}
