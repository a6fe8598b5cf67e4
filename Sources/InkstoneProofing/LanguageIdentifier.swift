internal import CLanguageDetector

/// What natural language a passage is written in, by Compact Language Detector 2
/// (Debian `libcld2-dev`: character n-grams of 80-odd languages, Google's): issue #26,
/// item 4. It answers only when CLD2 calls its answer reliable; a short passage, or
/// one garbled past recognition, is no evidence either way (`nil`), and the caller
/// falls back to what the dictionaries accept.
public enum LanguageIdentifier {
    /// The ISO 639-1 code (`en`, `fr`; `zh` for `zh-Hant`) CLD2 reliably reads in
    /// `text`, or nil.
    public static func language(of text: String) -> String? {
        var text = text
        let guess = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { inkstone_detect_language($0.baseAddress, Int32($0.count)) }
        }
        guard guess.reliable != 0 else { return nil }
        let code = withUnsafeBytes(of: guess.code) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let language = String(code.prefix { $0 != "-" && $0 != "_" })
        return language == "un" || language.isEmpty ? nil : language
    }
}
