import InkstoneText

/// The guarantee behind S21, checked on the result: after a suggestion, every range
/// that was protected is still protected and reads the same. The prefix/suffix rule
/// alone lets through a suggestion that changes only unprotected text yet flips what
/// is protected elsewhere, such as a new backtick that re-pairs the backticks after
/// it and turns a code span into prose.
struct ProtectionCheck {
    let before: [(range: TextRange, units: [UInt16])]

    init(document: TextDocument, exclusions: [TextRange]) {
        before = exclusions.map { ($0, document.units(in: $0)) }
    }

    /// `change` is the suggestion, applied; `exclusions` those of the new text, or nil
    /// when the provider's ranges ignore the text (then only the text is compared).
    func holds(after change: TextChange, in document: TextDocument, exclusions: [TextRange]?) -> Bool {
        let minimal = Self.minimal(change)
        return before.allSatisfy { range, units in
            // Insertions at a protected range's edges lie outside it.
            let start = minimal.mapOffset(range.location, stickToEnd: true)
            let end = minimal.mapOffset(range.end)
            let moved = TextRange(start, end - start)
            return end - start == units.count
                && (exclusions?.contains { $0.location <= moved.location && moved.end <= $0.end } ?? true)
                && document.units(in: moved) == units
        }
    }

    /// The change without the prefix and suffix its old and new text share.
    static func minimal(_ change: TextChange) -> TextChange {
        let old = change.oldUnits, new = change.newUnits
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
                && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        return TextChange(range: TextRange(change.range.location + prefix, old.count - prefix - suffix),
                          oldUnits: Array(old[prefix..<(old.count - suffix)]),
                          newUnits: Array(new[prefix..<(new.count - suffix)]), revision: change.revision)
    }
}
