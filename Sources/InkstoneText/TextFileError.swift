/// Why a file could not be read or written as text. Every message names the file.
public enum TextFileError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case missing(path: String)
    case notRegularFile(path: String, kind: String)
    /// Larger than `limit` bytes, what a file of its `kind` ("a configuration") may
    /// have; `bytes` is its size when known (a stream's is not).
    case tooLarge(path: String, bytes: Int?, limit: Int, kind: String)
    case binary(path: String)
    case unsupportedEncoding(path: String, encoding: String)
    case invalidUTF8(path: String, byteOffset: Int)
    case notInDeclaredEncoding(path: String, encoding: String)
    case unwritable(path: String, reason: String)
    /// The file's bytes are no longer those its new text was made from.
    case changedOnDisk(path: String)
    /// A file to create exists already, or something else (a link, even a dangling one) has its name.
    case exists(path: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "\(path): cannot read the file: \(reason)"
        case let .missing(path):
            "\(path): no such file or folder"
        case let .notRegularFile(path, kind):
            "\(path): not a regular file (\(kind)); Inkstone reads regular files only"
        case let .tooLarge(path, _, _, _):
            "\(path): \(fact); nothing was read"
        case let .binary(path):
            "\(path): looks like a binary file (it contains NUL bytes); Inkstone reads UTF-8 text only"
        case let .unsupportedEncoding(path, encoding):
            "\(path): the file is \(encoding) (it starts with that byte-order mark); Inkstone reads UTF-8: "
                + "convert it, for example with iconv -f \(encoding.prefix(6)) -t UTF-8"
        case let .invalidUTF8(path, offset):
            "\(path): not valid UTF-8 at byte \(offset); convert the file to UTF-8 (for example with iconv) and try again"
        case let .notInDeclaredEncoding(path, encoding):
            "\(path): the file declares the encoding \(encoding) in its coding line, but its bytes are not valid \(encoding)"
        case let .unwritable(path, reason):
            "\(path): cannot write the file: \(reason); the original is unchanged"
        case let .exists(path):
            "\(path): exists already (a file, a folder or a link); nothing was written"
        case let .changedOnDisk(path):
            "\(path): the file changed on disk while it was being changed here; left as it is now (run again)"
        }
    }

    /// The file the error is about.
    public var path: String {
        switch self {
        case let .unreadable(path, _), let .missing(path), let .notRegularFile(path, _), let .tooLarge(path, _, _, _),
             let .binary(path), let .unsupportedEncoding(path, _), let .invalidUTF8(path, _), let .notInDeclaredEncoding(path, _),
             let .unwritable(path, _), let .changedOnDisk(path), let .exists(path):
            path
        }
    }

    /// What is wrong, without the file's name or a fix: for a host that says both its own way.
    public var fact: String {
        switch self {
        case let .unreadable(_, reason): reason
        case let .notRegularFile(_, kind): "not a regular file (\(kind))"
        case let .tooLarge(_, bytes, limit, kind):
            "\(bytes.map { "\($0) bytes" } ?? "larger than that"), more than the \(LimitedFile.describe(limit)) \(kind) may have"
        default: String(description.dropFirst(path.count + 2))
        }
    }
}
