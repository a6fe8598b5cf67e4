/// One replacement applied to a `TextDocument`: the only way its text ever changes.
///
/// Texts are kept as UTF-16 code units so that a change that splits a surrogate pair
/// (which ordinary editing allows, as `NSString` does) can still be undone exactly.
public struct TextChange: Hashable, Sendable {
    /// The replaced range, in the document as it was before the change.
    public let range: TextRange
    public let oldUnits: [UInt16]
    public let newUnits: [UInt16]
    /// The document's revision after the change.
    public let revision: Int

    public init(range: TextRange, oldUnits: [UInt16], newUnits: [UInt16], revision: Int) {
        precondition(range.length == oldUnits.count, "a change's range must match its old text")
        self.range = range
        self.oldUnits = oldUnits
        self.newUnits = newUnits
        self.revision = revision
    }

    public var oldText: String { String(decoding: oldUnits, as: UTF16.self) }
    public var newText: String { String(decoding: newUnits, as: UTF16.self) }

    /// The range the new text occupies after the change.
    @inlinable
    public var newRange: TextRange { TextRange(range.location, newUnits.count) }

    /// Inserted minus removed length.
    @inlinable
    public var delta: Int { newUnits.count - oldUnits.count }

    /// Where `offset` (before the change) lies after it. Offsets strictly inside the
    /// replaced range, and an insertion point itself, move to the start of the new text,
    /// or to its end when `stickToEnd` is set.
    @inlinable
    public func mapOffset(_ offset: Int, stickToEnd: Bool = false) -> Int {
        if offset < range.location { return offset }
        if offset == range.location && range.length > 0 { return offset }
        if offset >= range.end && offset > range.location { return offset + delta }
        return stickToEnd ? range.location + newUnits.count : range.location
    }
}
