import InkstoneText

/// Checks a suggestion against the current text and exclusions before anything is
/// applied (S20 S21 S22 S23).
struct SuggestionValidator {
    let document: TextDocument
    /// Sorted, merged exclusions of the current text.
    let exclusions: [TextRange]

    /// Why the suggestion must be rejected, or nil when it may be applied. `range` is
    /// relative to the context; `replacement` has the editor's line endings already.
    func rejection(of range: TextRange, in context: TextRange, replacement: [UInt16]) -> RejectionReason? {
        guard range.location >= 0, range.length >= 0, range.end <= context.length else { return .invalidRange }  // S20
        let absolute = range.shifted(by: context.location)
        if Surrogates.splits(document, at: absolute.location) || Surrogates.splits(document, at: absolute.end)
            || Surrogates.hasLoneHalf(replacement) {
            return .splitsSurrogate  // S20
        }
        // S21 S23: exclusions hold whatever the selection; only suggestions are checked.
        return touchesProtected(changedPart(of: absolute, replacement: replacement)) ? .crossesProtected : nil
    }

    /// The part of `range` that really changes (S21): its text minus the longest common
    /// prefix, then the longest common suffix, with the new text; never splitting a
    /// surrogate pair. Empty for a pure insertion, at the insertion point.
    func changedPart(of range: TextRange, replacement: [UInt16]) -> TextRange {
        let old = document.units(in: range)
        let (prefix, suffix) = CommonAffixes.lengths(old, replacement)
        return TextRange(range.location + prefix, old.count - prefix - suffix)
    }

    /// A change of real text may not overlap an exclusion; a pure insertion may sit at
    /// an exclusion's start or end but not strictly inside it.
    func touchesProtected(_ part: TextRange) -> Bool {
        guard let index = firstExclusion(endingAfter: part.location) else { return false }
        let exclusion = exclusions[index]
        if part.length == 0 {
            return exclusion.location < part.location && part.location < exclusion.end
        }
        return exclusion.location < part.end
    }

    /// The first exclusion whose end lies after `offset`.
    private func firstExclusion(endingAfter offset: Int) -> Int? {
        let index = RangeSet.firstIndex(in: exclusions) { $0.end > offset }
        return index < exclusions.count ? index : nil
    }
}
