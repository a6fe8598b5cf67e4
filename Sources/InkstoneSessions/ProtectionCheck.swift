import InkstoneText

/// The guarantee behind S21, checked on the result: after a suggestion, every range
/// that was protected is still protected and reads the same. The prefix/suffix rule
/// alone lets through a suggestion that changes only unprotected text yet flips what
/// is protected elsewhere, such as a new backtick that re-pairs the backticks after
/// it and turns a code span into prose.
struct ProtectionCheck {
    /// Sorted, merged exclusions of the text before the suggestion.
    let before: [TextRange]
    let document: TextDocument
    /// The text of the exclusions that meet the suggested range: only these can change.
    private let touchedText: [(range: TextRange, units: [UInt16])]

    init(document: TextDocument, exclusions: [TextRange], suggestedRange: TextRange) {
        before = exclusions
        self.document = document
        touchedText = exclusions.filter { $0.meets(suggestedRange) }
            .map { ($0, document.units(in: $0)) }
    }

    /// `change` is the suggestion, applied; `exclusions` those of the new text, or nil
    /// when the provider's ranges ignore the text (then only the text is compared).
    func holds(after change: TextChange, exclusions: [TextRange]?) -> Bool {
        let minimal = Self.minimal(change)
        for (range, units) in touchedText {
            // Insertions at a protected range's edges lie outside it.
            let moved = minimal.map(range, edges: .shrink)
            guard moved.length == units.count, document.units(in: moved) == units else { return false }
        }
        guard let exclusions else { return true }
        // Every old range, moved, must lie inside a new one: one merge of sorted lists.
        var index = 0
        for range in before {
            let moved = minimal.map(range, edges: .shrink)
            while index < exclusions.count && exclusions[index].end < moved.end { index += 1 }
            guard index < exclusions.count, exclusions[index].contains(moved) else { return false }
        }
        return true
    }

    /// The change without the prefix and suffix its old and new text share.
    static func minimal(_ change: TextChange) -> TextChange {
        let old = change.oldUnits, new = change.newUnits
        let (prefix, suffix) = CommonAffixes.lengths(old, new)
        return TextChange(range: TextRange(change.range.location + prefix, old.count - prefix - suffix),
                          oldUnits: Array(old[prefix..<(old.count - suffix)]),
                          newUnits: Array(new[prefix..<(new.count - suffix)]), revision: change.revision)
    }
}
