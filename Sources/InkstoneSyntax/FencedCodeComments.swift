import InkstoneText

/// The comments of a Markdown document's fenced code examples (issue #50): the code is
/// protected, but a whole-line comment in it (`# Propagate the error`, `// Specifying
/// a value`) is a sentence a person wrote, as a comment in a source file is, and so is
/// one after the code on its line (`x = 1 -- Mininum width`). Only where
/// the fence names a language Inkstone has whose one-line comment has no closing
/// marker, and not for shells, whose `# ` starts a root prompt (`# apt install foo`).
/// The text after the marker is prose, without the tokens no word holds (`ProtectedTokens`);
/// the judge leaves out a comment line that is code put aside (`CommentedCode`).
public enum FencedCodeComments {
    /// Languages whose `#` lines in documentation are as often a root prompt as a comment.
    static let shells: Set<String> = ["bash", "sh", "shell", "zsh", "fish", "console", "shellsession", "powershell", "make"]

    /// The fenced blocks of a document and the comments in them, kept across edits:
    /// typing in prose or in a comment re-reads only the lines it touched (a keystroke in
    /// a 10,000-line document must not read them all); an edit that may open or close a
    /// fence reads the document again.
    public struct Scan: Sendable {
        /// Each block, from its opening fence line to its closing one (or the end), and
        /// its language's comment marker (nil: its comments are not read).
        var blocks: [(range: TextRange, marker: [UInt16]?)] = []
        /// The prose ranges of its comments, sorted.
        public private(set) var comments: [TextRange] = []

        public init(_ document: TextDocument) {
            var open: (start: Int, fence: [UInt16], marker: [UInt16]?)?
            for index in 0..<document.lines.count {
                let line = document.lines.line(at: index)
                let rest = FencedCodeComments.trimmed(document.units(in: line.contentRange))
                if let block = open {
                    if FencedCodeComments.closes(rest.units, fence: block.fence) {
                        blocks.append((TextRange(block.start, line.contentRange.end - block.start), block.marker))
                        open = nil
                    } else if let marker = block.marker {
                        comments += FencedCodeComments.comment(onLine: index, of: document, marker: marker)
                    }
                } else if let fence = FencedCodeComments.fenceMarker(rest.units) {
                    open = (line.contentRange.location, fence, FencedCodeComments.commentMarker(info: Array(rest.units.dropFirst(fence.count))))
                }
            }
            if let block = open { blocks.append((TextRange(block.start, document.length - block.start), block.marker)) }
        }

        /// Follows `change`, already applied to `document`; false when it may have opened
        /// or closed a fence, and the document must be read again.
        public mutating func update(after change: TextChange, in document: TextDocument) -> Bool {
            let first = document.lines.line(containing: change.newRange.location).index
            let last = document.lines.line(containing: change.newRange.end).index
            let fenceUnits: Set<UInt16> = [0x60, 0x7E]
            if change.oldUnits.contains(where: fenceUnits.contains) || change.newUnits.contains(where: fenceUnits.contains) { return false }
            for index in first...last where FencedCodeComments.fenceMarker(FencedCodeComments.trimmed(
                document.units(in: document.lines.line(at: index).contentRange)).units) != nil { return false }
            var ranges = blocks.map(\.range)
            RangeSet.shift(&ranges, by: change)
            for index in blocks.indices { blocks[index].range = ranges[index] }
            RangeSet.shift(&comments, by: change)
            let touched = TextRange(document.lines.line(at: first).contentRange.location,
                                    document.lines.line(at: last).contentRange.end - document.lines.line(at: first).contentRange.location)
            comments.removeAll { $0.location <= touched.end && $0.end >= touched.location }
            for index in first...last {
                let start = document.lines.line(at: index).contentRange.location
                guard let block = blocks.first(where: { $0.range.location < start && start <= $0.range.end }), let marker = block.marker else { continue }
                comments += FencedCodeComments.comment(onLine: index, of: document, marker: marker)
            }
            comments = RangeSet.normalized(comments)
            return true
        }
    }

    /// The prose ranges of the comments inside `document`'s fenced code blocks.
    public static func ranges(in document: TextDocument) -> [TextRange] {
        Scan(document).comments
    }

