import InkstoneText

/// A text's replacements as `diff -u` prints them, line by line with three lines of
/// context, under `--- PATH` and `+++ PATH` headers (`patch -p0` applies it): what
/// `fix --diff` and `rewrite --diff` print instead of writing.
///
/// The replacements say which lines changed, so nothing is searched for: the work is
/// linear in the lines the hunks show, however many changes a file has.
enum UnifiedDiff {
    static let context = 3

    /// A replacement of the old text: its range there and its new text.
    struct Change {
        let range: TextRange
        let text: String
    }

    /// Empty when the changes change nothing. `changes` must not overlap.
    static func render(old document: TextDocument, changes: [Change], path: String) -> String {
        let blocks = self.blocks(of: document, changes: changes.sorted { $0.range.location < $1.range.location })
        guard !blocks.isEmpty else { return "" }
        let name = quoted(path)
        var output = "--- \(name)\n+++ \(name)\n"
        var index = 0
        var lineDelta = 0  // new line numbers run ahead of the old ones by this much
        while index < blocks.count {
            // A hunk takes in every block within twice the context of the one before.
            var last = index
            while last + 1 < blocks.count && blocks[last + 1].first - blocks[last].end <= 2 * context { last += 1 }
            let lower = max(0, blocks[index].first - context)
            let upper = min(lineCount(of: document), blocks[last].end + context)
            var body = ""
            var (oldCount, newCount) = (0, 0)
            var cursor = lower
            for block in blocks[index...last] {
                for line in cursor..<block.first { body += Self.line(" ", oldLine(line, of: document)) }
                (oldCount, newCount) = (oldCount + block.first - cursor, newCount + block.first - cursor)
                for line in block.first..<block.end { body += Self.line("-", oldLine(line, of: document)) }
                for line in block.new { body += Self.line("+", line) }
                oldCount += block.end - block.first
                newCount += block.new.count
                cursor = block.end
            }
            for line in cursor..<upper { body += Self.line(" ", oldLine(line, of: document)) }
            (oldCount, newCount) = (oldCount + upper - cursor, newCount + upper - cursor)
            output += "@@ -\(range(lower, oldCount)) +\(range(lower + lineDelta, newCount)) @@\n" + body
            for block in blocks[index...last] { lineDelta += block.new.count - (block.end - block.first) }
            index = last + 1
        }
        return output
    }

    /// Old lines `first..<end` that become the `new` lines.
    private struct Block {
        var first: Int
        var end: Int
        var new: [Substring]
    }

    /// The changed lines: each change's lines, joined where they meet, then trimmed of
    /// the lines they leave as they were.
    private static func blocks(of document: TextDocument, changes: [Change]) -> [Block] {
        let lines = document.lines
        var spans: [(first: Int, end: Int, changes: [Change])] = []
        for change in changes {
            let first = lines.line(containing: change.range.location).index
            // A change that ends at a line's start may have taken the line break before it.
            let last = lines.line(containing: change.range.end).index
            if let previous = spans.last, first < previous.end {
                spans[spans.count - 1].end = max(previous.end, last + 1)
                spans[spans.count - 1].changes.append(change)
            } else {
                spans.append((first, last + 1, [change]))
            }
        }
        let trimmed: [Block] = spans.compactMap { span in
            let start = lines.line(at: span.first).start
            let endLine = lines.line(at: span.end - 1)
            let oldRange = TextRange(start, endLine.start + endLine.totalLength - start)
            var new = ""
            var cursor = oldRange.location
            for change in span.changes {
                new += document.string(in: TextRange(cursor, change.range.location - cursor)) + change.text
                cursor = change.range.end
            }
            new += document.string(in: TextRange(cursor, oldRange.end - cursor))
            // The empty line after a final line break is no line of the file's.
            let count = lineCount(of: document)
            var block = Block(first: min(span.first, count), end: min(span.end, count), new: Self.lines(of: new))
            while block.first < block.end, let line = block.new.first, line == oldLine(block.first, of: document) {
                block.first += 1
                block.new.removeFirst()
            }
            while block.first < block.end, let line = block.new.last, line == oldLine(block.end - 1, of: document) {
                block.end -= 1
                block.new.removeLast()
            }
            return block.first == block.end && block.new.isEmpty ? nil : block
        }
        // Blocks on consecutive lines are one run of changes: diff shows its removals
        // before its additions.
        var merged: [Block] = []
        for block in trimmed {
            if let last = merged.last, last.end == block.first {
                merged[merged.count - 1].end = block.end
                merged[merged.count - 1].new += block.new
            } else {
                merged.append(block)
            }
        }
        return merged
    }

    /// The lines `diff` counts: not the empty one after a final line break.
    private static func lineCount(of document: TextDocument) -> Int {
        let lines = document.lines
        return lines.count > 0 && lines.line(at: lines.count - 1).totalLength == 0 ? lines.count - 1 : lines.count
    }

    private static func oldLine(_ index: Int, of document: TextDocument) -> Substring {
        Substring(document.string(in: document.lines.line(at: index).range))
    }

    /// A line with its line break (none on a last line without one).
    private static func lines(of text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        for index in text.indices where text[index] == "\n" || text[index] == "\r\n" || text[index] == "\r" {
            let end = text.index(after: index)
            result.append(text[start..<end])
            start = end
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    /// A path as git writes it in a header: as it is when it needs no quoting, else in
    /// double quotes with C escapes and every byte outside printable ASCII in octal, so
    /// that a name holding a line break cannot make a header of its own (`patch` reads
    /// the quotes).
    static func quoted(_ path: String) -> String {
        let escapes: [UInt8: String] = [0x07: "\\a", 0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0B: "\\v", 0x0C: "\\f",
                                        0x0D: "\\r", 0x22: "\\\"", 0x5C: "\\\\"]
        let bytes = Array(path.utf8)
        guard bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }) else { return path }
        return "\"" + bytes.map { byte in
            if let escape = escapes[byte] { return escape }
            if byte < 0x20 || byte >= 0x7F {
                let digits = String(byte, radix: 8)
                return "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            }
            return String(UnicodeScalar(byte))
        }.joined() + "\""
    }

    /// `start,count` with 1-based lines; an empty side names the line before it.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }

    private static func line(_ marker: String, _ text: Substring) -> String {
        guard text.hasSuffix("\n") || text.hasSuffix("\r\n") || text.hasSuffix("\r") else {
            return marker + text + "\n\\ No newline at end of file\n"
        }
        return marker + text
    }
}
