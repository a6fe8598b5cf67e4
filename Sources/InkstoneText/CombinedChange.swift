/// Several consecutive changes seen as one: the smallest range of the text before them
/// that holds everything they touched, what it held then and what it holds now. Used
/// to report an undo of a whole group as one change, and to tell whether a group
/// changed anything at all (S32).
public struct CombinedChange: Equatable, Sendable {
    /// The range in the text before the first change.
    public let range: TextRange
    public let oldUnits: [UInt16]
    public let newUnits: [UInt16]

    public var isEmpty: Bool { oldUnits == newUnits }

    /// Combines `changes` (in the order applied) given the document after them.
    public init?(_ changes: [TextChange], in document: TextDocument) {
        guard let first = changes.first else { return nil }
        // The span in current coordinates; its start never moves, since no change
        // shifts what lies before it.
        var lower = first.range.location
        var upper = first.newRange.end
        for change in changes.dropFirst() {
            let mappedUpper: Int
            if upper <= change.range.location {
                mappedUpper = upper
            } else if upper < change.range.end {
                mappedUpper = change.newRange.end
            } else {
                mappedUpper = upper + change.delta
            }
            lower = min(lower, change.range.location)
            upper = max(mappedUpper, change.newRange.end)
        }
        guard upper <= document.length else { return nil }
        let current = document.units(in: TextRange(lower, upper - lower))
        let original = Self.isLastFirst(changes) ? Self.undoneInOnePass(changes, current: current, from: lower)
            : Self.undoneOneByOne(changes, current: current, from: lower)
        range = TextRange(lower, original.count)
        oldUnits = original
        newUnits = current
    }

    /// Whether each change lies wholly before the one applied before it, as a replace-all
    /// applies its matches (last first): then each range is in the first text's terms.
    private static func isLastFirst(_ changes: [TextChange]) -> Bool {
        zip(changes, changes.dropFirst()).allSatisfy { earlier, later in later.range.end <= earlier.range.location }
    }

    /// The text before `changes`, made in one pass over `current` (which starts at
    /// `lower`): 150,000 changes undone one by one moved the rest of a megabyte each time.
    private static func undoneInOnePass(_ changes: [TextChange], current: [UInt16], from lower: Int) -> [UInt16] {
        var original: [UInt16] = []
        original.reserveCapacity(current.count)
        var (inCurrent, inOriginal) = (0, lower)
        for change in changes.reversed() {
            let unchanged = change.range.location - inOriginal
            original += current[inCurrent..<(inCurrent + unchanged)]
            original += change.oldUnits
            inCurrent += unchanged + change.newUnits.count
            inOriginal = change.range.end
        }
        original += current[inCurrent...]
        return original
    }

    private static func undoneOneByOne(_ changes: [TextChange], current: [UInt16], from lower: Int) -> [UInt16] {
        var original = current
        for change in changes.reversed() {
            let start = change.range.location - lower
            original.replaceSubrange(start..<(start + change.newUnits.count), with: change.oldUnits)
        }
        return original
    }
}
