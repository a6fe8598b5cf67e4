import CHunspell
import Foundation
import InkstoneText
import Synchronization

/// One Hunspell dictionary. Hunspell handles are not thread-safe: give each worker its
/// own instance. Words are converted to the dictionary's encoding (many `.aff` files
/// are ISO-8859-x); a word that encoding cannot hold is not in the dictionary.
public final class HunspellDictionary {
    public let affixPath: String
    private let handle: OpaquePointer
    private let encoding: String.Encoding

    /// The most either file of a dictionary may have. The largest Hunspell dictionaries
    /// (Hungarian, Korean) have a few MB; Hunspell reads a file to its end, so a link to
    /// `/dev/zero` in a repository's `dictionaries/` would fill the memory.
    public static let fileSizeLimit = 64 << 20

    /// How many dictionaries this process has loaded: loading en_US costs a tenth of a
    /// second, which a one-file check should pay once (issue #51).
    public static let loads = Atomic(0)

    /// Refuses a dictionary whose files are not regular files within `fileSizeLimit`:
    /// before Hunspell, or anything else, reads them.
    public static func requireUsable(aff: String, dic: String) throws(DictionaryError) {
        for path in [aff, dic] {
            do { try LimitedFile.check(path, limit: fileSizeLimit, kind: "a dictionary file") } catch { throw .refused(error) }
        }
    }

    public init(aff: String, dic: String) throws(DictionaryError) {
        try Self.requireUsable(aff: aff, dic: dic)
        guard let handle = Hunspell_create(aff, dic) else { throw .unreadable(path: dic) }
        Self.loads.add(1, ordering: .relaxed)
        let name = String(cString: Hunspell_get_dic_encoding(handle))
        guard let encoding = Self.encoding(named: name) else {
            Hunspell_destroy(handle)
            throw .unsupportedEncoding(path: aff, encoding: name)
        }
        self.affixPath = aff
        self.handle = handle
        self.encoding = encoding
    }

    public convenience init(named name: String, locator: DictionaryLocator = DictionaryLocator()) throws(DictionaryError) {
        let paths = try locator.locate(name)
        try self.init(aff: paths.aff, dic: paths.dic)
    }

    deinit { Hunspell_destroy(handle) }

    /// The letters the dictionary's words are made of, lowercased: its `.aff` file's
    /// `TRY` line (the letters Hunspell tries in suggestions); empty when it has none.
    public private(set) lazy var alphabet: Set<Character> = {
        guard let data = try? LimitedFile.read(affixPath, limit: Self.fileSizeLimit, kind: "a dictionary file"),
              let text = String(data: data, encoding: encoding) ?? String(data: data, encoding: .isoLatin1),
              let line = text.split(whereSeparator: \.isNewline).first(where: { $0.hasPrefix("TRY ") || $0.hasPrefix("TRY\t") })
        else { return [] }
        return Set(line.dropFirst(4).lowercased().filter(\.isLetter))
    }()

    public func accepts(_ word: String) -> Bool {
        guard let bytes = encoded(word) else { return false }
        return Hunspell_spell(handle, bytes) != 0
    }

    /// Hunspell's own suggestions, best first.
    public func suggestions(for word: String) -> [String] {
        guard let bytes = encoded(word) else { return [] }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        let count = Hunspell_suggest(handle, &list, bytes)
        defer { Hunspell_free_list(handle, &list, count) }
        return (0..<Int(max(count, 0))).compactMap { index in
            list?[index].flatMap { decoded($0) }
        }
    }

    /// Accepts `word` from now on, in this instance only (a personal dictionary).
    public func add(_ word: String) {
        guard let bytes = encoded(word) else { return }
        _ = Hunspell_add(handle, bytes)
    }

    /// Accepts these words from now on (a bundled or project word list).
    public func add(words: [String]) {
        words.forEach(add)
    }

    /// Adds the words of another `.dic` file (e.g. `dictionaries/technical.dic`).
    public func addWordList(_ dicPath: String) {
        _ = Hunspell_add_dic(handle, dicPath)
    }

    /// In the dictionary's encoding, composed (NFC) as dictionaries are: a word typed
    /// with combining accents ("cafe" + U+0301) is looked up as "café".
    private func encoded(_ word: String) -> [CChar]? {
        let composed = word.utf8.allSatisfy { $0 < 0x80 } ? word : word.precomposedStringWithCanonicalMapping
        guard let data = composed.data(using: encoding) else { return nil }
        return data.map { CChar(bitPattern: $0) } + [0]
    }

    private func decoded(_ pointer: UnsafeMutablePointer<CChar>) -> String? {
        let data = Data(bytes: pointer, count: strlen(pointer))
        return String(data: data, encoding: encoding)
    }

    /// The encoding of an `.aff` file's `SET` line (`LegacyEncoding` knows the names).
    static func encoding(named name: String) -> String.Encoding? {
        LegacyEncoding.named(name)
    }
}
