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

    /// The words of the list; none when the file does not exist. A list that exists but
    /// cannot be read is an error naming the file and the cause: a check must not pass
    /// its words silently, and a learn must not replace the list with one word.
    public func words() throws(TextFileError) -> [String] {
        let data: Data
        do { data = try LimitedFile.read(path, limit: Self.sizeLimit, kind: "a word list") } catch {
            if case .missing = error { return [] }
            throw error
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path: path, reason: "not UTF-8 text (a word list holds one UTF-8 word a line)")
        }
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The most a word list may have: some 800,000 words, far more than a person or a
    /// project writes down, and little enough to read at once.
    public static let sizeLimit = 8 << 20

    /// The longest word a list takes, in characters: longer is no word but a pasted text.
    public static let longestWord = 128

    /// Why `word` cannot go in a word list, or nil: what `learn`, the language server's
    /// "add to dictionary" and the HTTP API's `/v2/words/add` all refuse.
    public static func problem(with word: String) -> String? {
        if word.isEmpty { return "an empty word is not a word; name a word" }
        if word.count > longestWord { return "a word of \(word.count) characters is longer than \(longestWord); name one word" }
        if word.contains(where: \.isWhitespace) { return "'\(word)' has white space; name one word at a time" }
        if word.unicodeScalars.contains(where: { $0 == "\u{FFFD}" || $0.properties.generalCategory == .control
                                                || $0.properties.generalCategory == .format && $0 != "\u{200D}" }) {
            return "'\(word.debugDescription.dropFirst().dropLast())' holds control characters or is not valid UTF-8 text; name words in UTF-8"
        }
        return nil
    }

    /// Adds a word unless it is there already; the file is replaced atomically, so a
    /// crash never leaves it half-written. Returns false when it was already known.
    /// Two learns at once (two terminals, an editor and the CLI) take turns: each
    /// holds a lock on the file's folder while it reads and replaces the file, so
    /// neither loses the other's word.
    @discardableResult
    public func learn(_ word: String) throws(TextFileError) -> Bool {
        if let problem = Self.problem(with: word) { throw .unwritable(path: path, reason: problem) }
        return try rewriting { words in
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
        var words = try self.words()
        guard change(&words) else { return false }
        try TextFile.write(TextDocument(words.isEmpty ? "" : words.joined(separator: "\n") + "\n"), to: path, byteOrderMark: false)
        return true
    }
}
