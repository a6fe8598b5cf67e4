import Foundation
import InkstoneText

/// Lines of prose that hold markup or code rather than sentences, which neither the
/// spelling nor the grammar rules read: reST directives (`.. versionadded:: 2.0`,
/// `.. code-block:: python`), which docstrings and `.rst` files are full of, and
/// interactive-session lines in docstrings (`>>> run()`, `... more`). Also reST
/// roles (`:func:`, `:pep:`) wherever they stand.
enum MarkupContext {
    private static let directive = try! NSRegularExpression(pattern: #"^\s*\.\.\s+[\w:-]+::"#)
    private static let session = try! NSRegularExpression(pattern: #"^\s*(?:>>>|\.\.\.)(?:\s|$)"#)
    private static let role = try! NSRegularExpression(pattern: #"(?<![\w`]):[a-z][\w.:+-]*:(?=`)"#)

    /// The ranges to leave alone: a directive's name and its `::`, a whole session
    /// line, each role. Only lines with a `.`, `>` or `:` are matched at all.
    static func ranges(in document: TextDocument) -> [TextRange] {
        LineScan.ranges(in: document, mayHold: { $0.contains(0x2E) || $0.contains(0x3E) || $0.contains(0x3A) }) { text, whole in
            if session.firstMatch(in: text, range: whole) != nil { return [whole] }
            var found: [NSRange] = []
            if let match = directive.firstMatch(in: text, range: whole) { found.append(match.range) }
            found += role.matches(in: text, range: whole).map(\.range)
            return found
        }
    }
}
