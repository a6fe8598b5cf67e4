import Foundation
import InkstoneText

/// Writes transcripts atomically, so that a failed run never leaves half a file.
enum TranscriptFile {
    static func write(_ text: String, to path: String) throws {
        do {
            try TextFile.write(TextDocument(text), to: path, byteOrderMark: false)
        } catch {
            throw UsageError(message: "\(error)")
        }
    }
}
