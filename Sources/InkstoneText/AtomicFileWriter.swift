import Foundation

/// Writes a file so that it is never seen half-written and is still the same file
/// afterwards: its permissions, its owner and its other names (hard links) are kept.
///
/// The new bytes always go first into a temporary file in the same folder, flushed.
/// Usually that file then takes the original's mode and owner and is renamed over it.
/// When the rename would lose something — the file has other hard links, or its owner
/// cannot be given to the temporary file (a file of another user) — the original is
/// overwritten in place instead, and the temporary copy is removed only once that
/// succeeded: if the write in place fails, the copy is kept as `.NAME.inkstone-saved-…`
/// and the error names it. A file nobody may write (mode 0444) is refused, even to root.
///
/// A symbolic link is written through, not replaced: the temporary file goes beside
/// the link's final target, so a `words.txt` linked into a dotfiles repository keeps
/// being that repository's file. What is not a regular file (a device, a FIFO, a
/// folder) is refused, never replaced.
public enum AtomicFileWriter {
    /// `sync: false` skips the fsync, for caches whose loss costs only a re-check.
    public static func write(_ bytes: [UInt8], to path: String, sync: Bool = true) throws(TextFileError) {
        let target = try finalTarget(of: path)
        var original = stat()
        guard stat(target, &original) == 0 else {
            let temporary = try writeTemporary(bytes, beside: target, mode: 0o644, owner: nil, sync: sync, shownAs: path)
            return try replace(target, with: temporary, shownAs: path)
        }
        // Renaming over a device or a FIFO would replace it with a file: as root,
        // `--transcript /dev/full` turned /dev/full into a regular file (issue #49).
        if let kind = LimitedFile.kind(ofMode: original.st_mode) {
            throw .unwritable(path: path, reason: "not a regular file (\(kind)); Inkstone replaces regular files only")
        }
        try requireWritable(target, original, shownAs: path)
        let ownerKept = TemporaryOwner(uid: original.st_uid, gid: original.st_gid)
        let temporary = try writeTemporary(bytes, beside: target, mode: original.st_mode & 0o7777, owner: ownerKept,
                                           sync: sync, shownAs: path)
        if original.st_nlink > 1 || !temporary.hasOwner {
            return try overwrite(target, with: bytes, copy: temporary.path, sync: sync, shownAs: path)
        }
        try replace(target, with: temporary, shownAs: path)
    }

    /// Creates `path` with `bytes`, atomically and only if nothing has that name yet:
    /// an existing file, folder or link (even a dangling one, which is not followed) is
    /// `exists`, and of two writers at once exactly one succeeds.
    public static func create(_ bytes: [UInt8], at path: String) throws(TextFileError) {
        let temporary = try writeTemporary(bytes, beside: path, mode: 0o644, owner: nil, sync: true, shownAs: path)
        defer { unlink(temporary.path) }
        guard link(temporary.path, path) == 0 else {
            if errno == EEXIST { throw .exists(path: path) }
            throw failure(path)
        }
    }

    private struct TemporaryOwner {
        let uid: uid_t
        let gid: gid_t
    }

    private struct Temporary {
        let path: String
        /// Whether it has the original's owner and group (or there was no original).
        let hasOwner: Bool
    }

    /// A flushed file beside `target` holding `bytes`, with `mode` and, when it can be
    /// given, `owner`.
    private static func writeTemporary(_ bytes: [UInt8], beside target: String, mode: mode_t, owner: TemporaryOwner?,
                                       sync: Bool, shownAs path: String) throws(TextFileError) -> Temporary {
        let temporary = temporaryPath(for: target)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(path) }
        var hasOwner = true
        if let owner {
            var status = stat()
            if fstat(descriptor, &status) == 0, status.st_uid != owner.uid || status.st_gid != owner.gid {
                hasOwner = fchown(descriptor, owner.uid, owner.gid) == 0
            }
        }
        let ok = writeAll(bytes, to: descriptor)
        let saved = errno
        let finished = ok && (!sync || fsync(descriptor) == 0) && fchmod(descriptor, mode) == 0
        let error = ok ? errno : saved
        close(descriptor)
        guard finished else {
            unlink(temporary)
            throw .unwritable(path: path, reason: String(cString: strerror(error)))
        }
        return Temporary(path: temporary, hasOwner: hasOwner)
    }

    private static func replace(_ target: String, with temporary: Temporary, shownAs path: String) throws(TextFileError) {
        guard rename(temporary.path, target) == 0 else {
            let error = errno
            unlink(temporary.path)
            throw .unwritable(path: path, reason: String(cString: strerror(error)))
        }
    }

    /// Writes `bytes` over the original's own bytes (the same inode: its links and owner
    /// stay); `copy` holds them too until that succeeded.
    private static func overwrite(_ target: String, with bytes: [UInt8], copy: String, sync: Bool,
                                  shownAs path: String) throws(TextFileError) {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            let error = errno
            unlink(copy)
            throw .unwritable(path: path, reason: String(cString: strerror(error)))
        }
        let ok = writeAll(bytes, to: descriptor) && ftruncate(descriptor, off_t(bytes.count)) == 0
            && (!sync || fsync(descriptor) == 0)
        let error = errno
        close(descriptor)
        guard ok else {
            let saved = savedCopyPath(for: target)
            let kept = rename(copy, saved) == 0
            throw .unwritable(path: path, reason: String(cString: strerror(error))
                + (kept ? " while writing it in place; its new text is saved in \(saved)" : ""))
        }
        unlink(copy)
    }

    /// Refuses a file that may not be written: no write permission for this process,
    /// or no write bit at all (root may write anything, but a 0444 file says "leave me").
    private static func requireWritable(_ target: String, _ status: stat, shownAs path: String) throws(TextFileError) {
        if status.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
            throw .unwritable(path: path, reason: "it is read-only (mode 0\(String(status.st_mode & 0o7777, radix: 8))); "
                + "make it writable (chmod u+w) to let Inkstone change it")
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        return bytes.withUnsafeBytes { raw -> Bool in
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
        let (folder, name) = parts(of: path)
        return folder + "/.\(name)\(marker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Where the new text is kept when a write in place failed: never removed by
    /// `removeAbandonedTemporaries` (its name has no process id after the marker).
    static func savedCopyPath(for path: String) -> String {
        let (folder, name) = parts(of: path)
        return folder + "/.\(name)\(marker)saved-\(Int(Date().timeIntervalSince1970))-\(getpid())"
    }

    private static func parts(of path: String) -> (folder: String, name: String) {
        let folder = (path as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "." : folder, (path as NSString).lastPathComponent)
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
