import InkstoneText

/// Just enough JSON for a notebook: objects, arrays and strings (with where each run of
/// a string's characters lies), the rest skipped; depth-limited, and nil on anything
/// that is not JSON.
struct NotebookJSON {
    enum Node {
        case object([(key: String, value: Node)])
        case array([Node])
        /// The decoded text in runs: each a piece copied as it is, or one escape decoded
        /// (no original place of the same length).
        case string([(text: String, original: TextRange?)])
        case other

        /// A string's decoded text; nil for anything else.
        var text: String? {
            if case .string(let runs) = self { return runs.map(\.text).joined() }
            return nil
        }

        func member(_ key: String) -> String? {
            if case .object(let members) = self { return members.first { $0.key == key }?.value.text }
            return nil
        }
    }

    let units: [UInt16]
    var index = 0

    init(units: [UInt16]) { self.units = units }

    mutating func value(depth: Int) -> Node? {
        skipBlank()
        guard index < units.count, depth < NotebookText.deepestNesting else { return nil }
        switch units[index] {
        case 0x7B: return object(depth: depth)
        case 0x5B: return array(depth: depth)
        case 0x22: return string()
        default:
            // true, false, null, numbers: the characters up to the next delimiter.
            let start = index
            while index < units.count, ![0x2C, 0x7D, 0x5D, 0x20, 0x0A, 0x0D, 0x09].contains(units[index]) { index += 1 }
            return index > start ? .other : nil
        }
    }

    private mutating func object(depth: Int) -> Node? {
        index += 1
        var members: [(key: String, value: Node)] = []
        skipBlank()
        if index < units.count, units[index] == 0x7D { index += 1; return .object(members) }
        while true {
            skipBlank()
            guard let key = string()?.text else { return nil }
            skipBlank()
            guard index < units.count, units[index] == 0x3A else { return nil }
            index += 1
            guard let value = value(depth: depth + 1) else { return nil }
            members.append((key, value))
            skipBlank()
            guard index < units.count else { return nil }
            if units[index] == 0x7D { index += 1; return .object(members) }
            guard units[index] == 0x2C else { return nil }
            index += 1
        }
    }

    private mutating func array(depth: Int) -> Node? {
        index += 1
        var items: [Node] = []
        skipBlank()
        if index < units.count, units[index] == 0x5D { index += 1; return .array(items) }
        while true {
            guard let item = value(depth: depth + 1) else { return nil }
            items.append(item)
            skipBlank()
            guard index < units.count else { return nil }
            if units[index] == 0x5D { index += 1; return .array(items) }
            guard units[index] == 0x2C else { return nil }
            index += 1
        }
    }

    private mutating func string() -> Node? {
        guard index < units.count, units[index] == 0x22 else { return nil }
        index += 1
        var runs: [(text: String, original: TextRange?)] = []
        var start = index
        func flush(_ end: Int) {
            if end > start { runs.append((String(decoding: units[start..<end], as: UTF16.self), TextRange(start, end - start))) }
        }
        while index < units.count {
            switch units[index] {
            case 0x22:
                flush(index)
                index += 1
                return .string(runs)
            case 0x5C:
                flush(index)
                guard let decoded = escape() else { return nil }
                runs.append((decoded, nil))
                start = index
            default:
                index += 1
            }
        }
        return nil
    }

    /// The escape at `index` (a backslash), decoded; `index` after it.
    private mutating func escape() -> String? {
        guard index + 1 < units.count else { return nil }
        let letter = units[index + 1]
        index += 2
        switch letter {
        case 0x22: return "\""
        case 0x5C: return "\\"
        case 0x2F: return "/"
        case 0x62: return "\u{8}"
        case 0x66: return "\u{C}"
        case 0x6E: return "\n"
        case 0x72: return "\r"
        case 0x74: return "\t"
        case 0x75:
            var scalars: [UInt16] = []
            guard let first = hex() else { return nil }
            scalars.append(first)
            // A surrogate pair is two escapes.
            if UTF16.isLeadSurrogate(first), index + 1 < units.count, units[index] == 0x5C, units[index + 1] == 0x75 {
                index += 2
                guard let second = hex() else { return nil }
                scalars.append(second)
            }
            return String(decoding: scalars, as: UTF16.self)
        default: return nil
        }
    }

    private mutating func hex() -> UInt16? {
        guard index + 4 <= units.count, let value = UInt16(String(decoding: units[index..<index + 4], as: UTF16.self), radix: 16) else {
            return nil
        }
        index += 4
        return value
    }

    private mutating func skipBlank() {
        while index < units.count, [0x20, 0x0A, 0x0D, 0x09].contains(units[index]) { index += 1 }
    }
}
