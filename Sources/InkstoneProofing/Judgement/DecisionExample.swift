import InkstoneText

/// A text that shows a decision: the word it is about marked `⟦…⟧`, in a file of the
/// given name (its extension picks the syntax: `example.md`, `example.py`, `doc.txt`).
/// `beside` holds other files of the example's project (`.inkstone.json`, a manifest).
public struct DecisionExample: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let text: String
    public let path: String
    public let beside: [String: String]

    public init(_ text: String, path: String = "example.md", beside: [String: String] = [:]) {
        (self.text, self.path, self.beside) = (text, path, beside)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The text without its marks, and the marked word's UTF-16 range in it.
    public var marked: (text: String, word: TextRange)? {
        guard let open = text.range(of: "⟦"), let close = text.range(of: "⟧", range: open.upperBound..<text.endIndex) else { return nil }
        let before = String(text[..<open.lowerBound])
        let word = String(text[open.upperBound..<close.lowerBound])
        let plain = before + word + String(text[close.upperBound...])
        return (plain, TextRange(before.utf16.count, word.utf16.count))
    }

    public var description: String { path == "example.md" ? text : "\(path): \(text)" }

}
