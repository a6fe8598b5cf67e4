/// One edit as it was made, with the facts derived from it once (CodeMirror's
/// transaction carries its start state and what its changes imply): the change, the
/// protected ranges before and after it, and the ranges outside it whose protection
/// it flipped. `Editor.apply` makes it; the session, the proofreader and the host
/// read it instead of working it out again.
public struct AppliedEdit: Sendable {
    public let change: TextChange
    /// Sorted, merged exclusions of the text before and after the edit.
    public let exclusionsBefore: [TextRange]
    public let exclusionsAfter: [TextRange]
    /// Ranges outside the change that became protected or stopped being (S43).
    public let flipped: [TextRange]

    public init(change: TextChange, exclusionsBefore: [TextRange], exclusionsAfter: [TextRange]) {
        self.change = change
        self.exclusionsBefore = exclusionsBefore
        self.exclusionsAfter = exclusionsAfter
        flipped = RangeSet.flipped(exclusionsBefore, exclusionsAfter, by: change)
    }

    /// Whether the edit changed protected text: it overlaps a protected range before
    /// or after, or (an insertion) lies strictly inside one, or it flipped protection
    /// elsewhere. Typing in prose changes none: the code's names stay as they were.
    public var touchesProtectedText: Bool {
        Self.touches(change.range, exclusionsBefore) || Self.touches(change.newRange, exclusionsAfter) || !flipped.isEmpty
    }

    private static func touches(_ range: TextRange, _ exclusions: [TextRange]) -> Bool {
        RangeSet.meeting(range, in: exclusions).contains { exclusion in
            range.length == 0 ? exclusion.location < range.location && range.location < exclusion.end : exclusion.overlaps(range)
        }
    }
}
