/// What a host says of a passage left unread because no installed dictionary reads its
/// language (issue #26, item 4): the language the identifier reads in it, and how to
/// get a dictionary for it. `inkstone check --verbose` and the language server's hint
/// say the same words.
public enum UnreadPassage {
    /// `is in 'de', and no installed dictionary reads it (install a Hunspell dictionary
    /// for 'de', as with 'apt search hunspell-de', …)`, or the same without a language
    /// when the identifier cannot tell.
    public static func explanation(of text: String) -> String {
        guard let code = LanguageIdentifier.language(of: text) else {
            return "is in another language than the dictionaries', and no installed dictionary reads it "
                + "(install one for its language, or name it in the config's languages)"
        }
        return "is in '\(code)', and no installed dictionary reads it (install a Hunspell dictionary for '\(code)', "
            + "as with 'apt search hunspell-\(code)', or name one in the config's languages)"
    }
}
