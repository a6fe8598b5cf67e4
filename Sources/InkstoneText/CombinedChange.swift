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
        var original = current
        for change in changes.reversed() {
            let start = change.range.location - lower
            original.replaceSubrange(start..<(start + change.newUnits.count), with: change.oldUnits)
        }
        range = TextRange(lower, original.count)
        oldUnits = original
        newUnits = current
    }
}
