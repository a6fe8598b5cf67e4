/// Strings from UTF-16 units, with a fast path for ASCII (nearly every word and
/// identifier): the general decoder validates and transcodes unit by unit.
enum UnitsText {
    static func string<Units: Collection>(_ units: Units) -> String where Units.Element == UInt16 {
        guard units.allSatisfy({ $0 < 0x80 }) else { return String(decoding: units, as: UTF16.self) }
        return String(unsafeUninitializedCapacity: units.count) { buffer in
            for (index, unit) in units.enumerated() { buffer[index] = UInt8(truncatingIfNeeded: unit) }
            return units.count
        }
    }
}
