import InkstoneText

/// One token of a sentence as the pattern rules read it: a word, a number, a mark, or
/// code (an identifier, a command, a placeholder, protected text between prose ranges),
/// which no word pattern matches. The tagger fills in the parts of speech.
struct GrammarToken: Sendable {
    enum Kind: Sendable { case word, number, punctuation, symbol, code }

    let kind: Kind
    /// Where it is in the document.
    let range: TextRange
    /// As written.
    let text: String
    /// Lowercase, with a typographic apostrophe made straight (`it’s` → `it's`).
    let lower: String
    /// White space (or a line break, or protected text) before it.
    var spaceBefore = true
    /// The lexicon's classes of the word (`pronoun.subject.3sg`).
    var classes: [String] = []
    /// What the word can be (from the lexicon and the word forms list) and what the
    /// tagger chose, with its lemma.
    var readings: [WordForms.Reading] = []
    var tag: PartOfSpeech?
    var lemma: String?
    /// Two capitals or more (`FILE`, `NOTE`): a placeholder, an acronym or a shout, not
    /// a word a pattern names; `I` and `A` are words. Worked out once: every pattern
    /// test asks it (on opening a long document it was a seventh of the time).
    let isAllCapitals: Bool
    let isCapitalised: Bool
    let isLowercase: Bool

    init(kind: Kind, range: TextRange, text: String) {
        (self.kind, self.range, self.text) = (kind, range, text)
        // Every token of every checked sentence passes here, nearly all of them ASCII:
        // their case is read from the bytes, not from Unicode's properties per character.
        if let ascii = ASCIICase(text) {
            lower = kind == .word && ascii.hasUppercase ? ascii.lowercased(text) : text
            isAllCapitals = kind == .word && text.utf8.count >= 2 && !ascii.hasLowercase
            isCapitalised = ascii.startsUppercase
            isLowercase = !ascii.hasUppercase
            return
        }
        // The apostrophe is replaced only where there is one.
        if kind == .word {
            let lowercase = text.lowercased()
            lower = lowercase.contains("’") ? String(lowercase.map { $0 == "’" ? "'" : $0 }) : lowercase
        } else {
            lower = text
        }
        let hasLowercase = text.contains(where: \.isLowercase)
        isAllCapitals = kind == .word && text.count >= 2 && !hasLowercase
        isCapitalised = text.first?.isUppercase == true
        isLowercase = !text.contains(where: \.isUppercase)
    }

    var isWord: Bool { kind == .word }

    /// Marks that may open a sentence before its first word: quotes, brackets, bullets.
    var opensSentence: Bool {
        (kind == .punctuation || kind == .symbol) && ["\"", "'", "“", "‘", "(", "[", "*", "-", "•", ">", "#", "–", "—"].contains(text)
    }

    /// Whether the token ends a sentence (`.`, `!`, `?`, an ellipsis).
    var endsSentence: Bool { kind == .punctuation && (text == "." || text == "!" || text == "?") }

    /// Closing quotes and brackets that may follow a sentence's end.
    var closesSentence: Bool { kind == .punctuation && ["\"", "'", "”", "’", ")", "]"].contains(text) }
}
