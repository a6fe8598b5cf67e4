import InkstoneText

/// A suggestion the session applied or holds: enough to restore the original text when
/// it is rejected, and to know whether the user has edited it since (S25).
struct AppliedSuggestion {
    let id: Int
    let context: Int
    /// Where the suggested text lies now (held suggestions: the range it would replace).
    var range: TextRange
    let original: [UInt16]
    let replacement: [UInt16]
    var isIntact = true
    var isApplied: Bool

    /// Follows a change: an edit inside the suggestion's text means it can no longer
    /// be restored exactly.
    mutating func follow(_ change: TextChange) {
        if change.mapIfUntouched(range) == nil { isIntact = false }
        // Text inserted right before or after the suggestion is not part of it.
        range = change.map(range, edges: .shrink)
    }
}
