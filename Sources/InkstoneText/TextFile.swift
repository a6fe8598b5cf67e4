import Foundation

/// A UTF-8 text file as loaded into a `TextDocument`, and the way back to disk.
public struct TextFile {
    public let path: String
    public let document: TextDocument
    /// Whether the file started with a UTF-8 byte-order mark; kept when writing.
    public let hasByteOrderMark: Bool
    public let byteCount: Int

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Reads a file; NUL bytes mark it as binary, and invalid UTF-8 is an error that
    /// names the byte offset (counted from the start of the file).
    public static func read(_ path: String) throws(TextFileError) -> TextFile {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw .unreadable(path: path, reason: Self.reason(error))
        }
        return try decode(data, path: path)
    }

    public static func decode(_ data: Data, path: String) throws(TextFileError) -> TextFile {
        let result: Result<TextFile, TextFileError> = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<TextFile, TextFileError> in
            let bytes = raw.bindMemory(to: UInt8.self)
            if let base = bytes.baseAddress, memchr(base, 0, bytes.count) != nil {
                return .failure(.binary(path: path))
            }
            let hasMark = bytes.starts(with: byteOrderMark)
            let body = hasMark ? UnsafeBufferPointer(rebasing: bytes[3...]) : bytes
            do throws(InvalidUTF8) {
                let document = try TextDocument(utf8: body)
                return .success(TextFile(path: path, document: document, hasByteOrderMark: hasMark,
                                         byteCount: bytes.count))
            } catch {
                return .failure(.invalidUTF8(path: path, byteOffset: error.byteOffset + (hasMark ? 3 : 0)))
            }
        }
        return try result.get()
    }

    /// Writes `document` to `path` atomically: a temporary file in the same folder,
    /// flushed, given the original's permissions, then renamed over the original. A
    /// failure at any step leaves the original untouched.
    public static func write(_ document: TextDocument, to path: String, byteOrderMark: Bool) throws(TextFileError) {
        var bytes = byteOrderMark ? Self.byteOrderMark : []
        bytes.append(contentsOf: document.utf8Bytes())
        try AtomicFileWriter.write(bytes, to: path)
    }

    static func reason(_ error: Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        if let cocoa = error as? CocoaError, cocoa.code == .fileReadNoSuchFile {
            return "no such file"
        }
        return error.localizedDescription
    }
}
