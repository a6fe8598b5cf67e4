import Foundation
import InkstoneText

/// Things inside prose that must never be changed or spell-checked: URLs, e-mail
/// addresses, file paths and file names with a common extension, hex numbers, hashes
/// and UUIDs.
enum ProtectedTokens {
    static let expression: NSRegularExpression = {
        let patterns = [
            #"\b[A-Za-z][A-Za-z0-9+.-]*://[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]"#,
            #"\bwww\.[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]"#,
            #"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b"#,
            #"(?<![\w/~.])(?:~|\.{1,2})?/[\w.-]+(?:/[\w.-]+)*/?"#,
            #"\b[\w-]+(?:/[\w.-]+)*/[\w-]+\.[A-Za-z0-9]+\b"#,
            #"\b[\w-]+\.(?:txt|md|markdown|py|swift|js|ts|tsx|jsx|json|toml|ya?ml|c|h|cc|cpp|hpp|rs|go|java|rb|sh|html?|css|tex|rst|png|jpe?g|gif|svg|pdf|csv|log|cfg|ini|lock|xml|zip|gz)\b"#,
            #"\b0[xX][0-9a-fA-F]+\b"#,
            #"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b"#,
            #"\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,64}\b"#,
        ]
        return try! NSRegularExpression(pattern: patterns.joined(separator: "|"))
    }()

    /// Every token has a '/', '@', '.', '-' or a digit: text without any is skipped
    /// without running the expression (most comments and strings).
    static func mayHoldToken(_ range: TextRange, of document: TextDocument) -> Bool {
        var found = false
        document.forEachChunk(in: range) { chunk in
            if !found { found = chunk.contains { $0 == 0x2F || $0 == 0x40 || $0 == 0x2E || $0 == 0x2D || (0x30...0x39).contains($0) } }
        }
        return found
    }

    /// The token ranges inside `range` of the document.
    static func ranges(in range: TextRange, of document: TextDocument) -> [TextRange] {
        guard range.length > 0, mayHoldToken(range, of: document) else { return [] }
        let text = document.string(in: range)
        return expression.matches(in: text, range: NSRange(location: 0, length: range.length)).map {
            TextRange(range.location + $0.range.location, $0.range.length)
        }
    }
}
