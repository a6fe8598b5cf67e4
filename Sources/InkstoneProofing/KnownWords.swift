import Foundation
import InkstoneText

/// Valid English words beyond Hunspell's en_US (which is SCOWL size 60): SCOWL's
/// large American word lists installed from Debian — `wamerican-huge` (size 80) and
/// `wamerican-insane` (95), else `-large` (70) — read at run time and never shipped. A
/// word in them that the dictionary refuses is an unknown word, not a typo (`trie`,
/// `liveness`, `performant`, `sublicense`): the typo tier never reports it, `--all`
/// still lists it (issue #26). Size 95 also holds rare forms that are more often a
/// slip (`fiel`, `fo`), so `WordDecisions` asks which size a word is in.
/// Possessives are left out (the checker accepts a known word's `'s` itself).
public struct KnownWords: Sendable {
    /// Each word's FNV-1a hash of its UTF-8 bytes and the smallest SCOWL size of the
    /// lists read that holds it: a million words load in a fraction of the time
    /// `String` keys take (no string is made), and 64 bits leave collisions to chance
    /// alone (about one in 10^7 for a million words).
    /// Per list read, smallest size first: its size and its words' hashes, sorted
    /// (a binary search; a million words load in about a tenth of a second).
    private let lists: [(size: UInt8, hashes: [UInt64])]
    /// The files read.
    public let paths: [String]

    /// Where Debian installs SCOWL's American lists, with their sizes, smallest first;
    /// `INKSTONE_KNOWN_WORDS` names another file (one word a line, taken as size 80) or,
    /// empty, none.
    static var candidates: [(path: String, size: UInt8)] {
        if let named = ProcessInfo.processInfo.environment["INKSTONE_KNOWN_WORDS"] { return named.isEmpty ? [] : [(named, UInt8(80))] }
        let sizes: [(name: String, size: UInt8)] = [("large", 70), ("huge", 80), ("insane", 95)]
        return sizes.map { ("/usr/share/dict/american-english-\($0.name)", $0.size) }
    }

    /// The installed lists, read once; nil when none is installed.
    public static let english: KnownWords? = KnownWords(lists: candidates)

    init?(lists: [(path: String, size: UInt8)]) {
        var read: [(size: UInt8, hashes: [UInt64])] = []
        var paths: [String] = []
        for (path, size) in lists.sorted(by: { $0.size < $1.size }) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            paths.append(path)
            var hashes: [UInt64] = []
            hashes.reserveCapacity(data.count / 9)
            Self.read(data) { hashes.append($0) }
            hashes.sort()
            read.append((size, hashes))
        }
        guard !paths.isEmpty else { return nil }
        (self.lists, self.paths) = (read, paths)
    }

    /// Calls `add` with the hash of each line of `data` but possessives.
    private static func read(_ data: Data, add: (UInt64) -> Void) {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
                defer { start = index + 1 }
                let length = index - start
                guard length > 0 else { continue }
                // `word's`: the possessive of a word the list already holds.
                if length > 2 && bytes[index - 2] == 0x27 && bytes[index - 1] == 0x73 { continue }
                add(hash(UnsafeRawBufferPointer(rebasing: bytes[start..<index])))
            }
        }
    }

    /// FNV-1a, 64 bits.
    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }

    /// The smallest SCOWL size that holds `word`, or nil.
    public func size(of word: String) -> UInt8? {
        let hash = Self.hash(word.utf8)
        return lists.first { list in
            let index = RangeSet.firstIndex(in: list.hashes) { $0 >= hash }
            return index < list.hashes.count && list.hashes[index] == hash
        }?.size
    }

    public func contains(_ word: String) -> Bool { size(of: word) != nil }
}
