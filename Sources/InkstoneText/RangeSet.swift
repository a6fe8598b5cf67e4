/// Set operations on sorted lists of disjoint ranges, the one toolkit every layer uses
/// for exclusions, regions and findings. A list is *normalized* when it is sorted,
/// free of empty ranges, and no two of its ranges overlap or touch.
public enum RangeSet {
    /// Sorted and merged; overlapping and touching ranges become one, empty ones vanish.
    public static func normalized(_ ranges: [TextRange]) -> [TextRange] {
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

    /// `ranges` minus `holes` (neither need be normalized), in one pass over both.
    public static func subtracting(_ holes: [TextRange], from ranges: [TextRange]) -> [TextRange] {
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

    /// The pieces of one range outside `holes`.
    public static func subtracting(_ holes: [TextRange], from range: TextRange) -> [TextRange] {
        subtracting(holes, from: [range])
    }

    /// What lies in exactly one of the two lists.
    public static func symmetricDifference(_ first: [TextRange], _ second: [TextRange]) -> [TextRange] {
        normalized(subtracting(second, from: first) + subtracting(first, from: second))
    }

    /// What a normalized list leaves of `[0, length)`, in one pass and without a copy of
    /// the list: the exclusions of a whole document are fetched on every keystroke.
    public static func complement(of ranges: [TextRange], length: Int) -> [TextRange] {
        var result: [TextRange] = []
        result.reserveCapacity(ranges.count + 1)
        var cursor = 0
        for range in ranges where range.location < length {
            if range.location > cursor { result.append(TextRange(cursor, range.location - cursor)) }
            cursor = max(cursor, range.end)
        }
        if cursor < length { result.append(TextRange(cursor, length - cursor)) }
        return result
    }

    /// The index of the first element of `list` for which `isPast` holds, when it
    /// holds for every element after that one too (binary search; `list.count` when
    /// none): the one search over sorted ranges, or anything sorted by its range.
    @inlinable
    public static func firstIndex<Elements: RandomAccessCollection>(in list: Elements, where isPast: (Elements.Element) -> Bool) -> Int
    where Elements.Index == Int {
        var lower = list.startIndex, upper = list.endIndex
        while lower < upper {
            let middle = (lower + upper) / 2
            if isPast(list[middle]) { upper = middle } else { lower = middle + 1 }
        }
        return lower
    }

    /// The indices of a normalized list's ranges that overlap or touch `window`.
    public static func indices(meeting window: TextRange, in list: [TextRange]) -> Range<Int> {
        let lower = firstIndex(in: list) { $0.end >= window.location }
        var end = lower
        while end < list.count && list[end].location <= window.end { end += 1 }
        return lower..<end
    }

    public static func meeting(_ window: TextRange, in list: [TextRange]) -> [TextRange] {
        Array(list[indices(meeting: window, in: list)])
    }

    /// Replaces the ranges meeting `window` with `replacement` (sorted, inside the
    /// window), merging with neighbours that now touch.
    public static func replace(meeting window: TextRange, in list: inout [TextRange], with replacement: [TextRange]) {
        let indices = indices(meeting: window, in: list)
        list.replaceSubrange(indices, with: replacement)
        let lower = max(0, indices.lowerBound - 1)
        let upper = min(list.count, indices.lowerBound + replacement.count + 1)
        guard lower < upper else { return }
        list.replaceSubrange(lower..<upper, with: normalized(Array(list[lower..<upper])))
    }

    /// Moves a normalized list's ranges for a change: those after it shift, those
    /// around it grow or shrink with it (`RangeEdges.grow`); the caller recomputes
    /// what the change touched.
    public static func shift(_ list: inout [TextRange], by change: TextChange) {
        guard change.delta != 0 || change.range.length > 0 else { return }
        let meeting = indices(meeting: change.range, in: list)
        for index in meeting { list[index] = change.map(list[index], edges: .grow) }
        // Past the change a range only moves: one addition each (issue #16, a keystroke
        // near the start of a 100,000-line document moves most of its ranges).
        let delta = change.delta
        list.withUnsafeMutableBufferPointer { ranges in
            for index in meeting.upperBound..<ranges.count { ranges[index].location += delta }
        }
    }

    /// Ranges outside `change` whose membership it flipped: in `after` but not in
    /// `before` (mapped through the change), or the other way round. Most edits flip
    /// none, which one pass without allocation tells before the set operations.
    public static func flipped(_ before: [TextRange], _ after: [TextRange], by change: TextChange) -> [TextRange] {
        if before.count == after.count && zip(before, after).allSatisfy({ change.map($0, edges: .grow) == $1 }) { return [] }
        let mappedBefore = normalized(before.map { change.map($0, edges: .grow) })
        return subtracting([change.newRange], from: symmetricDifference(mappedBefore, after))
    }
}
