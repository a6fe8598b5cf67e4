import InkstoneText

/// The guarantee behind S21, checked on the result: after a suggestion — or several at
/// once — every range that was protected is still protected and reads the same. The
/// prefix/suffix rule alone lets through a suggestion that changes only unprotected
/// text yet flips what is protected elsewhere, such as a new backtick that re-pairs
/// the backticks after it and turns a code span into prose.
struct ProtectionCheck {
    /// What one replacement really changes: its range in the text before (without the
    /// prefix and suffix its old and new text share) and the length of what replaces it.
    struct Change {
        let range: TextRange
        let newLength: Int

        var delta: Int { newLength - range.length }
    }

    /// Sorted, merged exclusions of the text before the suggestions.
    let before: [TextRange]
    let document: TextDocument
    /// The replacements' minimal changes, sorted and disjoint, in the text before.
    let changes: [Change]
    /// The text of the exclusions that meet a replaced range: only these can change.
    private let touchedText: [(range: TextRange, units: [UInt16])]
    /// `shifts[i]`: how far the changes before the i-th move what follows them.
    private let shifts: [Int]

    /// `replacements` sorted and disjoint, in the current text of `document`.
    init(document: TextDocument, exclusions: [TextRange], replacements: [(range: TextRange, units: [UInt16])]) {
        before = exclusions
        self.document = document
        changes = replacements.map { replacement in
            let minimal = Self.minimal(TextChange(range: replacement.range, oldUnits: document.units(in: replacement.range),
                                                  newUnits: replacement.units, revision: 0))
            return Change(range: minimal.range, newLength: minimal.newUnits.count)
        }
        shifts = changes.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.delta) }
        var touched: [TextRange] = []
        for replacement in replacements {
            for range in RangeSet.meeting(replacement.range, in: exclusions) where touched.last != range { touched.append(range) }
        }
        touchedText = touched.map { ($0, document.units(in: $0)) }
    }

    /// Called with the replacements applied to `document`; `exclusions` those of the
    /// new text, or nil when the provider's ranges ignore the text (then only the text
    /// is compared).
    func holds(exclusions: [TextRange]?) -> Bool {
        for (range, units) in touchedText {
            guard let moved = map(range), moved.length == units.count, document.units(in: moved) == units else { return false }
        }
        guard let exclusions else { return true }
        // Every old range, moved, must lie inside a new one: one merge of sorted lists.
        var index = 0
        for range in before {
            guard let moved = map(range) else { return false }
            while index < exclusions.count && exclusions[index].end < moved.end { index += 1 }
            guard index < exclusions.count, exclusions[index].contains(moved) else { return false }
        }
        return true
    }

    /// Where a protected range lies after the changes, or nil when one alters its inside;
    /// text inserted at its edges lies outside it (`RangeEdges.shrink`).
    private func map(_ range: TextRange) -> TextRange? {
        let first = RangeSet.firstIndex(in: changes) { $0.range.end > range.location }
        var index = first
        while index < changes.count && changes[index].range.location < range.end {
            let change = changes[index].range
            if change.length > 0 || change.location > range.location { return nil }
            index += 1
        }
        return range.shifted(by: shifts[first])
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
