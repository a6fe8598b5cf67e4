import InkstoneText

/// A suggestion shown in the text for the person to accept or reject (S64): what it
/// replaced, so that rejecting can put it back, and the exclusions before it, so that
/// accepting can tell the proofreader what really changed.
struct PendingPreview {
    let finding: Int
    /// Where the original text stood; the replacement now starts there.
    let range: TextRange
    let original: [UInt16]
    let replacement: [UInt16]
    let exclusionsBefore: [TextRange]

    var previewRange: TextRange { TextRange(range.location, replacement.count) }
}
