import InkstoneText

/// A large document being prepared off the queue (`PreparedEditor`): which request it
/// answers, and the part of the text edited since its snapshot — one range in the text
/// as it is now, outside which the text is the snapshot's — so that one replacement
/// brings the prepared editor up to date however many edits came meanwhile.
struct Preparation {
    let request: Int
    /// The snapshot's length, in UTF-16 units.
    let snapshotLength: Int
    /// Where the text differs from the snapshot now; nil while it does not.
    private(set) var edited: TextRange?

    init(request: Int, snapshotLength: Int) {
        (self.request, self.snapshotLength) = (request, snapshotLength)
    }

    /// Takes an edit that replaced `range` (of the text before it) with `length` units.
    mutating func note(replacing range: TextRange, length: Int) {
        let inserted = TextRange(range.location, length)
        guard let edited else { return self.edited = inserted }
        let delta = length - range.length
        let end = edited.end >= range.end ? edited.end + delta : edited.end > range.location ? inserted.end : edited.end
        let start = min(edited.location, range.location)
        self.edited = TextRange(start, max(end, inserted.end) - start)
    }

    /// The replacement that turns the snapshot into `text`: the snapshot's range and
    /// the new units; nil when they are the same.
    /// It never starts or ends inside a surrogate pair, so its units make a string.
    func replacement(toReach text: ReadOnlyDocument) -> (range: TextRange, text: String)? {
        guard var edited else { return nil }
        // Outside `edited` the two texts are the same, so a pair split at its edges is
        // split alike in both, and widening over it keeps them the same.
        if edited.location > 0 && Surrogates.isHigh(text[edited.location - 1]) { edited = TextRange(edited.location - 1, edited.length + 1) }
        if edited.end < text.length && Surrogates.isLow(text[edited.end]) { edited = TextRange(edited.location, edited.length + 1) }
        let suffix = text.length - edited.end
        return (TextRange(edited.location, snapshotLength - suffix - edited.location), String(decoding: text.units(in: edited), as: UTF16.self))
    }
}
