/// A range of UTF-16 code units, `[location, location + length)`, as in `NSRange`.
public struct TextRange: Hashable, Sendable, Codable, CustomStringConvertible {
    public var location: Int
    public var length: Int

    @inlinable
    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }

    @inlinable
    public init(_ location: Int, _ length: Int) {
        self.init(location: location, length: length)
    }

    /// `location + length`, saturated: a range from untrusted input (a script, a
    /// host, a cache file) whose end does not fit in an `Int` ends at `Int.max` (or
    /// `Int.min`), so every bounds check on it fails instead of trapping.
    @inlinable
    public var end: Int {
        let (sum, overflow) = location.addingReportingOverflow(length)
        return overflow ? (length > 0 ? Int.max : Int.min) : sum
    }

    @inlinable
    public var isEmpty: Bool { length == 0 }

    /// Whether the range lies inside `[0, total)`: nothing negative, nothing past the end.
    @inlinable
    public func isValid(within total: Int) -> Bool {
        location >= 0 && length >= 0 && location <= total && length <= total - location
    }

    @inlinable
    public func contains(_ offset: Int) -> Bool { offset >= location && offset < end }

    /// True when `other` lies inside this range (an empty one at either edge included).
    @inlinable
    public func contains(_ other: TextRange) -> Bool { location <= other.location && other.end <= end }

    /// True when the two ranges overlap or touch: `[0, 2)` meets `[2, 3)`.
    @inlinable
    public func meets(_ other: TextRange) -> Bool { location <= other.end && other.location <= end }

    /// The shared part; empty (at the later start) when the two do not overlap.
    @inlinable
    public func intersection(_ other: TextRange) -> TextRange {
        let lower = max(location, other.location)
        return TextRange(lower, max(0, min(end, other.end) - lower))
    }

    /// True when the two ranges share at least one code unit.
    @inlinable
    public func overlaps(_ other: TextRange) -> Bool {
        location < other.end && other.location < end
    }

    @inlinable
    public func shifted(by delta: Int) -> TextRange { TextRange(location + delta, length) }

    /// The smallest range that holds both.
    public func union(_ other: TextRange) -> TextRange {
        let lower = min(location, other.location)
        return TextRange(lower, max(end, other.end) - lower)
    }

    public var description: String { "[\(location), \(length)]" }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(location)
        try container.encode(length)
    }

    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        location = try container.decode(Int.self)
        length = try container.decode(Int.self)
    }
}
