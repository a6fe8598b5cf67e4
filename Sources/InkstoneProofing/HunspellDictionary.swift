import CHunspell
import Foundation

/// One Hunspell dictionary. Hunspell handles are not thread-safe: give each worker its
/// own instance. Words are converted to the dictionary's encoding (many `.aff` files
/// are ISO-8859-x); a word that encoding cannot hold is not in the dictionary.
public final class HunspellDictionary {
    public let affixPath: String
    private let handle: OpaquePointer
    private let encoding: String.Encoding

    public init(aff: String, dic: String) throws(DictionaryError) {
        guard let handle = Hunspell_create(aff, dic) else { throw .unreadable(path: dic) }
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

    /// The encoding of an `.aff` file's `SET` line: UTF-8, every ISO-8859 part that
    /// Foundation converts, KOI8-R/U and the Windows code pages 1250–1257.
    static func encoding(named name: String) -> String.Encoding? {
        let key = name.uppercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
        switch key {
        case "UTF8": return .utf8
        case "ISO88591": return .isoLatin1
        case "ISO88592": return .isoLatin2
        case "CP1250", "MICROSOFTCP1250", "WINDOWS1250": return .windowsCP1250
        case "CP1251", "MICROSOFTCP1251", "WINDOWS1251": return .windowsCP1251
        case "CP1252", "MICROSOFTCP1252", "WINDOWS1252": return .windowsCP1252
        case "CP1253", "MICROSOFTCP1253", "WINDOWS1253": return .windowsCP1253
        case "CP1254", "MICROSOFTCP1254", "WINDOWS1254": return .windowsCP1254
        default: break
        }
        // Core Foundation's numbers for the others, as Foundation's encodings.
        let coreFoundation: [String: UInt] = [
            "ISO88593": 0x203, "ISO88594": 0x204, "ISO88595": 0x205, "ISO88596": 0x206, "ISO88597": 0x207,
            "ISO88598": 0x208, "ISO88599": 0x209, "ISO885910": 0x20A, "ISO885911": 0x20B, "ISO885913": 0x20D,
            "ISO885914": 0x20E, "ISO885915": 0x20F, "ISO885916": 0x210, "KOI8R": 0xA02, "KOI8U": 0xA08,
            "CP1255": 0x505, "WINDOWS1255": 0x505, "CP1256": 0x506, "WINDOWS1256": 0x506, "CP1257": 0x507, "WINDOWS1257": 0x507,
        ]
        return coreFoundation[key].map { String.Encoding(rawValue: 0x8000_0000 | $0) }
    }
}
