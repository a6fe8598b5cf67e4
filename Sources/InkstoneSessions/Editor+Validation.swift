import InkstoneText

/// The session rules for hosts that hand edits to someone else to apply (a language
/// server gives its client text edits): the same validation as `suggest` (S20 S21 S22
/// S23 S24), and the same contexts as `requestContexts` (S12), without a session and
/// without changing anything.
extension Editor {
    /// Whether `text` may replace `range` of the current text: nil, or why not.
    public func rejection(ofReplacing range: TextRange, with text: String) -> RejectionReason? {
        check(range, convertLineBreaks(Array(text.utf16)))
    }

    /// A new text for `range`, turned into the smallest replacements (a diff on word
    /// boundaries) and each one judged on its own against the current text, so that
    /// one change that would touch protected text does not sink the others. The
    /// replacements do not overlap and all refer to the current text.
    public func checkRewrite(of range: TextRange, to text: String) -> [CheckedEdit] {
        guard range.location >= 0, range.length >= 0, range.length <= document.length - range.location else {
            return [CheckedEdit(range: range, text: text, rejection: .invalidRange)]
        }
        let hunks = RewriteDiff.hunks(from: document.units(in: range), to: convertLineBreaks(Array(text.utf16)))
        return hunks.map { hunk in
            let absolute = hunk.range.shifted(by: range.location)
            return CheckedEdit(range: absolute, text: String(decoding: hunk.replacement, as: UTF16.self),
                               rejection: check(absolute, hunk.replacement))
        }
    }

    /// The paragraphs (runs of non-blank lines) that meet `range` (S12), each with its
    /// protected parts; an empty range on a blank line meets none.
    public func paragraphs(meeting range: TextRange) -> [ProseParagraph] {
        let lines = document.lines
        let clamped = TextRange(max(0, min(range.location, document.length)), 0)
        let end = max(clamped.location, min(range.location.addingReportingOverflow(range.length).overflow ? document.length
                                                : range.end, document.length))
        let first = lines.line(containing: clamped.location).index
        let last = lines.line(containing: max(clamped.location, end - (end > clamped.location ? 1 : 0))).index
        var index = first
        // Back to the first line of the paragraph that holds the range's start.
        while index > 0 && !Paragraphs.isBlank(lines.line(at: index), textDocument)
                && !Paragraphs.isBlank(lines.line(at: index - 1), textDocument) { index -= 1 }
        var paragraphs: [ProseParagraph] = []
        var start: Int?
        while index < lines.count {
            let line = lines.line(at: index)
            if Paragraphs.isBlank(line, textDocument) {
                if let from = start { paragraphs.append(paragraph(from: from, toEndOf: lines.line(at: index - 1))) }
                start = nil
                if index >= last { break }
            } else if start == nil {
                start = line.start
            }
            index += 1
        }
        if let from = start { paragraphs.append(paragraph(from: from, toEndOf: lines.line(at: lines.count - 1))) }
        return paragraphs
    }

    private func paragraph(from start: Int, toEndOf line: Line) -> ProseParagraph {
        let range = TextRange(start, line.start + line.length - start)
        return ProseParagraph(range: range, text: document.string(in: range),
                              exclusions: exclusions().filter { $0.overlaps(range) }
                                  .map { $0.intersection(range).shifted(by: -range.location) })
    }

    /// S20 S21 S22 S23 S24, for `units` (line endings already converted) replacing `range`.
    private func check(_ range: TextRange, _ units: [UInt16]) -> RejectionReason? {
        let validator = SuggestionValidator(document: textDocument, exclusions: exclusions())
        if let reason = validator.rejection(of: range, in: document.fullRange, replacement: units) { return reason }
        return keepsProtectedText(range, units) ? nil : .crossesProtected
    }
}
