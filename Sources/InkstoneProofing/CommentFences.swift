import InkstoneText

/// Code examples fenced inside comments — a doc comment's ```` ``` ```` block (JSDoc,
/// Rust's `///`, Swift's DocC, Javadoc's `<pre>` written Markdown-style) or `~~~`:
/// or Doxygen's `@code` … `@endcode` (`\code`, `@verbatim`): the lines between the
/// fences, and the fences, are code, not prose (issue #26: a JavaScript library's
/// examples in its JSDoc comments, a C library's in its Doxygen ones). A comment over several lines
/// (`/** … */`, a docstring) is read whole; one-line comments (`///`, `//`, `#`, `--`)
/// by the run of lines with the same marker around them, a fence opening and closing
/// within the run. In a comment over several lines, JSDoc's `@example` block too: its
/// lines, down to the next tag or the comment's end, are code (date-fns's `//=> 'martes,
/// 2 de septiembre de 2014'`), unless it is fenced: then the fences say.
enum CommentFences {
    /// How far up a run of comment lines is read for a fence left open.
    static let reach = 300

    /// The lines of `ranges` (sorted prose ranges of comments) that lie in a fenced
    /// block or are a fence, whole.
    static func lines(in ranges: [TextRange], of document: TextDocument) -> [TextRange] {
        let lines = document.lines
        var found: [TextRange] = []
        var inside = false
        var insideExample = false
        var lastLine = -2
        var lastFamily: String?
        for range in ranges where range.length > 0 {
            let first = lines.line(containing: range.location).index
            let last = lines.line(containing: range.end).index
            // A comment over several lines (`/** … */`, a docstring) holds its fences
            // itself, its lines with a `*` in front or none. Its prose may come in
            // pieces (a URL inside is protected): a piece that goes on from the line the
            // last one ended on goes on with its state.
            if last > first || lastFamily == blockFamily && first <= lastLine + 1 {
                let goesOn = lastFamily == blockFamily && first <= lastLine + 1
                var open = goesOn ? inside : isOpenInBlock(above: first, in: document)
                var example = goesOn ? insideExample : isExampleOpenInBlock(above: first, in: document)
                for index in first...last where index != lastLine {
                    let units = CommentMarker.text(ofLine: index, in: document)
                    let markerEnd = CommentMarker(line: units)?.end ?? 0
                    let fence = isFence(units, after: markerEnd)
                    if let tag = tag(units, after: markerEnd) { example = tag == exampleTag }
                    // An example written with fences (got's JSDoc) is theirs, and the prose after them is read.
                    if fence { example = false }
                    if open || fence || example { found.append(lines.line(at: index).contentRange) }
                    if fence { open.toggle() }
                }
                (lastLine, lastFamily, inside, insideExample) = (last, blockFamily, open, example)
                continue
            }
            guard first != lastLine else { continue }
            let units = CommentMarker.text(ofLine: first, in: document)
            guard let marker = CommentMarker(line: units) else {
                (lastLine, lastFamily, inside, insideExample) = (first, nil, false, false)
                continue
            }
            if first != lastLine + 1 || marker.kind != lastFamily {
                inside = isOpen(above: first, family: marker.kind, in: document)
            }
            let fence = isFence(units, after: marker.end)
            if inside || fence { found.append(lines.line(at: first).contentRange) }
            if fence { inside.toggle() }
            (lastLine, lastFamily, insideExample) = (first, marker.kind, false)
        }
        return RangeSet.normalized(found).flatMap { line in RangeSet.meeting(line, in: ranges).map { $0.intersection(line) }.filter { $0.length > 0 } }
    }

    private static let blockFamily = "block"

    /// Whether the lines of a comment over several lines above `index`, up to the line
    /// that opens it (`/*`, `"""`, `'''`), leave a fence open.
    private static func isOpenInBlock(above index: Int, in document: TextDocument) -> Bool {
        var open = false
        var line = index
        while line >= 0 && index - line <= reach {
            let units = CommentMarker.text(ofLine: line, in: document)
            if line < index && isFence(units, after: CommentMarker(line: units)?.end ?? 0) { open.toggle() }
            if opensComment(units) { return line == index ? false : open }
            line -= 1
        }
        return false
    }

