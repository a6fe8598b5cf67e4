/// Why a file could not be read or written as text. Every message names the file.
public enum TextFileError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case binary(path: String)
    case invalidUTF8(path: String, byteOffset: Int)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "\(path): cannot read the file: \(reason)"
        case let .binary(path):
            "\(path): looks like a binary file (it contains NUL bytes); Inkstone reads UTF-8 text only"
        case let .invalidUTF8(path, offset):
            "\(path): not valid UTF-8 at byte \(offset); convert the file to UTF-8 (for example with iconv) and try again"
        case let .unwritable(path, reason):
            "\(path): cannot write the file: \(reason); the original is unchanged"
        }
    }
}
