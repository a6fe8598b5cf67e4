import InkstoneText

/// Set operations on lists of ranges (sorted, merged), for exclusions.
enum RangeSet {
    static func normalized(_ ranges: [TextRange]) -> [TextRange] {
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

    static func subtract(_ ranges: [TextRange], _ holes: [TextRange]) -> [TextRange] {
        normalized(ranges).flatMap { range -> [TextRange] in
            var pieces: [TextRange] = []
            var cursor = range.location
            for hole in normalized(holes) where hole.end > cursor && hole.location < range.end {
                if hole.location > cursor { pieces.append(TextRange(cursor, hole.location - cursor)) }
                cursor = max(cursor, hole.end)
            }
            if cursor < range.end { pieces.append(TextRange(cursor, range.end - cursor)) }
            return pieces
        }
    }

    static func symmetricDifference(_ first: [TextRange], _ second: [TextRange]) -> [TextRange] {
        normalized(subtract(first, second) + subtract(second, first))
    }

    static func intersection(_ first: TextRange, _ second: TextRange) -> TextRange {
        let lower = max(first.location, second.location)
        return TextRange(lower, max(0, min(first.end, second.end) - lower))
    }

    static func shifted(_ range: TextRange, by change: TextChange) -> TextRange {
        let start = change.mapOffset(range.location)
        let end = change.mapOffset(range.end, stickToEnd: true)
        return TextRange(start, max(0, end - start))
    }
}
