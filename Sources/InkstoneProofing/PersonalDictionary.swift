import Foundation
import InkstoneText

/// The user's own words: `$XDG_CONFIG_HOME/inkstone/words.txt` (default
/// `~/.config/inkstone/words.txt`), one word per line; or a project's, shared through
/// its repository: `.inkstone-words.txt` beside its `.inkstone.json`. `learn` appends
/// and `unlearn` removes, atomically.
public struct PersonalDictionary: Sendable {
    public let path: String
    /// The project folder a project's list must stay inside when written; nil for the
    /// person's own list, which may be a link into a dotfiles repository.
    public private(set) var project: String?

    /// The name of a project's word list, in the folder of its `.inkstone.json`.
    public static let projectFileName = ".inkstone-words.txt"

    /// The word list of the project whose `.inkstone.json` is in `folder`.
    public static func project(in folder: String) -> PersonalDictionary {
        var list = PersonalDictionary(path: folder + "/" + projectFileName)
        list.project = folder
        return list
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
        Self.lines(of: try text()).compactMap(Self.word(on:))
    }

    /// The list's text as written, byte-order mark and line endings included; empty
    /// when the file does not exist.
    private func text() throws(TextFileError) -> String {
        let data: Data
        do { data = try LimitedFile.read(path, limit: Self.sizeLimit, kind: "a word list") } catch {
            if case .missing = error { return "" }
            throw error
        }
        // Decoded as it is: Foundation's decoder would drop a byte-order mark, and the
        // rewrite would lose it.
        guard let text = String(validating: data, as: UTF8.self) else {
            throw .unreadable(path: path, reason: "not UTF-8 text (a word list holds one UTF-8 word a line)")
        }
        return text
    }

    /// The lines of `text`, each with its line break (CR LF, LF or CR) as written.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        for index in text.indices where text[index].isNewline {
            lines.append(text[start...index])
            start = text.index(after: index)
        }
        if start < text.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// The word a line holds, without its white space and a byte-order mark; nil for a blank line.
    private static func word(on line: Substring) -> String? {
        let word = line.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{FEFF}")))
        return word.isEmpty ? nil : word
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

    /// Adds a word unless it is there already, as a last line with the list's own line
    /// ending (CR LF in a list written so); the file is replaced atomically, so a crash
    /// never leaves it half-written, and everything else in it — a byte-order mark,
    /// blank lines — stays as it was (a committed list changes by one line). Returns
    /// false when it was already known. Two learns at once (two terminals, an editor
    /// and the CLI) take turns: each holds a lock on the file's folder while it reads
    /// and replaces the file, so neither loses the other's word.
    @discardableResult
    public func learn(_ word: String) throws(TextFileError) -> Bool {
        if let problem = Self.problem(with: word) { throw .unwritable(path: path, reason: problem) }
        return try rewriting { text in
            let lines = Self.lines(of: text)
            guard !lines.contains(where: { Self.word(on: $0) == word }) else { return nil }
            let ending = lines.first.map { line in line.last.map { $0.isNewline ? String($0) : "\n" } ?? "\n" } ?? "\n"
            let separated = text.isEmpty || text.last?.isNewline == true ? text : text + ending
            return separated + word + ending
        }
    }

    /// Removes a word (every line that holds it), the same way: the other lines stay
    /// exactly as written. Returns false when it was not there.
    @discardableResult
    public func unlearn(_ word: String) throws(TextFileError) -> Bool {
        try rewriting { text in
            var lines = Self.lines(of: text)
            guard lines.contains(where: { Self.word(on: $0) == word }) else { return nil }
            // A byte-order mark stays at the start when the first line goes.
            let mark = text.hasPrefix("\u{FEFF}") ? "\u{FEFF}" : ""
            lines.removeAll { Self.word(on: $0) == word }
            let kept = lines.joined()
            return kept.hasPrefix(mark) ? kept : mark + kept
        }
    }

    /// Reads the list's text, lets `change` make the new text (nil: no change) and
    /// writes it, holding the folder's lock throughout.
    private func rewriting(_ change: (String) -> String?) throws(TextFileError) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        if let project { try requireInside(project) }
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
        guard let text = change(try self.text()) else { return false }
        try AtomicFileWriter.write(Array(text.utf8), to: path)
        return true
    }

    /// Refuses to write a project's list that is a link out of `folder` (a cloned
    /// repository's `.inkstone-words.txt` linked to `~/.bashrc` would take the word
    /// there) or to nowhere (which the write would create wherever it points).
    private func requireInside(_ folder: String) throws(TextFileError) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return }
        let advice = "; a project's word list is a regular file inside its project: replace the link with the file"
        guard let target = Self.realPath(path) else {
            throw .unwritable(path: path, reason: "a symbolic link to a file that does not exist" + advice)
        }
        let root = Self.realPath(folder) ?? folder
        guard target.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw .unwritable(path: path, reason: "a symbolic link to \(target), outside the project \(root)" + advice)
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
