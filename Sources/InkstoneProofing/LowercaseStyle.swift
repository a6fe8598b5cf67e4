import InkstoneText

/// A comment or paragraph whose first word is in lowercase is written in lowercase:
/// its later sentences start in lowercase by the writer's choice (`// ok, allow it.
/// effectively a pop`), not by a slip, and a maintainer would not take a fix for each
/// (issue #26: jsoup's and a vendored header's comments, ten of the sampled sentence-case
/// findings). Read from the lines above the finding up to a blank line or a comment
/// that rules a line (`// -----`), so that the live proofreader, which judges a block
/// of lines again after an edit, agrees. A comment after code on its line
/// (`if (i + 1 < n) // there are more keys. go down`) is a paragraph of its own.
enum LowercaseStyle {
    /// How far up a paragraph is followed.
    static let reach = 50

    /// Whether the comment or paragraph holding `offset` starts with a lowercase word;
    /// `isCode` says the document is source code, whose comments may follow code.
    static func isLowercase(paragraphAt offset: Int, in document: TextDocument, isCode: Bool) -> Bool {
        let lines = document.lines
        let line = lines.line(containing: offset)
        var index = line.index
        if isCode, let trailing = trailingComment(before: offset - line.contentRange.location, in: CommentMarker.text(ofLine: index, in: document)) {
            return startsInLowercase(Array(trailing))
        }
        let family = CommentMarker.kind(ofLine: index, in: document)
        let start = index
        while index > 0 && start - index < reach {
            let above = CommentMarker.text(ofLine: index - 1, in: document)
            guard let first = above.first(where: { $0 != 0x20 && $0 != 0x09 }) else { break }  // a blank line
            let aboveMarker = CommentMarker(line: above)
            guard aboveMarker?.kind == family else { break }
            if let aboveMarker, isEmptyComment(above, after: aboveMarker) { break }
            index -= 1
            if first == 0x2F && family == "*" { break }  // the `/*` that opens the comment
        }
        return startsInLowercase(CommentMarker.text(ofLine: index, in: document))
    }

    /// Whether a comment line holds no word: blank, or a rule drawn across (`// -----`,
    /// `# =====`) that sets the comment below it apart from the one above.
    private static func isEmptyComment(_ units: [UInt16], after marker: CommentMarker) -> Bool {
        !units[min(marker.end, units.count)...].contains { unit in
            Unicode.Scalar(unit).map { $0.properties.isAlphabetic || $0.properties.numericType != nil } ?? true
        }
    }

    /// The comment that follows code on the same line, from its marker (`//` or `#` after
    /// a space), when the column `column` is inside it; nil for a line that starts with
    /// its comment, or has none before the column.
    static func trailingComment(before column: Int, in units: [UInt16]) -> ArraySlice<UInt16>? {
        guard CommentMarker(line: units) == nil, column <= units.count else { return nil }
        var index = 1
        while index + 1 < column {
            let isSpaced = units[index - 1] == 0x20 || units[index - 1] == 0x09
            if isSpaced && (units[index] == 0x23 || units[index] == 0x2F && units[index + 1] == 0x2F) {
                return units[index...]
            }
            index += 1
        }
        return nil
    }

    /// Whether the line's first word, past its marker, list bullet, quotes and code
    /// spans, is an ordinary lowercase word (not a name in code: `foo()`, `is_open`,
    /// `preferMatch`).
    static func startsInLowercase(_ units: [UInt16]) -> Bool {
        var index = CommentMarker(line: units)?.end ?? 0
        var inCode = false
        while index < units.count {
            let unit = units[index]
            if unit == 0x60 { inCode.toggle() }
            if !inCode, let scalar = Unicode.Scalar(unit), scalar.properties.isAlphabetic {
                // A tag before the comment's words (`FIXME: should match …`, `TODO(ana): …`)
                // is passed, as a list number (`1.`) and a bullet (`-`, `*`) were.
                if let afterTag = end(ofTagAt: index, in: units) {
                    index = afterTag
                    continue
                }
                return isLowercaseWord(units, from: index)
            }
            index += 1
        }
        return false
    }

    /// Where a tag in capitals that starts at `start` ends, past its colon (`FIXME:`,
    /// `NOTE:`, `TODO(ana):`); nil for any other word.
    private static func end(ofTagAt start: Int, in units: [UInt16]) -> Int? {
        var end = start
        while end < units.count, (0x41...0x5A).contains(units[end]) { end += 1 }
        guard end - start >= 2 else { return nil }
        if end < units.count, units[end] == 0x28, let close = units[end...].firstIndex(of: 0x29) { end = close + 1 }
        return end < units.count && units[end] == 0x3A ? end + 1 : nil
    }

    private static func isLowercaseWord(_ units: [UInt16], from start: Int) -> Bool {
        var end = start
        while end < units.count, let scalar = Unicode.Scalar(units[end]), scalar.properties.isAlphabetic || scalar == "'" || scalar == "’" {
            if scalar.properties.isUppercase { return false }
            end += 1
        }
        guard let first = Unicode.Scalar(units[start]), first.properties.isLowercase else { return false }
        if end < units.count, units[end] == 0x28 || units[end] == 0x5F || (0x30...0x39).contains(units[end]) { return false }
        return true
    }
}
