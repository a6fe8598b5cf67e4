/// Changes that undo and redo take back or re-apply together.
public struct UndoGroup: Sendable {
    public internal(set) var changes: [TextChange]
    /// Set while the group is a run of typing that the next keystroke may extend.
    var isTyping: Bool

    init(changes: [TextChange] = [], isTyping: Bool = false) {
        self.changes = changes
        self.isTyping = isTyping
    }

    /// True when the document around the group's changes reads as it did before them,
    /// for example a suggestion followed by its restoration (S32).
    public func hasNoNetEffect(in document: TextDocument) -> Bool {
        guard let span = affectedSpan(), span.end <= document.length else { return changes.isEmpty }
        let current = document.units(in: span)
        var original = current
        for change in changes.reversed() {
            let start = change.range.location - span.location
            original.replaceSubrange(start..<(start + change.newUnits.count), with: change.oldUnits)
        }
        return original == current
    }

    /// The smallest range of the current document that holds every change of the group.
    /// Its start never moves: no change shifts what lies before it.
    private func affectedSpan() -> TextRange? {
        guard let first = changes.first else { return nil }
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
        return TextRange(lower, upper - lower)
    }
}
