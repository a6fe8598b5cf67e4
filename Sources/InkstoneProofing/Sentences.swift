import InkstoneText

/// Sentence spans, as the live proofreader re-checks them. A sentence ends at `.`, `!`
/// or `?` (and closing quotes or brackets after it) followed by white space, or at a
/// blank line; its span holds no white space at either end. Spans longer than
/// `maximumLength` are cut at white space, so that a text without punctuation never
/// makes one keystroke re-check a whole file.
public enum Sentences {
    public static let maximumLength = 2_000

    /// The sentence that holds `range` (from the start of the sentence at its start to
    /// the end of the sentence at its end).
    public static func sentence(containing range: TextRange, in document: TextDocument) -> TextRange {
        let start = start(before: range.location, in: document)
        let end = max(start, end(after: range.end, in: document))
        return TextRange(start, end - start)
    }

    /// What an edit whose new text is `range` asks to re-check: its sentence, and the
    /// next one when the edit ends a sentence (a new full stop changes whether the next
    /// word starts a sentence) or stands in the word that does (`x.` made of `..`
    /// changes whether the full stop ends one).
    public static func recheckSpan(for range: TextRange, in document: TextDocument) -> TextRange {
        let start = start(before: range.location, in: document)
        var probe = endOfNextWord(after: range.end, in: document)
        if probe > range.end, !UTF16Text.isWhiteSpace(document[range.end]), endsSentence(before: probe, in: document) {
            probe = endOfNextWord(after: probe, in: document)
        }
        let end = max(start, end(after: probe, in: document))
        return TextRange(start, end - start)
    }

    /// Where the sentence holding `offset` starts.
    static func start(before offset: Int, in document: TextDocument) -> Int {
        let lower = max(0, offset - maximumLength)
        let units = document.units(in: TextRange(lower, offset - lower))
        var index = units.count
        while true {
            while index > 0 && !UTF16Text.isWhiteSpace(units[index - 1]) { index -= 1 }
            var runStart = index
            while runStart > 0 && UTF16Text.isWhiteSpace(units[runStart - 1]) { runStart -= 1 }
            if runStart == index || runStart == 0 { return lower + index }
            if isBlankLine(units[runStart..<index]) || endsSentence(units[..<runStart]) { return lower + index }
            index = runStart
        }
    }

    /// Where the sentence holding `offset` ends.
    static func end(after offset: Int, in document: TextDocument) -> Int {
        let upper = min(document.length, offset + maximumLength)
        let units = document.units(in: TextRange(offset, upper - offset))
        var index = 0
        while true {
            while index < units.count && !UTF16Text.isWhiteSpace(units[index]) { index += 1 }
            if index == units.count { return offset + index }
            var runEnd = index
            while runEnd < units.count && UTF16Text.isWhiteSpace(units[runEnd]) { runEnd += 1 }
            let endsHere = endsSentence(units[..<index]) || (index == 0 && offset > 0 && endsSentence(before: offset, in: document))
            if runEnd == units.count || endsHere || isBlankLine(units[index..<runEnd]) { return offset + index }
            index = runEnd
        }
    }

    static func endOfNextWord(after offset: Int, in document: TextDocument) -> Int {
        let upper = min(document.length, offset + 256)
        let units = document.units(in: TextRange(offset, upper - offset))
        var index = 0
        while index < units.count && UTF16Text.isWhiteSpace(units[index]) { index += 1 }
        while index < units.count && !UTF16Text.isWhiteSpace(units[index]) { index += 1 }
        return offset + index
    }

    private static func endsSentence(before offset: Int, in document: TextDocument) -> Bool {
        endsSentence(document.units(in: TextRange(max(0, offset - 4), min(offset, 4)))[...])
    }

    /// Whether `units` ends with a sentence terminator, perhaps followed by closers.
    static func endsSentence(_ units: ArraySlice<UInt16>) -> Bool {
        var index = units.endIndex
        while index > units.startIndex, isCloser(units[index - 1]) { index -= 1 }
        guard index > units.startIndex else { return false }
        let unit = units[index - 1]
        return unit == 0x2E || unit == 0x21 || unit == 0x3F
    }

    static func isBlankLine(_ run: ArraySlice<UInt16>) -> Bool {
        var breaks = 0
        var previous: UInt16 = 0
        for unit in run {
            if unit == 0x0A && previous != 0x0D || unit == 0x0D { breaks += 1 }
            previous = unit
        }
        return breaks >= 2
    }

    private static func isCloser(_ unit: UInt16) -> Bool {
        unit == 0x22 || unit == 0x27 || unit == 0x29 || unit == 0x5D || unit == 0x2019 || unit == 0x201D
    }
}
