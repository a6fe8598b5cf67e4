import Foundation

/// Writes a file so that it is never seen half-written: temporary file in the same
/// folder, fsync, the original's permissions, rename.
///
/// A symbolic link is written through, not replaced: the temporary file goes beside
/// the link's final target and is renamed over it, so a `words.txt` linked into a
/// dotfiles repository keeps being that repository's file.
public enum AtomicFileWriter {
    /// `sync: false` skips the fsync, for caches whose loss costs only a re-check.
    public static func write(_ bytes: [UInt8], to path: String, sync: Bool = true) throws(TextFileError) {
        let target = try finalTarget(of: path)
        let temporary = temporaryPath(for: target)
        var mode: mode_t = 0o644
        var status = stat()
        if stat(target, &status) == 0 { mode = status.st_mode & 0o7777 }

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(path) }
        var written = 0
        let ok = bytes.withUnsafeBytes { raw -> Bool in
            while written < raw.count {
                let result = Foundation.write(descriptor, raw.baseAddress! + written, raw.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
        let saved = errno
        let synced = ok && (!sync || fsync(descriptor) == 0) && fchmod(descriptor, mode) == 0
        close(descriptor)
        guard ok, synced, rename(temporary, target) == 0 else {
            let error = ok && synced ? errno : saved
            unlink(temporary)
            throw .unwritable(path: path, reason: String(cString: strerror(error)))
        }
    }

    /// The file a chain of symbolic links at `path` ends in (`path` itself when it is
    /// no link); a relative link is read from its own folder. A dangling link names
    /// the file to create.
    static func finalTarget(of path: String) throws(TextFileError) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { throw failure(path) }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = (current as NSString).deletingLastPathComponent
            current = destination.hasPrefix("/") || folder.isEmpty ? destination : folder + "/" + destination
        }
        throw .unwritable(path: path, reason: "too many levels of symbolic links (a link loop?)")
    }

    /// Beside `path`, named after it and this process: `.NAME.inkstone-PID-RANDOM`.
    static func temporaryPath(for path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        return (folder.isEmpty ? "." : folder) + "/.\(name)\(marker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    private static let marker = ".inkstone-"

    /// Removes the temporary files in `folder` that a killed writer left behind: those
    /// whose process is gone. Returns how many were removed.
    @discardableResult
    public static func removeAbandonedTemporaries(in folder: String) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(".") {
            guard let range = name.range(of: marker, options: .backwards),
                  let pid = Int32(name[range.upperBound...].prefix { $0 != "-" }),
                  pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            if unlink(folder + "/" + name) == 0 { removed += 1 }
        }
        return removed
    }

    /// The same for the folder that a write to `path` would use (its link's target's).
    @discardableResult
    public static func removeAbandonedTemporaries(besides path: String) -> Int {
        let target = (try? finalTarget(of: path)) ?? path
        let folder = (target as NSString).deletingLastPathComponent
        return removeAbandonedTemporaries(in: folder.isEmpty ? "." : folder)
    }

    private static func failure(_ path: String) -> TextFileError {
        .unwritable(path: path, reason: String(cString: strerror(errno)))
    }
}
