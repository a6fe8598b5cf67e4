import InkstoneText

/// The known misspellings inside the compound names of a Markdown document's code spans
/// (issue #50): a code span is code, but a changelog that writes `` `MockRestAdpater` ``
/// or `` `unwrapedOptionalValue` `` misspells a word people read. Only a part of a name
/// of two parts or more (CamelCase, `snake_case`, `a.b`), of five letters or more, that
/// codespell's dictionary lists (`KnownMisspellings`) is read: a code span of one word
/// (`` `inout` ``, `` `teh` ``) is named on purpose.
public enum CodeSpanMisspellings {
    /// The shortest part weighed: shorter parts are abbreviations as often as slips.
    static let shortestPart = 5

    /// The parts found in a document, kept across edits: an edit re-reads only the lines
    /// it touched (a keystroke in a 10,000-line document must not read them all).
    public struct Scan: Sendable {
        public private(set) var words: [TextRange]

        public init(_ document: TextDocument, within extents: [TextRange]) {
            words = CodeSpanMisspellings.ranges(in: document, within: extents)
        }

        /// Follows `change`, already applied to `document`, whose prose nodes are now `extents`.
        public mutating func update(after change: TextChange, in document: TextDocument, within extents: [TextRange]) {
            RangeSet.shift(&words, by: change)
            let first = document.lines.line(containing: change.newRange.location).contentRange
            let last = document.lines.line(containing: change.newRange.end).contentRange
            let touched = TextRange(first.location, last.end - first.location)
            words.removeAll { $0.location <= touched.end && $0.end >= touched.location }
            let lines = RangeSet.meeting(touched, in: extents).map { $0.intersection(touched) }.filter { $0.length > 0 }
            words = RangeSet.normalized(words + CodeSpanMisspellings.ranges(in: document, within: lines))
        }
    }

    /// The ranges of such parts in the code spans inside `extents` (the paragraphs,
    /// headings and cells: the prose nodes before their code is taken out).
    public static func ranges(in document: TextDocument, within extents: [TextRange]) -> [TextRange] {
        var found: [TextRange] = []
        for extent in extents {
            let units = document.units(in: extent)
            guard units.contains(0x60) else { continue }
            var index = 0
            while index < units.count {
                guard units[index] == 0x60 else { index += 1; continue }
                var open = index
                while open < units.count && units[open] == 0x60 { open += 1 }
                let ticks = open - index
                guard let close = closing(ticks, in: units, from: open) else { break }
                found += parts(of: units[open..<close], at: extent.location + open)
                index = close + ticks
            }
        }
        return found
    }

    /// Where the run of exactly `ticks` backquotes that closes a span starts, if any.
    private static func closing(_ ticks: Int, in units: [UInt16], from start: Int) -> Int? {
        var index = start
        while index < units.count {
            guard units[index] == 0x60 else { index += 1; continue }
            var end = index
            while end < units.count && units[end] == 0x60 { end += 1 }
            if end - index == ticks { return index }
            index = end
        }
        return nil
    }

    /// The known misspellings among the parts of the name `span` holds, when it holds
    /// one name of two parts or more and nothing else; a method's name may end in `?` or
    /// `!` (Ruby's `Node#class_constructor?`) or be called (`load_config()`).
    static func parts(of span: ArraySlice<UInt16>, at location: Int) -> [TextRange] {
        let span = withoutCallMarks(span)
        guard span.allSatisfy({ isNameUnit($0) || $0 == 0x2E || $0 == 0x3A || $0 == 0x23 }) else { return [] }
        let pieces = pieces(of: span)
        guard pieces.count >= 2 else { return [] }
        return pieces.compactMap { piece in
            guard piece.count >= shortestPart else { return nil }
            let word = String(decoding: span[piece], as: UTF16.self)
            guard KnownMisspellings.entry(for: word) != nil else { return nil }
            return TextRange(location + piece.lowerBound - span.startIndex, piece.count)
        }
    }

    /// `span` without a final `()` or a final `?` or `!`.
    static func withoutCallMarks(_ span: ArraySlice<UInt16>) -> ArraySlice<UInt16> {
        if span.count > 2, span.last == 0x29, span[span.endIndex - 2] == 0x28 { return span.dropLast(2) }
        if span.count > 1, span.last == 0x3F || span.last == 0x21 { return span.dropLast() }
        return span
    }

    /// The letter runs of a name, split at anything else and where a capital starts a
    /// word (`MockRestAdpater` → Mock, Rest, Adpater; `XMLParser` → XML, Parser).
    static func pieces(of span: ArraySlice<UInt16>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start: Int?
        for index in span.indices {
            let unit = span[index]
            guard isLetter(unit) else {
                if let begun = start { pieces.append(begun..<index) }
                start = nil
                continue
            }
            if let begun = start, isUpper(unit), index > begun,
               !isUpper(span[index - 1]) || (index + 1 < span.endIndex && isLower(span[index + 1])) {
                pieces.append(begun..<index)
                start = index
            } else if start == nil {
                start = index
            }
        }
        if let begun = start { pieces.append(begun..<span.endIndex) }
        return pieces
    }

    // The span holds ASCII only (`parts`), so the tokenizer's ASCII cases decide.
    private static func isUpper(_ unit: UInt16) -> Bool { WordTokenizer.isUpper(unit) }
    private static func isLower(_ unit: UInt16) -> Bool { WordTokenizer.isLower(unit) }
    private static func isLetter(_ unit: UInt16) -> Bool { unit < 0x80 && WordTokenizer.isLetter(unit) }
    private static func isNameUnit(_ unit: UInt16) -> Bool { isLetter(unit) || WordTokenizer.isDigit(unit) || unit == 0x5F }
}
