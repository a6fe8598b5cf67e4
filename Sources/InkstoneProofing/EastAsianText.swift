/// Text written in Chinese, Japanese or Korean characters. The grammar rules are
/// English's; where a sentence holds such characters, its spaces and punctuation follow
/// other conventions (Moya's `docs_CN`: `一个属性 , \`authorizationType\``, a space
/// around every Latin word), so the rules do not read it.
enum EastAsianText {
    /// Whether `units` hold a Han ideograph, kana, a Hangul syllable, or CJK or
    /// full-width punctuation.
    static func holds<Units: Collection>(_ units: Units) -> Bool where Units.Element == UInt16 {
        units.contains { unit in
            guard unit >= 0x2E80 else { return false }
            return (0x2E80...0x9FFF).contains(unit) || (0xAC00...0xD7AF).contains(unit) || (0xF900...0xFAFF).contains(unit)
                || (0xFF00...0xFFEF).contains(unit)
        }
    }
}
