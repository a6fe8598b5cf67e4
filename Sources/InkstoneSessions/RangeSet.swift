import InkstoneText

/// Set operations on lists of ranges (sorted, merged), for exclusions.
enum RangeSet {
    /// Sorted and merged; overlapping and touching ranges become one.
    static func normalized(_ ranges: [TextRange]) -> [TextRange] {
        let isSorted = zip(ranges, ranges.dropFirst()).allSatisfy { $0.location <= $1.location }
        var result: [TextRange] = []
        result.reserveCapacity(ranges.count)
        for range in isSorted ? ranges : ranges.sorted(by: { $0.location < $1.location }) where range.length > 0 {
            if let last = result.last, range.location <= last.end {
                result[result.count - 1] = TextRange(last.location, max(last.end, range.end) - last.location)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// `ranges` minus `holes`, in one pass over both sorted lists.
    static func subtract(_ ranges: [TextRange], _ holes: [TextRange]) -> [TextRange] {
        let holes = normalized(holes)
        var result: [TextRange] = []
        var first = 0
        for range in normalized(ranges) {
            while first < holes.count && holes[first].end <= range.location { first += 1 }
            var cursor = range.location
            var index = first
            while index < holes.count && holes[index].location < range.end {
                if holes[index].location > cursor { result.append(TextRange(cursor, holes[index].location - cursor)) }
                cursor = max(cursor, holes[index].end)
                index += 1
            }
            if cursor < range.end { result.append(TextRange(cursor, range.end - cursor)) }
        }
        return result
    }

    static func symmetricDifference(_ first: [TextRange], _ second: [TextRange]) -> [TextRange] {
        normalized(subtract(first, second) + subtract(second, first))
    }

    static func intersection(_ first: TextRange, _ second: TextRange) -> TextRange {
        let lower = max(first.location, second.location)
        return TextRange(lower, max(0, min(first.end, second.end) - lower))
    }

    /// Ranges outside `change` whose membership it flipped: in `after` but not in
    /// `before` (shifted by the change), or the other way round. Most edits flip
    /// none, which one pass without allocation tells before the set operations.
    static func flipped(_ before: [TextRange], _ after: [TextRange], by change: TextChange) -> [TextRange] {
        if before.count == after.count && zip(before, after).allSatisfy({ shifted($0, by: change) == $1 }) { return [] }
        let shiftedBefore = normalized(before.map { shifted($0, by: change) })
        return subtract(symmetricDifference(shiftedBefore, after), [change.newRange])
    }

    static func shifted(_ range: TextRange, by change: TextChange) -> TextRange {
        let start = change.mapOffset(range.location)
        let end = change.mapOffset(range.end, stickToEnd: true)
        return TextRange(start, max(0, end - start))
    }
}
