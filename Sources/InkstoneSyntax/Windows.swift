import CTreeSitter
import InkstoneText

/// Helpers for the windows that incremental updates recompute.
enum Windows {
    /// Sorted, merged windows, each widened by one unit on both sides (so that a
    /// deletion's empty range still meets the nodes on either side), within the text.
    static func merged(_ ranges: [TextRange], within length: Int) -> [TextRange] {
        // An empty document still needs its one (empty) window looked at.
        if length == 0 { return ranges.isEmpty ? [] : [TextRange(0, 0)] }
        return RangeSet.normalized(ranges.map { range -> TextRange in
            let lower = max(0, range.location - 1)
            return TextRange(lower, min(length, range.end + 1) - lower)
        })
    }

    /// Widens `window` until it holds every found item and every stale range that meets
    /// it, then returns it with the items found there: replacing what the window held
    /// with those items leaves nothing half-updated at its edges.
    static func stabilize<Item>(
        _ window: TextRange, find: (TextRange) -> [Item], extent: (Item) -> TextRange,
        stale: (TextRange) -> [TextRange]
    ) -> (window: TextRange, found: [Item]) {
        var lower = window.location, upper = window.end
        while true {
            let current = TextRange(lower, upper - lower)
            let found = find(current)
            let extents = found.map(extent) + stale(current)
            let newLower = extents.map(\.location).min().map { min($0, lower) } ?? lower
            let newUpper = extents.map(\.end).max().map { max($0, upper) } ?? upper
            if newLower == lower && newUpper == upper { return (current, found) }
            lower = newLower
            upper = newUpper
        }
    }

    /// Included ranges sorted by start, without duplicates or overlaps (an inline node
    /// nested in another is parsed once, as part of the outer one).
    static func sortedUnique(_ ranges: [TSRange]) -> [TSRange] {
        var result: [TSRange] = []
        for range in ranges.sorted(by: { ($0.start_byte, $1.end_byte) < ($1.start_byte, $0.end_byte) }) {
            if let last = result.last, range.start_byte < last.end_byte { continue }
            result.append(range)
        }
        return result
    }
}

extension TSRange {
    var textRange: TextRange {
        TextRange(Int(start_byte) / 2, Int(end_byte - start_byte) / 2)
    }
}
