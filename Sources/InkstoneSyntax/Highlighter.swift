import CTreeSitter
import InkstoneText

/// Headless syntax highlighting from each language's `highlights.scm`: the innermost
/// capture wins where captures nest, as in editors.
public enum Highlighter {
    /// The tokens of the whole document, in order; unhighlighted text has no token.
    public static func tokens(for syntax: SyntaxTree) throws(SyntaxError) -> [HighlightToken] {
        var captures: [(range: TextRange, name: String, pattern: Int)] = []
        if let query = try syntax.language.query("highlights") {
            for root in syntax.blockRoots {
                captures += query.captures(in: root, range: syntax.document.fullRange)
                    .map { ($0.range, query.captureNames[$0.name], $0.pattern) }
            }
        }
        if let inline = syntax.inline, let query = try inline.language.query("highlights") {
            // Inline tokens lie inside block ones and are painted after them.
            let offset = captures.map(\.pattern).max().map { $0 + 1 } ?? 0
            var unparsed: [TextRange] = []  // left unpainted
            captures += inline.captures(query, in: syntax.document.fullRange, unparsed: &unparsed)
                .map { ($0.range, query.captureNames[$0.name], offset + $0.pattern) }
        }
        return flatten(captures, length: syntax.document.length)
    }

    /// Paints captures outermost first, and of equal ranges the earlier pattern first,
    /// so that nested and more specific ones overwrite; then joins runs.
    static func flatten(_ captures: [(range: TextRange, name: String, pattern: Int)], length: Int) -> [HighlightToken] {
        var names: [String] = []
        var ids: [String: Int32] = [:]
        var painted = [Int32](repeating: -1, count: length)
        let ordered = captures.sorted {
            ($0.range.location, -$0.range.length, $0.pattern) < ($1.range.location, -$1.range.length, $1.pattern)
        }
        for capture in ordered where capture.range.length > 0 {
            let id = ids[capture.name] ?? {
                names.append(capture.name)
                ids[capture.name] = Int32(names.count - 1)
                return Int32(names.count - 1)
            }()
            for offset in capture.range.location..<min(capture.range.end, length) { painted[offset] = id }
        }
        var tokens: [HighlightToken] = []
        var start = 0
        while start < length {
            var end = start + 1
            while end < length && painted[end] == painted[start] { end += 1 }
            if painted[start] >= 0 {
                tokens.append(HighlightToken(range: TextRange(start, end - start), capture: names[Int(painted[start])]))
            }
            start = end
        }
        return tokens
    }
}
