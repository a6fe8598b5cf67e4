/// Byte-order marks of the Unicode encodings wider than UTF-8, which Inkstone does not
/// read: a file that starts with one is named for what it is, not called binary.
enum UnicodeByteOrderMark {
    /// "UTF-16LE", "UTF-16BE", "UTF-32LE" or "UTF-32BE", or nil.
    static func wideEncoding(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32LE" }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32BE" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        return nil
    }
}