    /// Whether the nearest tag above `index` in its comment over several lines, up to
    /// the line that opens it, is `@example`. A comment that opens on `index` has none
    /// above: the search stopped at the opener of the comment it read, so the `@example`
    /// of the doc comment before (lodash: 306 of them) made the next comment's
    /// description code.
    private static func isExampleOpenInBlock(above index: Int, in document: TextDocument) -> Bool {
        if opensComment(CommentMarker.text(ofLine: index, in: document)) { return false }
        var line = index - 1
        while line >= 0 && index - line <= reach {
            let units = CommentMarker.text(ofLine: line, in: document)
            let markerEnd = CommentMarker(line: units)?.end ?? 0
            if isFence(units, after: markerEnd) { return false }
            if let tag = tag(units, after: markerEnd) { return tag == exampleTag }
            if opensComment(units) { return false }
            line -= 1
        }
        return false
    }

    private static let exampleTag = Array("example".utf16)

    /// The name of the documentation tag a line starts with after its marker (`@example`,
    /// `@returns`: `example`, `returns`), or nil.
    private static func tag(_ units: [UInt16], after markerLength: Int) -> [UInt16]? {
        let rest = units[min(markerLength, units.count)...].drop { $0 == 0x20 || $0 == 0x09 }
        guard rest.first == 0x40 else { return nil }
        let name = rest.dropFirst().prefix { (0x61...0x7A).contains($0) || (0x41...0x5A).contains($0) || $0 == 0x2D }
        return name.isEmpty ? nil : Array(name)
    }

    private static func opensComment(_ units: [UInt16]) -> Bool {
        for (index, unit) in units.enumerated() where index + 1 < units.count {
            if unit == 0x2F && units[index + 1] == 0x2A { return true }  // /*
            if index + 2 < units.count, unit == 0x22 || unit == 0x27, units[index + 1] == unit, units[index + 2] == unit { return true }
        }
        return false
    }

    /// Whether the comment lines of `family` right above `index` leave a fence open.
    private static func isOpen(above index: Int, family: String, in document: TextDocument) -> Bool {
        var open = false
        var line = index - 1
        while line >= 0 && index - line <= reach {
            let units = CommentMarker.text(ofLine: line, in: document)
            guard let marker = CommentMarker(line: units), marker.kind == family else { break }
            if isFence(units, after: marker.end) { open.toggle() }
            line -= 1
        }
        return open
    }

    /// Whether `range` of the document's text holds a fence or a documentation tag (an
    /// edit that adds or removes one changes what the lines below it are: a tag ends an
    /// `@example` block).
    static func mayHoldFence(_ units: [UInt16]) -> Bool {
        var run = 0
        for (index, unit) in units.enumerated() {
            run = unit == 0x60 || unit == 0x7E ? run + 1 : 0
            if run >= 3 { return true }
            if unit == 0x5C && isDoxygenFence(units[(index + 1)...]) { return true }
            if unit == 0x40 && index + 1 < units.count && (0x61...0x7A).contains(units[index + 1]) { return true }
            if unit == 0x3C && index + 3 < units.count && (units[index + 1] | 0x20 == 0x70 || units[index + 1] == 0x2F) { return true }
        }
        return false
    }

    /// The run of comment lines of one kind around the lines `range` meets.
    static func block(around range: TextRange, in document: TextDocument) -> TextRange {
        let lines = document.lines
        let (top, bottom) = (lines.line(containing: range.location).index, lines.line(containing: range.end).index)
        var (first, last) = (top, bottom)
        guard let family = CommentMarker.kind(ofLine: first, in: document) else { return range }
        while first > 0, top - first < reach, CommentMarker.kind(ofLine: first - 1, in: document) == family { first -= 1 }
        while last + 1 < lines.count, last - bottom < reach, CommentMarker.kind(ofLine: last + 1, in: document) == family { last += 1 }
        let end = lines.line(at: last)
        return TextRange(lines.line(at: first).start, end.start + end.length - lines.line(at: first).start)
    }

