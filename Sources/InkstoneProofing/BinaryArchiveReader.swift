import Foundation

/// Reads a `BinaryArchive` back; every read is bounds-checked and answers nil when the
/// data is too short, so a truncated or damaged file is only a cache miss.
struct BinaryArchiveReader {
    private let data: Data
    private var offset: Int

    init(_ data: Data) {
        self.data = data
        offset = data.startIndex
    }

    var isAtEnd: Bool { offset == data.endIndex }

    mutating func read<Value: BitwiseCopyable>(_ type: Value.Type) -> [Value]? {
        guard let count = readCount(), count <= (data.endIndex - offset) / MemoryLayout<Value>.stride else { return nil }
        let byteCount = count * MemoryLayout<Value>.stride
        let values = [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            data.copyBytes(to: UnsafeMutableRawBufferPointer(buffer), from: offset..<(offset + byteCount))
            initialized = count
        }
        offset += byteCount
        return values
    }

    mutating func readStrings() -> [String]? {
        guard let bytes = read(UInt8.self), bytes.last == 0 || bytes.isEmpty else { return nil }
        return bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
    }

    private mutating func readCount() -> Int? {
        guard data.endIndex - offset >= 8 else { return nil }
        var count: UInt64 = 0
        _ = withUnsafeMutableBytes(of: &count) { data.copyBytes(to: $0, from: offset..<(offset + 8)) }
        offset += 8
        return count <= UInt64(Int.max) ? Int(count) : nil
    }
}
