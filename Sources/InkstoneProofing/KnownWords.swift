import Foundation

/// Valid English words beyond Hunspell's en_US (which is SCOWL size 60): SCOWL's
/// large American word lists installed from Debian — `wamerican-huge` (size 80) and
/// `wamerican-insane` (95), else `-large` (70) — read at run time and never shipped. A
/// word in them that the dictionary refuses is an unknown word, not a typo (`trie`,
/// `liveness`, `performant`, `sublicense`): the typo tier never reports it, `--all`
/// still lists it (issue #26). Size 95 also holds rare forms that are more often a
/// slip (`fiel`, `fo`), so `TypoTier` asks which size a word is in.
/// Possessives are left out (the checker accepts a known word's `'s` itself).
public struct KnownWords: Sendable {
    /// Each word and the smallest SCOWL size of the lists read that holds it.
    private let sizes: [String: UInt8]
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
        var sizes: [String: UInt8] = [:]
        var paths: [String] = []
        for (path, size) in lists {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            paths.append(path)
            Self.read(data) { word in if sizes[word] == nil { sizes[word] = size } }
        }
        guard !paths.isEmpty else { return nil }
        (self.sizes, self.paths) = (sizes, paths)
    }

    /// Calls `add` with each line of `data` but possessives.
    private static func read(_ data: Data, add: (String) -> Void) {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
                defer { start = index + 1 }
                let length = index - start
                guard length > 0 else { continue }
                // `word's`: the possessive of a word the list already holds.
                if length > 2 && bytes[index - 2] == 0x27 && bytes[index - 1] == 0x73 { continue }
                add(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            }
        }
    }

    /// The smallest SCOWL size that holds `word`, or nil.
    public func size(of word: String) -> UInt8? { sizes[word] }
    public func contains(_ word: String) -> Bool { sizes[word] != nil }
    public var count: Int { sizes.count }
}
