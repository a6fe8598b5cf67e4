import InkstoneText

/// Code fenced in a plain text file (issue #26, item 3): a `.txt` written in Markdown's
/// manner — pure-bash-bible's `manuscript/chapter1.txt` shows its shell examples between
/// ```` ```shell ```` and ```` ``` ```` lines — holds code between its fences, not prose
/// (`fi`, `shopt`, `subdir/file3` were 13 of 13 sampled findings). A fence is a line
/// that starts, after up to three spaces, with three backticks, as Markdown's; not
/// tildes, which underline AsciiDoc's headings (uthash's `doc/userguide.txt`).
enum PlainTextFences {
    /// How far up from the first range a fence left open is looked for.
    static let reach = 2_000

    /// The parts of `ranges` (sorted prose ranges of a plain text document) on lines that
    /// lie in a fenced block or are a fence.
    static func lines(in ranges: [TextRange], of document: TextDocument) -> [TextRange] {
        guard let firstRange = ranges.first else { return [] }
        let lines = document.lines
        let top = lines.line(containing: firstRange.location).index
        var inside = isOpen(above: top, in: document)
        var found: [TextRange] = []
        var next = top
        for range in ranges where range.length > 0 {
            let last = lines.line(containing: range.end).index
            guard last >= next else { continue }
            for index in next...last {
                let fence = isFence(line: index, in: document)
                if inside || fence { found.append(lines.line(at: index).contentRange) }
                if fence { inside.toggle() }
            }
            next = last + 1
        }
        let fenced = RangeSet.normalized(found)
        return fenced.flatMap { line in RangeSet.meeting(line, in: ranges).map { $0.intersection(line) }.filter { $0.length > 0 } }
    }

    /// Whether the fences above line `index` (within `reach`) leave one open.
    private static func isOpen(above index: Int, in document: TextDocument) -> Bool {
        var open = false
        var line = index - 1
        while line >= 0 && index - line <= reach {
            if isFence(line: line, in: document) { open.toggle() }
            line -= 1
        }
        return open
    }

    /// Whether line `index` starts, after up to three spaces, with three backticks: read
    /// in place, as the look up from an edit passes many lines.
    static func isFence(line index: Int, in document: TextDocument) -> Bool {
        let range = document.lines.line(at: index).contentRange
        var offset = range.location
        while offset < range.end && offset - range.location < 3 && document[offset] == 0x20 { offset += 1 }
        guard range.end - offset >= 3 else { return false }
        return document[offset] == 0x60 && document[offset + 1] == 0x60 && document[offset + 2] == 0x60
    }

    /// The lines a fence typed or taken out at `range` may turn into code or prose: to
    /// the document's end, within `reach`.
    static func below(_ range: TextRange, in document: TextDocument) -> TextRange {
        let lines = document.lines
        let first = lines.line(containing: range.location)
        let last = lines.line(at: min(lines.count - 1, first.index + reach))
        return TextRange(first.start, last.start + last.length - first.start)
    }
}