    /// A line's units without its indentation, and how many units that was.
    static func trimmed(_ units: [UInt16]) -> (units: [UInt16], start: Int) {
        let start = units.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? units.count
        return (Array(units[start...]), start)
    }

    /// Whether a line (without its indentation) closes a block opened by `fence`.
    static func closes(_ line: [UInt16], fence: [UInt16]) -> Bool {
        line.starts(with: fence) && line.dropFirst(fence.count).allSatisfy { $0 == fence[0] || $0 == 0x20 }
    }

    /// The prose of line `index`'s comment, whole-line or after the code, if it has one,
    /// without the tokens no word holds.
    static func comment(onLine index: Int, of document: TextDocument, marker: [UInt16]) -> [TextRange] {
        let line = document.lines.line(at: index).contentRange
        let rest = trimmed(document.units(in: line))
        guard let text = commentText(rest.units, marker: marker) ?? trailingCommentText(rest.units, marker: marker) else { return [] }
        let range = TextRange(line.location + rest.start + text.lowerBound, text.count)
        return RangeSet.subtracting(ProtectedTokens.ranges(in: range, of: document), from: [range])
    }

    /// The run of three or more backquotes or tildes a fence line starts with.
    static func fenceMarker(_ line: [UInt16]) -> [UInt16]? {
        guard let first = line.first, first == 0x60 || first == 0x7E else { return nil }
        let count = line.prefix { $0 == first }.count
        return count >= 3 ? Array(repeating: first, count: count) : nil
    }

    /// The one-line comment marker of the language an info string names (`ruby`,
    /// `swift title="x"`, `{.python}`), without its space; nil for none or a shell.
    static func commentMarker(info: [UInt16]) -> [UInt16]? {
        let words = String(decoding: info, as: UTF16.self).split { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "}" || $0 == "," }
        guard let name = words.first.map({ $0.hasPrefix(".") ? String($0.dropFirst()) : String($0) })?.lowercased(),
              !name.isEmpty, !shells.contains(name) else { return nil }
        let language = LanguageRegistry.language(forClientID: name) ?? LanguageRegistry.listed.first { $0.extensions.contains(name) }
        guard let language, !shells.contains(language.name), let comment = language.lineComment, comment.close.isEmpty else { return nil }
        let marker = comment.open.filter { $0 != " " && $0 != "\t" }
        return marker.isEmpty ? nil : Array(marker.utf16)
    }

    /// The range, in `line` (from its first non-blank unit), of a comment after code
    /// (`x = 1 -- Mininum width`): the first marker with a blank on each side and no
    /// string open before it (an even number of each quote), and text that starts with a
    /// letter (not a result shown, `# => "a"`, nor a number, `// 42`); nil when none.
    static func trailingCommentText(_ line: [UInt16], marker: [UInt16]) -> Range<Int>? {
        var (double, single, backtick) = (0, 0, 0)
        var index = 1
        while index + marker.count < line.count {
            switch line[index - 1] {
            case 0x22: double += 1
            case 0x27: single += 1
            case 0x60: backtick += 1
            default: break
            }
            if line[index - 1] == 0x20 || line[index - 1] == 0x09, line[index..<(index + marker.count)].elementsEqual(marker),
               line[index + marker.count] == 0x20 {
                guard double % 2 == 0 && single % 2 == 0 && backtick % 2 == 0 else { return nil }
                var start = index + marker.count
                while start < line.count && line[start] == 0x20 { start += 1 }
                guard start < line.count, Unicode.Scalar(line[start]).map({ $0.properties.isAlphabetic }) == true else { return nil }
                return start..<line.count
            }
            index += 1
        }
        return nil
    }

    /// The range, in `line` (from its first non-blank unit), of the text after a comment
    /// marker and one space: a marker doubled or tripled (`///`, `##`) is the same comment;
    /// nil when the line is no comment or holds nothing but marks (`# ---`).
    static func commentText(_ line: [UInt16], marker: [UInt16]) -> Range<Int>? {
        guard line.starts(with: marker) else { return nil }
        var index = marker.count
        while index < line.count && line[index] == marker.last { index += 1 }
        guard index < line.count, line[index] == 0x20 else { return nil }
        while index < line.count && line[index] == 0x20 { index += 1 }
        guard line[index...].contains(where: { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
        return index..<line.count
    }
}
