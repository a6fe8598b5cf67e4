/// How to get a Hunspell dictionary for a language someone asked for, naming that
/// language: `en_GB` → "'apt search hunspell-en' lists them". Debian names its
/// packages `hunspell-LANGUAGE` or `hunspell-LANGUAGE-REGION` (`hunspell-fr`,
/// `hunspell-en-gb`), so the search on the language finds the right one; a guess at the
/// full name would name packages that do not exist (`hunspell-fr-fr`).
public enum DictionaryInstallHint {
    /// "install a Hunspell dictionary for en-GB (Debian and Ubuntu: 'apt search hunspell-en' lists them)".
    public static func text(for language: String) -> String {
        let code = language.prefix { $0.isLetter }.lowercased()
        return "install a Hunspell dictionary for \(language) (Debian and Ubuntu: 'apt search hunspell-\(code)' lists them)"
    }
}
