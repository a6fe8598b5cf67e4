import Foundation

/// A text file as loaded into a `TextDocument`, and the way back to disk. Files are
/// UTF-8 (with or without a byte-order mark), or in the encoding that a coding line
/// in their first two lines declares (PEP 263: `# -*- coding: latin-1 -*-`).
public struct TextFile {
    public let path: String
    public let document: TextDocument
    /// Whether the file started with a UTF-8 byte-order mark; kept when writing.
    public let hasByteOrderMark: Bool
    public let byteCount: Int
    /// The declared encoding when the file is not UTF-8 (its name as declared); kept
    /// when writing, so that the coding line stays true.
    public let declaredEncoding: String?

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The most a text file may have to be read: what `check` reads (2 MB).
    public static let sizeLimit = 2 << 20

    /// Reads a regular file of at most `limit` bytes (`LimitedFile`); NUL bytes mark it
    /// as binary, and invalid UTF-8 is an error that names the byte offset (counted
    /// from the start of the file).
    public static func read(_ path: String, limit: Int = sizeLimit) throws(TextFileError) -> TextFile {
        try decode(LimitedFile.read(path, limit: limit, kind: "a text file"), path: path)
    }

    public static func decode(_ data: Data, path: String) throws(TextFileError) -> TextFile {
        let result: Result<TextFile, TextFileError> = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<TextFile, TextFileError> in
            let bytes = raw.bindMemory(to: UInt8.self)
            if let encoding = UnicodeByteOrderMark.wideEncoding(of: bytes) {
                return .failure(.unsupportedEncoding(path: path, encoding: encoding))
            }
            if let base = bytes.baseAddress, memchr(base, 0, bytes.count) != nil {
                return .failure(.binary(path: path))
            }
            let hasMark = bytes.starts(with: byteOrderMark)
            let body = hasMark ? UnsafeBufferPointer(rebasing: bytes[3...]) : bytes
            do throws(InvalidUTF8) {
                let document = try TextDocument(utf8: body)
                return .success(TextFile(path: path, document: document, hasByteOrderMark: hasMark,
                                         byteCount: bytes.count, declaredEncoding: nil))
            } catch {
                if !hasMark, let declared = LegacyEncoding.declaredName(in: bytes) {
                    return decodeDeclared(data, as: declared, path: path, invalidAt: error.byteOffset)
                }
                return .failure(.invalidUTF8(path: path, byteOffset: error.byteOffset + (hasMark ? 3 : 0)))
            }
        }
        return try result.get()
    }

    private static func decodeDeclared(_ data: Data, as name: String, path: String, invalidAt offset: Int) -> Result<TextFile, TextFileError> {
        guard let encoding = LegacyEncoding.named(name), encoding != .utf8 else {
            return .failure(.invalidUTF8(path: path, byteOffset: offset))
        }
        guard let text = String(data: data, encoding: encoding) else {
            return .failure(.notInDeclaredEncoding(path: path, encoding: name))
        }
        return .success(TextFile(path: path, document: TextDocument(text), hasByteOrderMark: false,
                                 byteCount: data.count, declaredEncoding: name))
    }

    /// Writes `document` to `path` atomically: a temporary file in the same folder,
    /// flushed, given the original's permissions, then renamed over the original. A
    /// failure at any step leaves the original untouched. `encoding` is a declared
    /// encoding's name (`TextFile.declaredEncoding`); nil writes UTF-8. With
    /// `original`, the file is written only while its bytes are still those: else it
    /// is left alone and `changedOnDisk` thrown (someone saved it meanwhile).
    public static func write(_ document: TextDocument, to path: String, byteOrderMark: Bool,
                             encoding: String? = nil, unlessChangedFrom original: Data? = nil) throws(TextFileError) {
        var bytes = byteOrderMark ? Self.byteOrderMark : []
        if let encoding {
            guard let legacy = LegacyEncoding.named(encoding), let data = document.text.data(using: legacy) else {
                throw .unwritable(path: path, reason: "the text cannot be written in its declared encoding \(encoding)")
            }
            bytes.append(contentsOf: data)
        } else {
            bytes.append(contentsOf: document.utf8Bytes())
        }
        if let original, (try? LimitedFile.read(path, limit: original.count, kind: "the file read")) != original {
            throw .changedOnDisk(path: path)
        }
        try AtomicFileWriter.write(bytes, to: path)
    }

    public static func reason(_ error: Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        if let cocoa = error as? CocoaError, cocoa.code == .fileReadNoSuchFile {
            return "no such file"
        }
        return error.localizedDescription
    }
}
