import Foundation

/// Arrays of plain values, one after another, each preceded by its count: the format
/// of caches that only Inkstone writes and reads back on the same machine (native byte
/// order; a cache from elsewhere fails its key or its checks and is rebuilt).
struct BinaryArchive {
    private(set) var data = Data()

    mutating func append<Value: BitwiseCopyable>(_ values: [Value]) {
        var count = UInt64(values.count)
        withUnsafeBytes(of: &count) { data.append(contentsOf: $0) }
        values.withUnsafeBytes { data.append(contentsOf: $0) }
    }

    /// Strings as their UTF-8 bytes, each followed by a zero byte.
    mutating func append(_ strings: [String]) {
        var bytes: [UInt8] = []
        for string in strings {
            bytes += string.utf8
            bytes.append(0)
        }
        append(bytes)
    }
}
