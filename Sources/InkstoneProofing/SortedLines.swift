/// A shipped list of lines sorted by their UTF-8 bytes (`dictionaries/*.words`,
/// `known-misspellings.tsv`), searched by halves where it lies: only the lines' starts
/// are found, once, and a look-up reads about twenty lines of a list of a million.
struct SortedLines: Sendable {
    private let text: String
    /// Where each line starts.
    private let starts: [Int32]

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        var starts: [Int32] = []
        text.utf8.withContiguousStorageIfAvailable { bytes in
            starts.reserveCapacity(bytes.count / 9)
            var lineStart = 0
            for index in 0..<bytes.count where bytes[index] == 0x0A {
                if index > lineStart { starts.append(Int32(lineStart)) }
                lineStart = index + 1
            }
            if lineStart < bytes.count { starts.append(Int32(lineStart)) }
        }
        self.starts = starts
    }

    var count: Int { starts.count }

    /// The rest of the line whose first field (up to a tab, or the whole line) is `key`:
    /// empty for a line of one field; nil when no line has that key.
    func value(for key: String) -> Substring? {
        let wanted = Array(key.utf8)
        guard !wanted.isEmpty, !wanted.contains(0x0A), !wanted.contains(0x09) else { return nil }
        return text.utf8.withContiguousStorageIfAvailable { bytes -> Substring? in
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                let order = Self.compare(wanted, lineAt: Int(starts[middle]), in: bytes)
                if order == 0 {
                    let start = Int(starts[middle]) + wanted.count
                    var end = start
                    while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                    let from = start < end ? start + 1 : start
                    let utf8 = text.utf8
                    return Substring(text[utf8.index(utf8.startIndex, offsetBy: from)..<utf8.index(utf8.startIndex, offsetBy: end)])
                }
                if order < 0 { high = middle } else { low = middle + 1 }
            }
            return nil
        } ?? nil
    }

    func contains(_ key: String) -> Bool { value(for: key) != nil }

    /// How `key` orders against the first field of the line at `start`: < 0 before it,
    /// 0 equal, > 0 after.
    private static func compare(_ key: [UInt8], lineAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        while true {
            let position = start + index
            let atFieldEnd = position >= bytes.count || bytes[position] == 0x0A || bytes[position] == 0x09
            if index == key.count { return atFieldEnd ? 0 : -1 }
            if atFieldEnd { return 1 }
            if key[index] != bytes[position] { return Int(key[index]) - Int(bytes[position]) }
            index += 1
        }
    }
}
