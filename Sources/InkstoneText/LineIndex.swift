/// The lines of a `TextDocument`: line ↔ offset lookups in O(log n), kept in step with
/// every change in O(log n) plus the length of the inserted text. CR, LF and CR LF
/// are line breaks; a CR LF is one delimiter even when an edit joins or splits it.
public final class LineIndex {
    var tree: LineTree
    /// How many lines end in LF, CR LF and CR.
    public private(set) var delimiterCounts: (lf: Int, crlf: Int, cr: Int) = (0, 0, 0)

    init(lines: [(length: UInt32, delimiter: LineDelimiter)]) {
        tree = LineTree(lines: lines)
        for line in lines { countDelimiter(line.delimiter, by: 1) }
    }

    convenience init<C: Collection>(units: C) where C.Element == UInt16 {
        var scanner = LineBreakScanner()
        scanner.scan(units)
        self.init(lines: scanner.finish(includeLastLine: true))
    }

    public var count: Int { tree.count }

    /// The total UTF-16 length of the lines, which is the document's length.
    public var totalLength: Int { tree.totalLength }

    public func line(at index: Int) -> Line {
        precondition(index >= 0 && index < count, "line \(index) out of 0..<\(count)")
        let (node, start) = tree.node(atLine: index)
        return makeLine(index: index, start: start, node: node)
    }

    public func line(containing offset: Int) -> Line {
        precondition(offset >= 0 && offset <= totalLength, "offset \(offset) out of 0...\(totalLength)")
        let (index, start, node) = tree.line(containing: offset)
        return makeLine(index: index, start: start, node: node)
    }

    public func position(of offset: Int) -> TextPosition {
        let line = line(containing: offset)
        return TextPosition(line: line.index, column: offset - line.start)
    }

    /// The offset of a line and column, or nil when the line does not exist or the
    /// column lies beyond the line's text.
    public func offset(of position: TextPosition) -> Int? {
        guard position.line >= 0 && position.line < count && position.column >= 0 else { return nil }
        let line = line(at: position.line)
        return position.column <= line.length ? line.start + position.column : nil
    }

    /// The majority line ending (S5).
    public var dominantLineEnding: LineEnding {
        LineEnding.detect(lf: delimiterCounts.lf, crlf: delimiterCounts.crlf, cr: delimiterCounts.cr)
    }

    private func makeLine(index: Int, start: Int, node: Int32) -> Line {
        let stored = tree.nodes[Int(node)]
        return Line(index: index, start: start, length: Int(stored.length) - stored.delimiter.length,
                    delimiter: stored.delimiter)
    }

    func countDelimiter(_ delimiter: LineDelimiter, by amount: Int) {
        switch delimiter {
        case .none: break
        case .lf: delimiterCounts.lf += amount
        case .crlf: delimiterCounts.crlf += amount
        case .cr: delimiterCounts.cr += amount
        }
    }

    /// Describes broken tree invariants; empty when sound. For tests.
    func violations() -> [String] { tree.violations() }
}
