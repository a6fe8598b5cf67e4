import InkstoneText

/// UTF-16 surrogate pairs: where a range may not start or end, and text that holds a
/// lone half (S20).
enum Surrogates {
    static func isHigh(_ unit: UInt16) -> Bool { unit >= 0xD800 && unit <= 0xDBFF }
    static func isLow(_ unit: UInt16) -> Bool { unit >= 0xDC00 && unit <= 0xDFFF }

    /// True when `offset` falls between the two halves of a pair.
    static func splits(_ document: TextDocument, at offset: Int) -> Bool {
        offset > 0 && offset < document.length && isHigh(document[offset - 1]) && isLow(document[offset])
    }

    static func hasLoneHalf(_ units: [UInt16]) -> Bool {
        var index = 0
        while index < units.count {
            if isHigh(units[index]) {
                guard index + 1 < units.count, isLow(units[index + 1]) else { return true }
                index += 2
            } else if isLow(units[index]) {
                return true
            } else {
                index += 1
            }
        }
        return false
    }
}
