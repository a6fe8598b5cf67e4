/// Keeping lines in step with a replacement, without reading the document: a line's
/// text never holds a break and its delimiter is stored, so only the inserted text is
/// scanned.
extension LineIndex {
    func replace<C: Collection>(_ range: TextRange, with units: C) where C.Element == UInt16 {
        if replaceWithinOneLine(range, with: units) { return }
        var first = line(containing: range.location)
        // A CR ending the previous line may join an LF that the edit brings next to it.
        if range.location == first.start && first.index > 0 { first = line(at: first.index - 1) }
        let last = line(containing: range.end)

        var scanner = LineBreakScanner()
        var line = first
        while line.start < range.location {
            feed(line, from: line.start, to: min(range.location, line.start + line.totalLength), into: &scanner)
            if line.index == last.index { break }
            line = self.line(at: line.index + 1)
        }
        scanner.scan(units)
        feed(last, from: range.end, to: last.start + last.totalLength, into: &scanner)
        let isLastLine = last.index == count - 1
        let newLines = scanner.finish(includeLastLine: isLastLine)
        replaceLines(from: first.index, through: last.index, with: newLines)
    }

    /// The common case, typing or deleting inside one line's text: the line only changes
    /// length. Not taken when the edit brings a line break, or empties a line whose LF
    /// could then join the CR that ends the line before.
    private func replaceWithinOneLine<C: Collection>(_ range: TextRange, with units: C) -> Bool
    where C.Element == UInt16 {
        let (index, start, node) = tree.line(containing: range.location)
        let stored = tree.nodes[Int(node)]
        let contentLength = Int(stored.length) - stored.delimiter.length
        guard range.end <= start + contentLength else { return false }
        let emptiesLine = range.location == start && range.length == contentLength && units.isEmpty
        guard !emptiesLine || index == 0 else { return false }
        guard !units.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return false }
        let length = Int(stored.length) - range.length + units.count
        precondition(length <= Int(UInt32.max), "a line longer than 4 Gi UTF-16 units")
        tree.setLine(node, length: UInt32(length), delimiter: stored.delimiter)
        return true
    }

    /// Feeds the part `[lower, upper)` of `line` to the scanner.
    private func feed(_ line: Line, from lower: Int, to upper: Int, into scanner: inout LineBreakScanner) {
        let contentEnd = line.start + line.length
        scanner.skip(max(0, min(upper, contentEnd) - lower))
        let delimiterLower = max(lower, contentEnd) - contentEnd
        let delimiterUpper = max(upper, contentEnd) - contentEnd
        if delimiterLower < delimiterUpper {
            let delimiterUnits: [UInt16] = switch line.delimiter {
            case .none: []
            case .lf: [0x0A]
            case .cr: [0x0D]
            case .crlf: [0x0D, 0x0A]
            }
            scanner.scan(delimiterUnits[delimiterLower..<delimiterUpper])
        }
    }

    private func replaceLines(
        from first: Int, through last: Int, with newLines: [(length: UInt32, delimiter: LineDelimiter)]
    ) {
        for index in first...last { countDelimiter(line(at: index).delimiter, by: -1) }
        for line in newLines { countDelimiter(line.delimiter, by: 1) }
        let oldCount = last - first + 1
        if first == 0 && oldCount == count {
            tree = LineTree(lines: newLines)
            return
        }
        let shared = min(oldCount, newLines.count)
        for offset in 0..<shared {
            let node = tree.node(atLine: first + offset).node
            tree.setLine(node, length: newLines[offset].length, delimiter: newLines[offset].delimiter)
        }
        for offset in shared..<max(shared, newLines.count) {
            tree.insertLine(at: first + offset, length: newLines[offset].length,
                            delimiter: newLines[offset].delimiter)
        }
        for _ in shared..<max(shared, oldCount) {
            tree.removeLine(at: first + shared)
        }
    }
}
