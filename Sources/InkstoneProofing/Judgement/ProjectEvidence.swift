/// What the rest of a project says of its words, gathered once every file is read
/// (`ProjectCheck`): the parts of the names its code uses, its terms (words that name
/// its source files or that the code of three files or more uses), and the words its
/// prose writes in four files or more, and the words its code writes alone as a string.
public struct ProjectEvidence: Sendable {
    public var names: Set<String>
    public var terms: Set<String>
    public var written: Set<String>
    /// In how many files the code writes each word alone as a string.
    public var keywordFiles: [String: Int]
    /// The words the file being judged writes so: no evidence for its own prose.
    public var ownKeywords: Set<String> = []
    /// Whether the project's checked files, together, space their colons as a style
    /// (`DocumentHabits.spacesBeforeColons`): lz4 writes `word :` in its headers, its
    /// Makefiles and its docs alike.
    public var spacesBeforeColons = false
    /// The ids of the file's a/an findings that question an initialism the project
    /// always writes after the same article (`ArticleHabits`: `a LV` ten times, never `an LV`).
    public var habitualArticles: Set<String> = []

    public init(names: Set<String> = [], terms: Set<String> = [], written: Set<String> = [], keywordFiles: [String: Int] = [:]) {
        (self.names, self.terms, self.written, self.keywordFiles) = (names, terms, written, keywordFiles)
    }

    public var isEmpty: Bool {
        names.isEmpty && terms.isEmpty && written.isEmpty && keywordFiles.isEmpty && !spacesBeforeColons && habitualArticles.isEmpty
    }

    /// Whether the code of another file than the one judged writes `word` alone as a string.
    public func isKeyword(_ word: String) -> Bool {
        keywordFiles[word, default: 0] > (ownKeywords.contains(word) ? 1 : 0)
    }

    /// Whether `word`, or the singular of its plural (`depfiles` for `depfile`), is one
    /// of the terms. Not when the singular is an English word whose plural is made
    /// otherwise: `hashs` is a plural misspelt, however often the code says `hash`.
    public func isTerm(_ word: String) -> Bool {
        let lowercase = DocumentCheck.withoutPossessive(word).lowercased()
        if terms.contains(lowercase) { return true }
        guard let singular = Self.singular(of: lowercase) else { return false }
        return terms.contains(singular) && (WordFrequencies.english.rank(of: singular) == nil || !Self.takesEsInThePlural(singular))
    }

    /// Whether `word` (six letters or more, itself neither a term, a name, a name code
    /// gives, `strncpy` beside a project's `strlcpy`, nor written in many files) is one slip inside it — two neighbours swapped, a letter changed, left
    /// out or one too many, not at its ends — from a term that no dictionary of English
    /// has (`carfile` of Carthage's `Cartfile`): a slip of the project's own word. A
    /// letter at the end makes a relative (`cartfiles`), not a slip.
    public func isSlipOfTerm(_ word: String) -> Bool {
        let lowercase = word.lowercased()
        guard lowercase.count >= 6, lowercase.allSatisfy(\.isLetter), !terms.isEmpty, !isTerm(lowercase),
              !names.contains(word), !names.contains(lowercase), !written.contains(lowercase),
              !WordLexicon.isCodeName(lowercase), KnownWords.english.size(of: lowercase) == nil else { return false }
        let generator = SlipGenerator(lowercase)
        let candidates = generator.innerSlips() + generator.omissions(at: generator.innerPlaces)
        return candidates.contains { terms.contains($0) && WordFrequencies.english.rank(of: $0) == nil && !WordLexicon.isEnglishWord($0) }
    }

    /// Whether English makes the plural of `singular` with `-es` or `-ies`.
    static func takesEsInThePlural(_ singular: String) -> Bool {
        if ["s", "x", "z", "sh", "ch"].contains(where: singular.hasSuffix) { return true }
        guard singular.hasSuffix("y"), let beforeY = singular.dropLast().last else { return false }
        return !"aeiou".contains(beforeY)
    }

    /// `depfiles` → `depfile`; nil for a word that is no regular plural (`less`, `bus`).
    public static func singular(of lowercase: String) -> String? {
        guard lowercase.count > 4, lowercase.hasSuffix("s"), !lowercase.hasSuffix("ss"), !lowercase.hasSuffix("us") else { return nil }
        return String(lowercase.dropLast())
    }
}
