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

    /// The same for several replacements of the current text, judged together: each
    /// by the range rules on its own (S20 S22 S23 S24), and all of them by S21 on the
    /// text they make together, so that none needs a trial of its own
    /// (`keptByProtection`). One that overlaps an earlier one is `invalidRange`.
    public func rejections(ofReplacing replacements: [(range: TextRange, text: String)]) -> [RejectionReason?] {
        rejections(of: replacements.map { ($0.range, convertLineBreaks(Array($0.text.utf16))) }, in: document.fullRange)
    }

    /// `replacements` relative to `context`, line endings converted.
    func rejections(of replacements: [(range: TextRange, units: [UInt16])], in context: TextRange) -> [RejectionReason?] {
        let validator = SuggestionValidator(document: textDocument, exclusions: exclusions())
        var reasons = [RejectionReason?](repeating: nil, count: replacements.count)
        let order = replacements.indices.sorted { (replacements[$0].range.location, $0) < (replacements[$1].range.location, $1) }
        var candidates: [Int] = []
        for index in order {
            let (range, units) = replacements[index]
            if let reason = validator.rejection(of: range, in: context, replacement: units) {
                reasons[index] = reason
            } else if let previous = candidates.last,
                      replacements[previous].range.end > range.location || replacements[previous].range.location == range.location {
                reasons[index] = .invalidRange
            } else {
                candidates.append(index)
            }
        }
        let absolute = candidates.map { (replacements[$0].range.shifted(by: context.location), replacements[$0].units) }
        let kept = Set(keptByProtection(absolute).map { candidates[$0] })
        for index in candidates where !kept.contains(index) { reasons[index] = .crossesProtected }
        return reasons
    }

    /// A new text for `range`, turned into the smallest replacements (a diff on word
    /// boundaries), judged as `rejections(ofReplacing:)` judges them, so that one
    /// change that would touch protected text does not sink the others. The
    /// replacements do not overlap and all refer to the current text.
    public func checkRewrite(of range: TextRange, to text: String) -> [CheckedEdit] {
        guard range.location >= 0, range.length >= 0, range.length <= document.length - range.location else {
            return [CheckedEdit(range: range, text: text, rejection: .invalidRange)]
        }
        let hunks = RewriteDiff.hunks(from: document.units(in: range), to: Array(text.utf16), lineEnding: settings.lineEnding)
        let reasons = rejections(of: hunks.map { ($0.range, $0.replacement) }, in: range)
        return zip(hunks, reasons).map { hunk, reason in
            CheckedEdit(range: hunk.range.shifted(by: range.location), text: String(decoding: hunk.replacement, as: UTF16.self),
                        rejection: reason)
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
                              exclusions: RangeSet.meeting(range, in: exclusions()).filter { $0.overlaps(range) }
                                  .map { $0.intersection(range).shifted(by: -range.location) })
    }

    /// S20 S21 S22 S23 S24, for `units` (line endings already converted) replacing `range`.
    private func check(_ range: TextRange, _ units: [UInt16]) -> RejectionReason? {
        let validator = SuggestionValidator(document: textDocument, exclusions: exclusions())
        if let reason = validator.rejection(of: range, in: document.fullRange, replacement: units) { return reason }
        return keepsProtectedText(range, units) ? nil : .crossesProtected
    }
}
