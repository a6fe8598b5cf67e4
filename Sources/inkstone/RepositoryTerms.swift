import Foundation
import InkstoneProject
import InkstoneProofing
import InkstoneText

/// How often words occur in a repository's files: a word written three times or more
/// there is likely a term of the project (`unicodec`), however many of its files a
/// run names, so `fix a.md` and `fix a.md b.md` leave the same words alone. The files
/// are those a walk from the repository's root takes; every occurrence counts, in code
/// as in prose, as a whole word (letters, digits, `_` and `'` inside a word).
enum RepositoryTerms {
    /// The counts of `words` in the repository holding each of `paths` (a word's count
    /// is its count in the repository of the file it was found in), each counted up
    /// to `enough`.
    static func counts(of words: Set<String>, inRepositoriesOf paths: [String], enough: Int) -> [String: [String: Int]] {
        var byRoot: [String: [String: Int]] = [:]
        let roots = Set(paths.map { root(of: $0) })
        for root in roots {
            byRoot[root] = count(words, in: FileWalker().files(under: [root]).files, enough: enough)
        }
        return byRoot
    }

    /// The repository (or project) a path belongs to.
    static func root(of path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        let folder = FileManager.default.fileExists(atPath: absolute.path, isDirectory: &isFolder) && isFolder.boolValue
            ? absolute.path : absolute.deletingLastPathComponent().path
        return FileWalker.base(of: folder)
    }

    private static func count(_ words: Set<String>, in files: [String], enough: Int) -> [String: Int] {
        let wanted = Set(words.map { Array($0.utf8) })
        let longest = wanted.map(\.count).max() ?? 0
        var counts: [[UInt8]: Int] = [:]
        var left = wanted
        for file in files where !left.isEmpty {
            guard let data = try? LimitedFile.read(file, limit: TextFile.sizeLimit, kind: "a file to check") else { continue }
            data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                var start = 0
                while start < bytes.count {
                    guard isWordByte(bytes[start]) else { start += 1; continue }
                    var end = start
                    while end < bytes.count && (isWordByte(bytes[end]) || bytes[end] == 0x27 && end + 1 < bytes.count
                                                && isWordByte(bytes[end + 1])) { end += 1 }
                    if end - start <= longest {
                        let word = Array(bytes[start..<end])
                        if left.contains(word) {
                            counts[word, default: 0] += 1
                            if counts[word]! >= enough { left.remove(word) }
                        }
                    }
                    start = end
                }
            }
        }
        return Dictionary(uniqueKeysWithValues: counts.map { (String(decoding: $0.key, as: UTF8.self), $0.value) })
    }

    /// Letters, digits, `_` and every byte of a non-ASCII character.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }
}
