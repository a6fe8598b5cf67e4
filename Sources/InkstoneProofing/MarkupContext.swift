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
        var found: [TextRange] = []
        let lines = document.lines
        for index in 0..<lines.count {
            let range = lines.line(at: index).contentRange
            guard range.length > 2 else { continue }
            let units = document.units(in: range)
            let hasDot = units.contains(0x2E), hasPrompt = units.contains(0x3E), hasColon = units.contains(0x3A)
            guard hasDot || hasPrompt || hasColon else { continue }
            let text = String(decoding: units, as: UTF16.self)
            let whole = NSRange(location: 0, length: units.count)
            if (hasDot || hasPrompt), session.firstMatch(in: text, range: whole) != nil {
                found.append(range)
                continue
            }
            if hasDot && hasColon, let match = directive.firstMatch(in: text, range: whole) {
                found.append(TextRange(range.location + match.range.location, match.range.length))
            }
            if hasColon {
                found += role.matches(in: text, range: whole).map { TextRange(range.location + $0.range.location, $0.range.length) }
            }
        }
        return found
    }
}
