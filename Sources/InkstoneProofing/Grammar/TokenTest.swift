/// What one token of a pattern must be (`its`, `"I"`, `NN`, `~VB`, `@modal`, `=go`,
/// `:title`, `CODE`, `_`), and the combinations `a|b`, `a&b`, `!a`, `(…)`. The start and
/// the end of a sentence (`^`, `$`) match where no token is.
indirect enum TokenTest: Sendable, Equatable {
    /// A word, in any case but all capitals (`FILE` is a placeholder): lowercase,
    /// straight apostrophes.
    case word(String)
    /// Any of several words (`going|getting|trying`), looked up at once: a rule's long
    /// list of alternatives was tried word by word at every token.
    case words(Set<String>)
    /// Exactly as written (`"i"`, `","`).
    case exact(String)
    /// The tagger's choice.
    case tag(PartOfSpeech)
    /// Any reading the word has.
    case canBe(PartOfSpeech)
    /// A class of the lexicon, or one of its subclasses.
    case wordClass(String)
    case lemma(String)
    /// A lemma among several (`=@takes-clause`: the lexicon's `lemma.takes-clause`).
    case lemmas(Set<String>)
    case shape(Shape)
    case kind(Kind)
    case anyToken
    case sentenceStart
    case sentenceEnd
    case not(TokenTest)
    case all([TokenTest])
    case either([TokenTest])

    enum Shape: String, Sendable { case lower, title, upper }
    enum Kind: String, Sendable { case code = "CODE", word = "WORD", number = "NUM", punctuation = "PUNCT", symbol = "SYM" }

    /// Whether `token` passes (never true of a sentence's start or end: those are
    /// `admitsNoToken`'s).
    func matches(_ token: GrammarToken) -> Bool {
        switch self {
        case .word(let word): return token.lower == word && token.isWord && !token.isAllCapitals
        case .words(let words): return token.isWord && words.contains(token.lower) && !token.isAllCapitals
        case .exact(let text):
            // Only a word with a typographic apostrophe is compared again with it made
            // straight, and only with a test that has an apostrophe (`","` is tried on most tokens).
            return token.text == text || text.utf8.contains(UInt8(ascii: "'")) && token.isWord && token.text.contains("’")
                && token.text.replacingOccurrences(of: "’", with: "'") == text
        case .tag(let tag): return token.isWord && token.tag == tag
        case .canBe(let tag): return token.isWord && token.readings.contains { $0.tag == tag }
        case .wordClass(let wordClass): return token.isWord && !token.isAllCapitals && token.classes.contains { Lexicon.isClass($0, within: wordClass) }
        case .lemma(let lemma): return token.isWord && token.lemma == lemma
        case .lemmas(let lemmas): return token.isWord && token.lemma.map(lemmas.contains) == true
        case .shape(let shape):
            guard token.isWord else { return false }
            switch shape {
            case .lower: return token.isLowercase
            case .title: return token.isCapitalised && !token.isAllCapitals
            case .upper: return token.isAllCapitals
            }
        case .kind(let kind):
            switch kind {
            case .code: return token.kind == .code
            case .word: return token.kind == .word
            case .number: return token.kind == .number
            case .punctuation: return token.kind == .punctuation
            case .symbol: return token.kind == .symbol
            }
        case .anyToken: return token.kind != .code
        case .sentenceStart, .sentenceEnd: return false
        case .not(let test): return !test.matches(token)
        case .all(let tests): return tests.allSatisfy { $0.matches(token) }
        case .either(let tests): return tests.contains { $0.matches(token) }
        }
    }

    /// Whether it may match at `position` without taking a token: `^` at a sentence's
    /// start (after opening quotes or bullets), `$` at its end (before closing marks).
    func admitsNoToken(at position: Int, of sentence: [GrammarToken]) -> Bool {
        switch self {
        case .sentenceStart: return sentence[..<position].allSatisfy(\.opensSentence) && (position == 0 || sentence[0].kind != .code)
        case .sentenceEnd:
            return sentence[position...].allSatisfy { $0.endsSentence || $0.closesSentence || $0.text == "..." || $0.text == "…" }
        case .either(let tests): return tests.contains { $0.admitsNoToken(at: position, of: sentence) }
        default: return false
        }
    }

    /// The words one of which a token passing this test must be, when the test says
    /// (literal words and lexicon classes, any of them); nil when it does not.
    func requiredWords(_ lexicon: Lexicon) -> Set<String>? {
        switch self {
        case .word(let word): return [word]
        case .words(let words): return words
        case .exact(let text): return text.first?.isLetter == true ? [text.lowercased()] : nil
        case .wordClass(let wordClass): return lexicon.words(in: wordClass)
        case .either(let tests):
            var words: Set<String> = []
            for test in tests {
                guard let some = test.requiredWords(lexicon) else { return nil }
                words.formUnion(some)
            }
            return words
        case .all(let tests):
            return tests.compactMap { $0.requiredWords(lexicon) }.min { $0.count < $1.count }
        default: return nil
        }
    }

    /// Whether it reads a part of speech, which the tagger must then work out.
    var readsPartsOfSpeech: Bool {
        switch self {
        case .tag, .canBe, .lemma, .lemmas: return true
        case .not(let test): return test.readsPartsOfSpeech
        case .all(let tests), .either(let tests): return tests.contains(where: \.readsPartsOfSpeech)
        default: return false
        }
    }
}
