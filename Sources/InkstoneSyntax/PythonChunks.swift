import CTreeSitter
import InkstoneText

/// Where a Python file may be cut into chunks (issue #27, item 2): tree-sitter's own
/// re-parse of a 10,000-line module takes about a millisecond and a half whatever the
/// edit, as it walks every top-level statement after it; in chunks, a keystroke
/// re-parses the statement it is in.
///
/// A chunk may start at a line that starts a statement at column 0 — a letter, `_` or
/// `@` — after a blank line, or at the column-0 comments right above such a line that
/// themselves follow a blank line; not at `else`, `elif`, `except` or `finally`, which
/// carry on the statement before. Such a line ends every indented block before it, so
/// the chunks parse as the whole file does — unless a bracket or a string is still open
/// there, or a decorator waits for its definition: then the chunk before holds a
/// syntax error (`isClosed`) and takes in the next one.
struct PythonChunks: ChunkBoundaries {
    private let document: TextDocument

    static let reparsesIncrementally = true

    init(document: TextDocument) {
        self.document = document
    }

    func nextStart(after offset: Int) -> Int {
        var (found, previousIsBlank, isFirst) = (document.length, false, true)
        // Where the column-0 comments above the line being read start, if a blank line
        // came before them.
        var commentsStart: Int?
        ScannedLine.forEach(in: document, from: document.lines.line(containing: offset).start) { line in
            defer { isFirst = false }
            if line.isBlank || isFirst {
                (previousIsBlank, commentsStart) = (line.isBlank, nil)
                return true
            }
            if line.first == 0x23 {  // #
                if previousIsBlank { commentsStart = line.start }
                previousIsBlank = false
                return true
            }
            if let cut = commentsStart ?? (previousIsBlank ? line.start : nil), cut > offset, startsStatement(line) {
                found = cut
                return false
            }
            (previousIsBlank, commentsStart) = (false, nil)
            return true
        }
        return found
    }

    func anchorEnd(ofChunkAt start: Int) -> Int {
        let lines = document.lines
        var index = lines.line(containing: start).index
        while index < lines.count - 1 && document[lines.line(at: index).start] == 0x23 { index += 1 }
        let line = lines.line(at: index)
        return line.start + line.length
    }

    func isClosed(_ root: TSNode, at end: Int) -> Bool {
        !ts_node_has_error(root)
    }

    /// Whether `line` starts a statement of its own at column 0.
    private func startsStatement(_ line: ScannedLine) -> Bool {
        guard let first = line.first, Self.isLetter(first) || first == 0x5F || first == 0x40 else { return false }
        let head = document.units(in: TextRange(line.start, min(line.length, 8)))
        let word = head.prefix { Self.isLetter($0) }
        guard word.count >= 4 && word.count <= 7 else { return true }
        let isWholeWord = word.count == head.count || !Self.isIdentifier(head[word.count])
        return !(isWholeWord && Self.carriesOn.contains(Array(word)))
    }

    /// The clauses that carry on a compound statement begun before them.
    private static let carriesOn: Set<[UInt16]> = Set(["else", "elif", "except", "finally"].map { Array($0.utf16) })

    private static func isLetter(_ unit: UInt16) -> Bool {
        (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
    }

    private static func isIdentifier(_ unit: UInt16) -> Bool {
        isLetter(unit) || (0x30...0x39).contains(unit) || unit == 0x5F || unit >= 0x80
    }
}
