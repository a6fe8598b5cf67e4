import CHunspell
import Foundation
import InkstoneText
import Synchronization

/// One Hunspell dictionary. Hunspell handles are not thread-safe: give each worker its
/// own instance. Words are converted to the dictionary's encoding (many `.aff` files
/// are ISO-8859-x); a word that encoding cannot hold is not in the dictionary.
///
/// Hunspell reads its files on the first question, not when the instance is made
/// (issue #51): a check whose files all come from the result cache never pays the
/// tenth of a second en_US costs. Words added before then are added when it loads.
public final class HunspellDictionary {
    public let affixPath: String
    public let dictionaryPath: String
    private var loaded: OpaquePointer?
    private var encoding: String.Encoding
    /// What `add` and `addWordList` were asked before Hunspell loaded, in order.
    private var pending: [PendingAddition] = []

    private enum PendingAddition {
        case words([String])
        case wordList(String)
    }

    /// The most either file of a dictionary may have. The largest Hunspell dictionaries
    /// (Hungarian, Korean) have a few MB; Hunspell reads a file to its end, so a link to
    /// `/dev/zero` in a repository's `dictionaries/` would fill the memory.
    public static let fileSizeLimit = 64 << 20

    /// How many dictionaries this process has loaded: loading en_US costs a tenth of a
    /// second, which a one-file check should pay once at most (issue #51).
    public static let loads = Atomic(0)

    /// Refuses a dictionary whose files are not regular files within `fileSizeLimit`:
    /// before Hunspell, or anything else, reads them.
    public static func requireUsable(aff: String, dic: String) throws(DictionaryError) {
        for path in [aff, dic] {
            do { try LimitedFile.check(path, limit: fileSizeLimit, kind: "a dictionary file") } catch { throw .refused(error) }
        }
    }

    /// Checks the files and the encoding their `.aff` names; Hunspell itself loads them
    /// on the first question.
    public init(aff: String, dic: String) throws(DictionaryError) {
        try Self.requireUsable(aff: aff, dic: dic)
        let name = Self.declaredEncoding(ofAffix: aff)
        guard let encoding = Self.encoding(named: name) else { throw .unsupportedEncoding(path: aff, encoding: name) }
        (affixPath, dictionaryPath, self.encoding) = (aff, dic, encoding)
    }

    public convenience init(named name: String, locator: DictionaryLocator = DictionaryLocator()) throws(DictionaryError) {
        let paths = try locator.locate(name)
        try self.init(aff: paths.aff, dic: paths.dic)
    }

    deinit { if let loaded { Hunspell_destroy(loaded) } }

    /// Hunspell's handle, made on first use; the words added so far are added to it.
    private var handle: OpaquePointer {
        if let loaded { return loaded }
        // Hunspell_create is C++ `new`: it has no failure to report but running out of memory.
        guard let made = Hunspell_create(affixPath, dictionaryPath) else {
            fatalError("Hunspell could not load \(dictionaryPath): out of memory")
        }
        Self.loads.add(1, ordering: .relaxed)
        loaded = made
        // Hunspell's own reading of the SET line wins over `declaredEncoding`'s.
        if let own = Self.encoding(named: String(cString: Hunspell_get_dic_encoding(made))) { encoding = own }
        for addition in pending {
            switch addition {
            case .words(let words): words.forEach(add)
            case .wordList(let path): _ = Hunspell_add_dic(made, path)
            }
        }
        pending = []
        return made
    }

    /// The encoding an `.aff` file names on its `SET` line (`declaredEncoding(in:)`);
    /// `ISO8859-1`, Hunspell's default, when there is none or the file cannot be read.
    static func declaredEncoding(ofAffix path: String) -> String {
        guard let data = try? LimitedFile.read(path, limit: fileSizeLimit, kind: "a dictionary file") else { return "ISO8859-1" }
        return declaredEncoding(in: data) ?? "ISO8859-1"
    }

    /// The name on an `.aff` file's first `SET` line, as Hunspell reads it (a byte-order
    /// mark before the first line is skipped); nil when it has none.
    static func declaredEncoding(in affix: Data) -> String? {
        var bytes = affix[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        for line in bytes.split(separator: UInt8(ascii: "\n")) where line.starts(with: Array("SET".utf8)) {
            let fields = line.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") })
            if fields.count > 1, let name = String(bytes: fields[1], encoding: .ascii) { return name }
        }
        return nil
    }

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
        let handle = handle
        guard let bytes = encoded(word) else { return false }
        return Hunspell_spell(handle, bytes) != 0
    }

    /// Hunspell's own suggestions, best first.
    public func suggestions(for word: String) -> [String] {
        let handle = handle
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
        guard let loaded else { return pending.append(.words([word])) }
        guard let bytes = encoded(word) else { return }
        _ = Hunspell_add(loaded, bytes)
    }

    /// Accepts these words from now on (a bundled or project word list).
    public func add(words: [String]) {
        guard loaded != nil else { return pending.append(.words(words)) }
        words.forEach(add)
    }

    /// Adds the words of another `.dic` file (e.g. `dictionaries/technical.dic`).
    public func addWordList(_ dicPath: String) {
        guard let loaded else { return pending.append(.wordList(dicPath)) }
        _ = Hunspell_add_dic(loaded, dicPath)
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
