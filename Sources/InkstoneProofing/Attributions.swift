import Foundation
import InkstoneText

/// Where prose names people rather than says something: the credit at the end of a
/// changelog entry (`- Fixed the parser. (Ben Noordhuis)`, `(thanks @octocat and
/// Jane Roe)`) and `@handles` anywhere. Spelling is not checked there: names are
/// not misspellings, and no dictionary holds them all.
enum Attributions {
    /// A list item's trailing parentheses holding only names (capitalised words or
    /// `@handles`, joined by commas, `and` or `&`, after an optional `by`/`thanks to`),
    /// then at most links and punctuation to the end of the line.
    private static let credit = try! NSRegularExpression(pattern:
        #"\((?:(?:(?:patch|reported|suggested|fixed|contributed)\s+)?by\s+|thanks(?:\s+to)?\s+|via\s+)?"#
        + #"(?:[\p{Lu}@][\p{L}\p{M}\d'’.\-]*)(?:(?:\s+|\s*,\s*|\s+and\s+|\s*&\s*)(?:[\p{Lu}@][\p{L}\p{M}\d'’.\-]*))*\)"#
        + #"(?=[\s.,;:]*(?:\[[^\]]*\](?:\([^)]*\))?[\s.,;:]*)*$)"#)
    private static let listItem = try! NSRegularExpression(pattern: #"^\s*(?:[-*+•]|\d+[.)])\s"#)
    private static let handle = try! NSRegularExpression(pattern: #"(?<![\w.@])@[A-Za-z0-9][A-Za-z0-9-]{0,38}\b"#)

    /// The ranges of credits and handles in `document`, read line by line: only lines
    /// with a `(` after a list marker, or an `@`, are matched at all.
    static func ranges(in document: TextDocument) -> [TextRange] {
        var found: [TextRange] = []
        let lines = document.lines
        for index in 0..<lines.count {
            let range = lines.line(at: index).contentRange
            guard range.length > 2 else { continue }
            let units = document.units(in: range)
            let hasParenthesis = units.contains(0x28), hasAt = units.contains(0x40)
            guard hasParenthesis || hasAt else { continue }
            let text = String(decoding: units, as: UTF16.self)
            let whole = NSRange(location: 0, length: units.count)
            if hasParenthesis, listItem.firstMatch(in: text, range: whole) != nil {
                found += credit.matches(in: text, range: whole).map { TextRange(range.location + $0.range.location, $0.range.length) }
            }
            if hasAt {
                found += handle.matches(in: text, range: whole).map { TextRange(range.location + $0.range.location, $0.range.length) }
            }
        }
        return found
    }
}
