/// Small helpers over UTF-16 code units that the syntax and proofing layers share.
public enum UTF16Text {
    /// A string from UTF-16 units, with a fast path for ASCII (nearly every word and
    /// identifier): the general decoder validates and transcodes unit by unit.
    /// Inlinable so that callers in other modules get it specialised for their
    /// collection: the generic version costs more than the copy itself.
    @inlinable
    public static func string<Units: Collection>(_ units: Units) -> String where Units.Element == UInt16 {
        guard units.allSatisfy({ $0 < 0x80 }) else { return String(decoding: units, as: UTF16.self) }
        return String(unsafeUninitializedCapacity: units.count) { buffer in
            var index = 0
            for unit in units {
                buffer[index] = UInt8(truncatingIfNeeded: unit)
                index += 1
            }
            return index
        }
    }

    /// White space as regular expressions' `\s` sees it, for the units of the BMP.
    @inlinable
    public static func isWhiteSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0x0B || unit == 0x0C || unit == 0x85
            || unit == 0xA0 || unit == 0x1680 || (0x2000...0x200A).contains(unit) || unit == 0x2028 || unit == 0x2029
            || unit == 0x202F || unit == 0x205F || unit == 0x3000
    }
}
