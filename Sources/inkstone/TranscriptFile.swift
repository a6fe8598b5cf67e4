import Foundation
import InkstoneText

/// Writes transcripts: a file atomically, so that a failed run never leaves half a
/// file; a stream the person named (`--transcript /dev/stdout`, a FIFO, `/dev/full`)
/// written as it is, a failure to write said as for standard output.
enum TranscriptFile {
    static func write(_ text: String, to path: String) throws {
        var status = stat()
        if stat(path, &status) == 0, [S_IFCHR, S_IFIFO].contains(status.st_mode & S_IFMT) {
            return try writeStream(Array(text.utf8), to: path)
        }
        do {
            try TextFile.write(TextDocument(text), to: path, byteOrderMark: false)
        } catch {
            throw UsageError(message: "\(error)")
        }
    }

    private static func writeStream(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw UsageError(message: "\(path): cannot write the transcript: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if result < 0 {
                if errno == EINTR { continue }
                throw UsageError(message: "\(path): cannot write the transcript: \(String(cString: strerror(errno)))")
            }
            written += result
        }
    }
}
