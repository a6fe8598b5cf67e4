/// How a range's edges follow a change that meets them, as CodeMirror's `MapMode` and
/// AvalonEdit's `AnchorMovementType` name it: whether text inserted right at an edge,
/// or replacing text across it, joins the range.
public enum RangeEdges: Sendable {
    /// The range takes in what is inserted at its edges (a region being retyped).
    case grow
    /// The range keeps out what is inserted at its edges (an applied suggestion, a
    /// protected run: text typed beside it is not part of it).
    case shrink
}

extension TextChange {
    /// Where `range` lies after this change, its edges following `edges`. A range the
    /// change swallows whole becomes empty at the change's start (`grow`) or end
    /// (`shrink`) of the new text.
    @inlinable
    public func map(_ range: TextRange, edges: RangeEdges) -> TextRange {
        let start = mapOffset(range.location, stickToEnd: edges == .shrink)
        let end = mapOffset(range.end, stickToEnd: edges == .grow)
        return TextRange(start, max(0, end - start))
    }

    /// Where `range` lies after this change when the change leaves it alone — it lies
    /// wholly before or after, touching at most an edge — or nil when the change alters
    /// its text (a finding, an ignored sentence).
    @inlinable
    public func mapIfUntouched(_ range: TextRange) -> TextRange? {
        if range.end <= self.range.location { return range }
        if range.location >= self.range.end { return range.shifted(by: delta) }
        return nil
    }
}
