/// The case of a token written in ASCII, read from its bytes (`GrammarToken`): asking
/// Unicode's properties of each character was a tenth of the grammar rules' time.
/// Nil for text with any other character, whose case Unicode decides.
struct ASCIICase {
    private(set) var hasUppercase = false
    private(set) var hasLowercase = false
    let startsUppercase: Bool

    init?(_ text: String) {
        var first: UInt8?
        var upper = false, lower = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if first == nil { first = byte }
            if Self.isUppercase(byte) { upper = true } else if byte >= 0x61 && byte <= 0x7A { lower = true }
        }
        (hasUppercase, hasLowercase) = (upper, lower)
        startsUppercase = first.map(Self.isUppercase) ?? false
    }

    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    /// `text` (ASCII) in lowercase.
    func lowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { Self.isUppercase($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
