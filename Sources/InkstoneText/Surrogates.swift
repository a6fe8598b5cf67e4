/// UTF-16 surrogate pairs, the one place that knows them: where a range may not start
/// or end, and text that holds a lone half (S20).
public enum Surrogates {
    public static func isHigh(_ unit: UInt16) -> Bool { unit >= 0xD800 && unit <= 0xDBFF }
    public static func isLow(_ unit: UInt16) -> Bool { unit >= 0xDC00 && unit <= 0xDFFF }
    public static func isHalf(_ unit: UInt16) -> Bool { unit >= 0xD800 && unit <= 0xDFFF }

    /// The scalar a high and a low half stand for.
    public static func scalar(high: UInt16, low: UInt16) -> UInt32 {
        0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
    }

    /// True when `offset` falls between the two halves of a pair.
    public static func splits(_ document: TextDocument, at offset: Int) -> Bool {
        offset > 0 && offset < document.length && isHigh(document[offset - 1]) && isLow(document[offset])
    }

    /// The ranges whose edges do not split a pair. The edges are looked up chunk by
    /// chunk in one ordered pass over the document's storage: the cost is the number of
    /// edges plus the number of chunks, not the length of the text between them (an
    /// editor asks this of every protected range at every keystroke).
    public static func withoutSplits(_ ranges: [TextRange], in document: TextDocument) -> [TextRange] {
        var edges: [Int] = []
        edges.reserveCapacity(ranges.count * 2)
        for range in ranges where range.location > 0 || range.end < document.length {
            if range.location > 0 && range.location < document.length { edges.append(range.location) }
            if range.end > 0 && range.end < document.length { edges.append(range.end) }
        }
        if zip(edges, edges.dropFirst()).contains(where: { $0 > $1 }) { edges.sort() }
        guard let first = edges.first, let last = edges.last else { return ranges }
        var splitting = Set<Int>()
        var index = 0
        var chunkStart = first - 1
        var previous: UInt16 = 0
        document.forEachChunk(in: TextRange(first - 1, last + 1 - (first - 1))) { chunk in
            let chunkEnd = chunkStart + chunk.count
            while index < edges.count && edges[index] < chunkEnd {
                let offset = edges[index] - chunkStart
                let before = offset == 0 ? previous : chunk[offset - 1]
                if isHigh(before) && isLow(chunk[offset]) { splitting.insert(edges[index]) }
                index += 1
            }
            if let unit = chunk.last { previous = unit }
            chunkStart = chunkEnd
        }
        return splitting.isEmpty ? ranges : ranges.filter { !splitting.contains($0.location) && !splitting.contains($0.end) }
    }

    public static func hasLoneHalf(_ units: [UInt16]) -> Bool {
        var index = 0
        while index < units.count {
            if isHigh(units[index]) {
                guard index + 1 < units.count, isLow(units[index + 1]) else { return true }
                index += 2
            } else if isLow(units[index]) {
                return true
            } else {
                index += 1
            }
        }
        return false
    }
}
