import Foundation

/// The one way Inkstone reads a whole file that a repository or a person names — a
/// configuration, a word list, a dictionary, a manifest, a script, a file to check:
/// opened without waiting (a FIFO would block the open), measured with `fstat` on the
/// open descriptor, refused unless it is a regular file of at most `limit` bytes, and
/// read no further than that even when it grows meanwhile. A link to `/dev/zero`,
/// `/dev/stdin` or a sparse 4 GB file costs nothing but the error, which names the file
/// and the limit (issue #49).
public enum LimitedFile {
    /// The bytes of the regular file at `path`, at most `limit` of them. With
    /// `acceptsStreams`, a pipe, FIFO or device that a person named on the command line
    /// (`--files-from <(git ls-files)`) is read too, up to `limit`.
    public static func read(_ path: String, limit: Int, kind: String, acceptsStreams: Bool = false) throws(TextFileError) -> Data {
        let descriptor = try open(path, waiting: acceptsStreams)
        defer { close(descriptor) }
        let size = try measure(descriptor, path: path, limit: limit, kind: kind, acceptsStreams: acceptsStreams)
        var bytes = [UInt8](repeating: 0, count: min(limit, size ?? 65_536) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { throw .tooLarge(path: path, bytes: nil, limit: limit, kind: kind) }
                bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - count))
            }
            let result = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if result < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if result == 0 { break }
            count += result
        }
        guard count <= limit else { throw .tooLarge(path: path, bytes: nil, limit: limit, kind: kind) }
        return Data(bytes[0..<count])
    }

    /// The UTF-8 text of a file that is read when it can be and passed over otherwise (a
    /// manifest, an ignore file): nil when `read` refuses it or it is not UTF-8.
    public static func text(_ path: String, limit: Int, kind: String) -> String? {
        (try? read(path, limit: limit, kind: kind)).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The size of the regular file at `path`, refused as `read` would refuse it: for a
    /// file that a C library opens itself (Hunspell's `.aff` and `.dic`).
    @discardableResult
    public static func check(_ path: String, limit: Int, kind: String) throws(TextFileError) -> Int {
        let descriptor = try open(path, waiting: false)
        defer { close(descriptor) }
        return try measure(descriptor, path: path, limit: limit, kind: kind, acceptsStreams: false) ?? 0
    }

    /// How a limit reads in a message: `256 KB`, `2 MB`.
    public static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
        return "\(bytes) bytes"
    }

    /// What a file of `mode` is, said to a person, when it is not a regular file.
    static func kind(ofMode mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// Opens `path` for reading; `waiting` lets the open of a FIFO wait for its writer
    /// (a stream someone named), which otherwise it must not.
    private static func open(_ path: String, waiting: Bool) throws(TextFileError) -> Int32 {
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | (waiting ? 0 : O_NONBLOCK))
        guard descriptor >= 0 else {
            if errno == ENOENT { throw .missing(path: path) }
            throw .unreadable(path: path, reason: errno == ELOOP ? "a symbolic link loop (too many levels of links)" : String(cString: strerror(errno)))
        }
        return descriptor
    }

    /// The file's size when it is a regular file within `limit`; nil for a stream that
    /// `acceptsStreams` lets through.
    private static func measure(_ descriptor: Int32, path: String, limit: Int, kind: String,
                                acceptsStreams: Bool) throws(TextFileError) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        if let other = Self.kind(ofMode: status.st_mode) {
            let type = status.st_mode & S_IFMT
            guard acceptsStreams, type == S_IFIFO || type == S_IFCHR || type == S_IFSOCK else {
                throw .notRegularFile(path: path, kind: other)
            }
            return nil
        }
        guard Int(status.st_size) <= limit else { throw .tooLarge(path: path, bytes: Int(status.st_size), limit: limit, kind: kind) }
        return Int(status.st_size)
    }
}
