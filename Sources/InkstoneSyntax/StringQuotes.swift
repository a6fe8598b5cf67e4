import InkstoneText

/// Strips the quotes from a whole string literal captured as prose, for grammars
/// without a node for a string's contents (TOML, Bash raw strings, YAML's quoted
/// scalars): `"…"`, `'…'`,
/// `"""…"""`, `'''…'''`, `$'…'`.
enum StringQuotes {
    private static let quotes: Set<UInt16> = [0x22, 0x27, 0x60]

    static func isWholeLiteral(_ type: String) -> Bool {
        (type.contains("string") || type.hasSuffix("quote_scalar"))
            && !["content", "fragment", "text", "part", "body"].contains { type.contains($0) }
    }

    static func strip(_ range: TextRange, in document: TextDocument) -> TextRange {
        var lower = range.location
        let upper = range.end
        if lower < upper && document[lower] == 0x24 { lower += 1 }
        guard lower < upper, quotes.contains(document[lower]) else { return range }
        let quote = document[lower]
        var width = 1
        if upper - lower >= 6 && document[lower + 1] == quote && document[lower + 2] == quote { width = 3 }
        guard upper - lower >= 2 * width,
              (0..<width).allSatisfy({ document[upper - 1 - $0] == quote }) else { return range }
        return TextRange(lower + width, upper - lower - 2 * width)
    }
}
