import Foundation
import InkstoneText

/// The user's own words: `$XDG_CONFIG_HOME/inkstone/words.txt` (default
/// `~/.config/inkstone/words.txt`), one word per line; or a project's, shared through
/// its repository: `.inkstone-words.txt` beside its `.inkstone.json`. `learn` appends
/// and `unlearn` removes, atomically.
public struct PersonalDictionary: Sendable {
    public let path: String

    /// The name of a project's word list, in the folder of its `.inkstone.json`.
    public static let projectFileName = ".inkstone-words.txt"

    /// The word list of the project whose `.inkstone.json` is in `folder`.
    public static func project(in folder: String) -> PersonalDictionary {
        PersonalDictionary(path: folder + "/" + projectFileName)
    }

    public init(path: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let path {
            self.path = path
        } else {
            self.path = BaseDirectories.configHome(environment) + "/inkstone/words.txt"
        }
    }

    public var words: [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Adds a word unless it is there already; the file is replaced atomically, so a
    /// crash never leaves it half-written. Returns false when it was already known.
    /// Two learns at once (two terminals, an editor and the CLI) take turns: each
    /// holds a lock on the file's folder while it reads and replaces the file, so
    /// neither loses the other's word.
    @discardableResult
    public func learn(_ word: String) throws(TextFileError) -> Bool {
        try rewriting { words in
            guard !words.contains(word) else { return false }
            words.append(word)
            return true
        }
    }

    /// Removes a word (every line that holds it), the same way. Returns false when it
    /// was not there.
    @discardableResult
    public func unlearn(_ word: String) throws(TextFileError) -> Bool {
        try rewriting { words in
            guard words.contains(word) else { return false }
            words.removeAll { $0 == word }
            return true
        }
    }

    /// Reads the words, lets `change` edit them and, when it says it did, replaces the
    /// file, holding the folder's lock throughout.
    private func rewriting(_ change: (inout [String]) -> Bool) throws(TextFileError) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: path, reason: "cannot create \(folder)")
        }
        let lock = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
        if lock >= 0 { flock(lock, LOCK_EX) }
        defer {
            if lock >= 0 {
                flock(lock, LOCK_UN)
                close(lock)
            }
        }
        // A learn that was killed mid-write left its temporary file here.
        AtomicFileWriter.removeAbandonedTemporaries(besides: path)
        var words = self.words
        guard change(&words) else { return false }
        try TextFile.write(TextDocument(words.isEmpty ? "" : words.joined(separator: "\n") + "\n"), to: path, byteOrderMark: false)
        return true
    }
}
