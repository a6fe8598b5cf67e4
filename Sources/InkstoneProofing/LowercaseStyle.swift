import InkstoneText

/// A comment or paragraph whose first word is in lowercase is written in lowercase:
/// its later sentences start in lowercase by the writer's choice (`// ok, allow it.
/// effectively a pop`), not by a slip, and a maintainer would not take a fix for each
/// (issue #26: jsoup's and a vendored header's comments, ten of the sampled sentence-case
/// findings). Read from the lines above the finding up to a blank line, so that the
/// live proofreader, which judges a block of lines again after an edit, agrees.
enum LowercaseStyle {
    /// How far up a paragraph is followed.
    static let reach = 50

    /// Whether the comment or paragraph holding `offset` starts with a lowercase word.
    static func isLowercase(paragraphAt offset: Int, in document: TextDocument) -> Bool {
        let lines = document.lines
        var index = lines.line(containing: offset).index
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

    private static func isEmptyComment(_ units: [UInt16], after marker: CommentMarker) -> Bool {
        units[min(marker.end, units.count)...].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x2A || $0 == 0x2F || $0 == 0x23 }
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
                // A list number (`1.`) was passed as a non-letter; a bullet (`-`, `*`) too.
                return isLowercaseWord(units, from: index)
            }
            index += 1
        }
        return false
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
