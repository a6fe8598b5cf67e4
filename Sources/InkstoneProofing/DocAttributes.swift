import InkstoneText

/// Elixir's documentation attributes — `@moduledoc """`, `@doc """`, `@typedoc """` —
/// hold Markdown written for people, as a docstring does: not a string of the
/// program's. So a test module's docs are read, and their examples are code: fenced
/// (```` ``` ````, `CommentFences`) or indented four spaces deeper than the text after a
/// blank line, as Markdown's indented code blocks are (issue #26, round U: ecto's
/// `from s in Sequences, select: concat_ws(".", ["public", s.relname])`).
enum DocAttributes {
    static let names: Set<String> = ["doc", "moduledoc", "typedoc"]

    /// The documentation heredocs among a document's string literals `literals`
    /// (sorted: a string with escapes or interpolations is several pieces) that meet
    /// `window`: each from its first piece's start to its last piece's end.
    static func spans(meeting window: TextRange, literals: [TextRange], in document: TextDocument) -> [TextRange] {
        strings(meeting: window, literals: literals, in: document) { isDoc($0, in: document) }
    }

    /// The strings whose pieces among `literals` meet `window` and whose first piece
    /// `starts` accepts, each from its first piece's start to its last piece's end. Only
    /// an accepted string's pieces are followed on, so a window of ordinary strings costs
    /// `starts` on each.
    static func strings(meeting window: TextRange, literals: [TextRange], in document: TextDocument,
                        starts: (TextRange) -> Bool = { _ in true }) -> [TextRange] {
        let meeting = RangeSet.indices(meeting: window, in: literals)
        guard !meeting.isEmpty else { return [] }
        var index = meeting.lowerBound
        while index > 0 && joins(literals[index - 1], literals[index], in: document) { index -= 1 }
        var found: [TextRange] = []
        while index < meeting.upperBound {
            guard starts(literals[index]) else {
                index += 1
                continue
            }
            var last = index
            while last + 1 < literals.count && joins(literals[last], literals[last + 1], in: document) { last += 1 }
            found.append(TextRange(literals[index].location, literals[last].end - literals[index].location))
            index = last + 1
        }
        return found
    }

    /// Whether two literals are pieces of one string: an escape or an interpolation
    /// between them on one line (`\d`, `#{x}`), no quote.
    private static func joins(_ first: TextRange, _ second: TextRange, in document: TextDocument) -> Bool {
        guard second.location >= first.end, second.location - first.end <= 120 else { return false }
        return !document.units(in: TextRange(first.end, second.location - first.end)).contains { $0 == 0x22 || $0 == 0x0A }
    }

    /// Whether the string literal `literal` (its text, right after the quotes) is the
    /// heredoc of a documentation attribute: `@doc """` before it on its line.
    static func isDoc(_ literal: TextRange, in document: TextDocument) -> Bool {
        var index = literal.location - 1
        for _ in 0..<3 {
            guard index >= 0, document[index] == 0x22 else { return false }
            index -= 1
        }
        while index >= 0 && (document[index] == 0x20 || document[index] == 0x09) { index -= 1 }
        let end = index + 1
        while index >= 0 && (0x61...0x7A).contains(document[index]) { index -= 1 }
        guard index >= 0, document[index] == 0x40, end - index - 1 <= 9 else { return false }
        return names.contains(document.string(in: TextRange(index + 1, end - index - 1)))
    }

    /// The lines of a documentation heredoc `literal` that are an indented code block:
    /// four columns or more deeper than its text, after a blank line (or another such
    /// line), and not inside a list item, whose own lines go deeper.
    static func indentedCode(in literal: TextRange, of document: TextDocument) -> [TextRange] {
        let lines = document.lines
        let first = lines.line(containing: literal.location).index + 1
        let last = lines.line(containing: literal.end).index
        guard first <= last else { return [] }
        let indents = (first...last).map { indent(of: lines.line(at: $0).contentRange, in: document) }
        guard let base = indents.compactMap({ $0 }).min() else { return [] }
        var found: [TextRange] = []
        var inCode = false, afterBlank = false, inList = false
        for (offset, indent) in indents.enumerated() {
            let line = lines.line(at: first + offset).contentRange
            guard let indent else {
                afterBlank = true
                continue
            }
            if indent >= base + 4 && (inCode || afterBlank && !inList) {
                inCode = true
                found.append(line)
            } else {
                inCode = false
                // At the margin a list item opens a list and any other line closes it; a
                // line a little deeper goes on with a list item, whose deeper lines are no code.
                if indent == base { inList = isListItem(line, after: indent, in: document) } else if indent < base + 4 { inList = true }
            }
            afterBlank = false
        }
        return found
    }

    /// The columns of blanks before a line's text; nil for a blank line.
    private static func indent(of line: TextRange, in document: TextDocument) -> Int? {
        var index = line.location
        while index < line.end && (document[index] == 0x20 || document[index] == 0x09) { index += 1 }
        return index < line.end ? index - line.location : nil
    }

    /// Whether the text of `line`, `indent` columns in, starts a list item (`* `, `- `, `+ `, `1. `).
    private static func isListItem(_ line: TextRange, after indent: Int, in document: TextDocument) -> Bool {
        var index = line.location + indent
        if index < line.end, [0x2A, 0x2D, 0x2B].contains(document[index]) {
            return index + 1 < line.end && document[index + 1] == 0x20
        }
        while index < line.end && (0x30...0x39).contains(document[index]) { index += 1 }
        return index > line.location + indent && index + 1 < line.end && (document[index] == 0x2E || document[index] == 0x29)
            && document[index + 1] == 0x20
    }
}
