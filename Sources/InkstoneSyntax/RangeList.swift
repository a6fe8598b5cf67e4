import InkstoneText

/// Operations on sorted lists of disjoint, non-touching ranges, with binary search so
/// that an edit's update costs O(log n) to find its place.
enum RangeList {
    /// Sorted union; overlapping and touching ranges become one, empty ones vanish.
    static func merge(_ ranges: [TextRange]) -> [TextRange] {
        var result: [TextRange] = []
        for range in ranges.sorted(by: { $0.location < $1.location }) where range.length > 0 {
            if let last = result.last, range.location <= last.end {
                result[result.count - 1] = TextRange(last.location, max(last.end, range.end) - last.location)
            } else {
                result.append(range)
            }
        }
        return result
    }

    static func complement(of ranges: [TextRange], length: Int) -> [TextRange] {
        var result: [TextRange] = []
        var cursor = 0
        for range in ranges {
            if range.location > cursor { result.append(TextRange(cursor, range.location - cursor)) }
            cursor = range.end
        }
        if cursor < length { result.append(TextRange(cursor, length - cursor)) }
        return result
    }

    static func subtract(_ holes: [TextRange], from range: TextRange) -> [TextRange] {
        var pieces: [TextRange] = []
        var cursor = range.location
        for hole in holes.sorted(by: { $0.location < $1.location }) where hole.end > cursor && hole.location < range.end {
            if hole.location > cursor { pieces.append(TextRange(cursor, hole.location - cursor)) }
            cursor = max(cursor, hole.end)
        }
        if cursor < range.end { pieces.append(TextRange(cursor, range.end - cursor)) }
        return pieces
    }

    /// The indices of `list`'s ranges that overlap or touch `window`.
    static func indices(meeting window: TextRange, in list: [TextRange]) -> Range<Int> {
        var lower = 0, upper = list.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if list[middle].end < window.location { lower = middle + 1 } else { upper = middle }
        }
        var end = lower
        while end < list.count && list[end].location <= window.end { end += 1 }
        return lower..<end
    }

    static func meeting(_ window: TextRange, in list: [TextRange]) -> [TextRange] {
        Array(list[indices(meeting: window, in: list)])
    }

    /// Replaces the ranges meeting `window` with `replacement` (sorted, inside the
    /// window), merging with neighbours that now touch.
    static func replace(meeting window: TextRange, in list: inout [TextRange], with replacement: [TextRange]) {
        let indices = indices(meeting: window, in: list)
        list.replaceSubrange(indices, with: replacement)
        let lower = max(0, indices.lowerBound - 1)
        let upper = min(list.count, indices.lowerBound + replacement.count + 1)
        guard lower < upper else { return }
        let merged = merge(Array(list[lower..<upper]))
        list.replaceSubrange(lower..<upper, with: merged)
    }

    /// Moves ranges for a change: those after it shift, those around it stretch or
    /// shrink with it (and are recomputed by the caller).
    static func shift(_ list: inout [TextRange], by change: TextChange) {
        guard change.delta != 0 || change.range.length > 0 else { return }
        let first = indices(meeting: change.range, in: list).lowerBound
        for index in first..<list.count { list[index] = shifted(list[index], by: change) }
    }

    static func shifted(_ range: TextRange, by change: TextChange) -> TextRange {
        let start = change.mapOffset(range.location)
        let end = change.mapOffset(range.end, stickToEnd: true)
        return TextRange(start, max(0, end - start))
    }
}
