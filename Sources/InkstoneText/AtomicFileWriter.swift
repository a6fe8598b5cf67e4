import Foundation

/// Writes a file so that it is never seen half-written: temporary file in the same
/// folder, fsync, the original's permissions, rename.
public enum AtomicFileWriter {
    public static func write(_ bytes: [UInt8], to path: String) throws(TextFileError) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).inkstone-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var mode: mode_t = 0o644
        var status = stat()
        if stat(path, &status) == 0 { mode = status.st_mode & 0o7777 }

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
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
        let synced = ok && fsync(descriptor) == 0 && fchmod(descriptor, mode) == 0
        close(descriptor)
        guard ok, synced, rename(temporary, path) == 0 else {
            let error = ok && synced ? errno : saved
            unlink(temporary)
            throw .unwritable(path: path, reason: String(cString: strerror(error)))
        }
    }

    private static func failure(_ path: String) -> TextFileError {
        .unwritable(path: path, reason: String(cString: strerror(errno)))
    }
}