    /// The lines from the nearest comment opener above (`/*`, `"""`) to the nearest
    /// closer below (`*/`, `"""`) of the lines `range` meets, each within `reach`:
    /// what a fence typed into a comment over several lines may change.
    static func enclosingComment(of range: TextRange, in document: TextDocument) -> TextRange {
        let lines = document.lines
        let (top, bottom) = (lines.line(containing: range.location).index, lines.line(containing: range.end).index)
        var first = top
        while first > 0, top - first < reach, !opensComment(CommentMarker.text(ofLine: first, in: document)) { first -= 1 }
        var last = bottom
        while last + 1 < lines.count, last - bottom < reach, !closesComment(CommentMarker.text(ofLine: last, in: document)) { last += 1 }
        let end = lines.line(at: last)
        return TextRange(lines.line(at: first).start, end.start + end.length - lines.line(at: first).start)
    }

    private static func closesComment(_ units: [UInt16]) -> Bool {
        for (index, unit) in units.enumerated() where index + 1 < units.count {
            if unit == 0x2A && units[index + 1] == 0x2F { return true }  // */
            if index + 2 < units.count, unit == 0x22 || unit == 0x27, units[index + 1] == unit, units[index + 2] == unit { return true }
        }
        return false
    }

    /// A line whose text after its marker starts with three backticks or tildes, or
    /// with one of Doxygen's block commands for code (`@code{.c}`, `\\endcode`).
    private static func isFence(_ units: [UInt16], after markerLength: Int) -> Bool {
        let rest = units[min(markerLength, units.count)...].drop { $0 == 0x20 || $0 == 0x09 }
        if let first = rest.first, first == 0x40 || first == 0x5C { return isDoxygenFence(rest.dropFirst()) }
        return rest.starts(with: [0x60, 0x60, 0x60]) || rest.starts(with: [0x7E, 0x7E, 0x7E]) || isPreTagFence(rest)
    }

    /// Javadoc's and HTML's `<pre>` on a line of its own (or opening one, `<pre>{@code`),
    /// and `</pre>` (or `}</pre>`, closing a `{@code`): the example between is code
    /// (commons-lang's `StringUtils.compare(null , "a")`). Not a `<pre>…</pre>` within one
    /// line, nor a `<pre>` styled back to ordinary text (`white-space:normal`, as rustdoc
    /// pages box a note).
    private static func isPreTagFence(_ rest: ArraySlice<UInt16>) -> Bool {
        // Every comment line is asked: only one starting `<` or `}` is read as text.
        guard let first = rest.first, first == 0x3C || first == 0x7D else { return false }
        let line = String(decoding: rest, as: UTF16.self).lowercased()
        if line.hasPrefix("</pre>") || line.hasPrefix("}</pre>") { return true }
        guard line.hasPrefix("<pre>") || line.hasPrefix("<pre ") else { return false }
        return !line.contains("</pre>") && !line.replacingOccurrences(of: " ", with: "").contains("white-space:normal")
    }

    /// Doxygen's commands that open or close a block of code, as they follow the `@` or `\\`.
    private static let doxygenFences: [[UInt16]] = ["code", "endcode", "verbatim", "endverbatim"].map { Array($0.utf16) }

    /// Whether `units` start with one of `doxygenFences` and no letter after it.
    private static func isDoxygenFence(_ units: ArraySlice<UInt16>) -> Bool {
        doxygenFences.contains { command in
            guard units.starts(with: command) else { return false }
            let after = units.index(units.startIndex, offsetBy: command.count)
            return after == units.endIndex || !(0x61...0x7A).contains(units[after]) && !(0x41...0x5A).contains(units[after])
        }
    }
}
