import InkstoneText

/// Paragraphs (runs of non-blank lines) and visible ranges, for contexts and previews.
enum Paragraphs {
    /// From the start of the first paragraph meeting `selection` to the end of the
    /// last one's text. A selection on blank lines only gets those lines.
    static func covering(_ selection: TextRange, in document: TextDocument) -> TextRange {
        let lines = document.lines
        var first = lines.line(containing: selection.location).index
        var last = lines.line(containing: max(selection.location, selection.end - 1)).index
        while first > 0 && !isBlank(lines.line(at: first - 1), document) && !isBlank(lines.line(at: first), document) {
            first -= 1
        }
        while last < lines.count - 1 && !isBlank(lines.line(at: last + 1), document) && !isBlank(lines.line(at: last), document) {
            last += 1
        }
        let start = lines.line(at: first).start
        let end = lines.line(at: last)
        return TextRange(start, end.start + end.length - start)
    }

    static func isBlank(_ line: Line, _ document: TextDocument) -> Bool {
        (0..<line.length).allSatisfy { document[line.start + $0] == 0x20 || document[line.start + $0] == 0x09 }
    }

    /// The text of the lines inside the viewport.
    static func visibleRange(_ viewport: Viewport, in document: TextDocument) -> TextRange {
        let lines = document.lines
        let first = min(max(0, viewport.firstLine), lines.count - 1)
        let last = min(lines.count - 1, max(first, viewport.firstLine + viewport.lineCount - 1))
        let start = lines.line(at: first).start
        let end = lines.line(at: last)
        return TextRange(start, end.start + end.totalLength - start)
    }
}
