import InkstoneProofing
import InkstoneText

/// How `check` names a passage left unread (issue #26, item 4): the language the
/// identifier reads in it, and the Debian package whose dictionary would read it.
enum UnreadPassage {
    /// `'de'` when the language identifier reads one, else "another language than the dictionaries'".
    static func language(of passage: TextRange, in document: TextDocument) -> String {
        guard let code = LanguageIdentifier.language(of: document.string(in: passage)) else {
            return "another language than the dictionaries'"
        }
        return "'\(code)'"
    }

    /// ` (a Hunspell dictionary for 'de' reads it: as with 'apt search hunspell-de')`, or nothing.
    static func installHint(for passage: TextRange, in document: TextDocument) -> String {
        guard let code = LanguageIdentifier.language(of: document.string(in: passage)) else { return "" }
        return " (install a Hunspell dictionary for '\(code)', as with 'apt search hunspell-\(code)')"
    }
}
