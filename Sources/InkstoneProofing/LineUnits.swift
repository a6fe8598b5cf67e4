/// A line's UTF-16 units, with the cheap questions asked of them before a regular
/// expression runs on the line (`MarkupContext`).
struct LineUnits {
    let units: [UInt16]

    init(_ units: [UInt16]) {
        self.units = units
    }

    /// Whether the units hold `text` (ASCII) somewhere.
    func contains(_ text: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        guard let first = needle.first, needle.count <= units.count else { return false }
        var start = 0
        while start + needle.count <= units.count {
            if units[start] == UInt16(first) && (1..<needle.count).allSatisfy({ units[start + $0] == UInt16(needle[$0]) }) { return true }
            start += 1
        }
        return false
    }

    /// Whether the line, after its indentation, starts with `text` (ASCII).
    func startsWith(_ text: StaticString) -> Bool {
        var start = 0
        while start < units.count && (units[start] == 0x20 || units[start] == 0x09) { start += 1 }
        let needle = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        guard start + needle.count <= units.count else { return false }
        return needle.indices.allSatisfy { units[start + $0] == UInt16(needle[$0]) }
    }

    /// A `.` followed by a lowercase ASCII letter, or by a capital where no letter or
    /// digit stands before the dot: where a file extension or a dotfile (`.Xauthority`)
    /// may stand, but not a member (`os.Path`).
    var hasDotBeforeLetter: Bool {
        for index in units.indices.dropLast() where units[index] == 0x2E {
            let next = units[index + 1]
            if (0x61...0x7A).contains(next) { return true }
            if (0x41...0x5A).contains(next) && (index == 0 || !Self.isLetterOrDigit(units[index - 1])) { return true }
        }
        return false
    }

    /// Whether an ASCII letter follows `unit` somewhere (`:e`, `<Leader>`).
    func hasLetter(after unit: UInt16) -> Bool {
        units.indices.dropLast().contains { units[$0] == unit && ((0x41...0x5A).contains(units[$0 + 1]) || (0x61...0x7A).contains(units[$0 + 1])) }
    }

    private static func isLetterOrDigit(_ unit: UInt16) -> Bool {
        (0x61...0x7A).contains(unit) || (0x41...0x5A).contains(unit) || (0x30...0x39).contains(unit)
    }
}
