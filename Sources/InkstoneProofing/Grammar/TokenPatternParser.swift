/// Reads a pattern as a rule file writes it: elements separated by spaces; `[` before
/// and `]` after the elements the finding covers; `?` after an optional one. An element
/// is a test, `a|b` (either), `a&b` (both), `!a` (not), `(…)` (grouped), where a test is
///
/// - `its`, `they're`: the word, in any case (straight or typographic apostrophe)
/// - `"I"`, `","`: the text exactly
/// - `NN`, `VBZ` …: the part of speech the tagger chose (`PartOfSpeech`); `~VB`: one it can be
/// - `@modal`, `@pronoun.subject`: a class of `dictionaries/lexicon.tsv`; `@list.singular-in-s`:
///   one of the words of a `list.` class
/// - `=go`: the lemma the tagger chose; `=@takes-clause`: one of the lemmas of a
///   `lemma.` class of `dictionaries/lexicon.tsv`
/// - `:lower`, `:title`, `:upper`: the word's case
/// - `CODE`, `WORD`, `NUM`, `PUNCT`, `SYM`: the token's kind; `_`: any token but code
/// - `^`, `$`: the sentence's start, its end
struct TokenPatternParser {
    let lexicon: Lexicon

    struct Problem: Error { let message: String }

    func parse(_ text: String) throws(Problem) -> TokenPattern {
        var elements: [TokenPattern.Element] = []
        var inMark = false
        for var piece in text.split(whereSeparator: \.isWhitespace).map(String.init) {
            var marked = inMark
            if piece.hasPrefix("[") {
                guard !inMark else { throw Problem(message: "'[' inside a marked part: '\(piece)'") }
                piece.removeFirst()
                (marked, inMark) = (true, true)
            }
            if piece.hasSuffix("]") && piece != "\"]\"" {
                guard marked else { throw Problem(message: "']' without '[' before it: '\(piece)'") }
                piece.removeLast()
                inMark = false
            }
            var optional = false
            if piece.hasSuffix("?") && !piece.hasSuffix("\"?\"") && piece.count > 1 {
                piece.removeLast()
                optional = true
            }
            guard !piece.isEmpty else { throw Problem(message: "an empty element in '\(text)'") }
            elements.append(TokenPattern.Element(test: try test(piece), isOptional: optional, isMarked: marked))
        }
        guard !inMark else { throw Problem(message: "'[' is never closed by ']'") }
        guard elements.contains(where: { $0.isMarked && !$0.isOptional && !Self.isZeroWidth($0.test) }) else {
            throw Problem(message: "no element is marked: put [ ] around what the finding covers")
        }
        let named = elements.indices.filter { !elements[$0].isOptional }
            .compactMap { index in elements[index].test.requiredWords(lexicon).map { (index, $0) } }
        guard let (anchorElement, anchors) = named.min(by: { Self.frequency(of: $0.1) < Self.frequency(of: $1.1) }), !anchors.isEmpty else {
            throw Problem(message: "no element names words (`its`, `a|an`, `@modal`), so the rule would run on every sentence")
        }
        return TokenPattern(elements: elements, anchors: anchors, anchorElement: anchorElement, required: named.map(\.1))
    }

    /// How often a sentence holds one of `words`, roughly (a word's share of English
    /// text falls as one over its rank): the anchor is the element whose words are the
    /// rarest, so that the fewest sentences and places are tried (`could of`: at `could`, not `of`).
    static func frequency(of words: Set<String>) -> Double {
        words.reduce(0) { total, word in total + 1 / Double(WordFrequencies.english.rank(of: word) ?? 1_000_000) }
    }

    private static func isZeroWidth(_ test: TokenTest) -> Bool {
        test == .sentenceStart || test == .sentenceEnd
    }

    /// `a|b|c`: either, split outside quotes and brackets.
    func test(_ text: String) throws(Problem) -> TokenTest {
        let alternatives = try Self.split(text, at: "|")
        let tests = try alternatives.map { alternative throws(Problem) -> TokenTest in
            let parts = try Self.split(alternative, at: "&")
            let tests = try parts.map { part throws(Problem) in try atom(part) }
            return tests.count == 1 ? tests[0] : .all(tests)
        }
        return tests.count == 1 ? tests[0] : Self.either(tests)
    }

    /// `.either`, its plain words (three or more) gathered in one set.
    static func either(_ tests: [TokenTest]) -> TokenTest {
        let words = tests.compactMap { test -> String? in if case .word(let word) = test { word } else { nil } }
        guard words.count >= 3 else { return .either(tests) }
        let others = tests.filter { if case .word = $0 { false } else { true } }
        return others.isEmpty ? .words(Set(words)) : .either([.words(Set(words))] + others)
    }

    private func atom(_ text: String) throws(Problem) -> TokenTest {
        guard let first = text.first else { throw Problem(message: "an empty test (two '|' or '&' in a row?)") }
        if first == "!" { return .not(try atom(String(text.dropFirst()))) }
        if first == "(" {
            guard text.hasSuffix(")"), text.count > 2 else { throw Problem(message: "'\(text)' opens '(' and does not close it") }
            return try test(String(text.dropFirst().dropLast()))
        }
        if first == "\"" {
            guard text.count > 2, text.hasSuffix("\"") else { throw Problem(message: "'\(text)': a quoted text ends with '\"'") }
            return .exact(String(text.dropFirst().dropLast()))
        }
        switch text {
        case "^": return .sentenceStart
        case "$": return .sentenceEnd
        case "_": return .anyToken
        default: break
        }
        if let kind = TokenTest.Kind(rawValue: text) { return .kind(kind) }
        if let tag = PartOfSpeech(rawValue: text) { return .tag(tag) }
        if first == "~" {
            guard let tag = PartOfSpeech(rawValue: String(text.dropFirst())) else { throw Problem(message: "'\(text)': no such part of speech") }
            return .canBe(tag)
        }
        if first == "@" {
            let wordClass = String(text.dropFirst())
            guard lexicon.hasClass(wordClass) else { throw Problem(message: "'\(text)': dictionaries/lexicon.tsv has no class '\(wordClass)'") }
            return Lexicon.isClass(wordClass, within: Lexicon.wordLists) ? .words(lexicon.words(in: wordClass)) : .wordClass(wordClass)
        }
        if text.hasPrefix("=@") {
            let lemmaClass = Lexicon.lemmaClasses + "." + text.dropFirst(2)
            guard lexicon.hasClass(lemmaClass) else { throw Problem(message: "'\(text)': dictionaries/lexicon.tsv has no class '\(lemmaClass)'") }
            return .lemmas(lexicon.words(in: lemmaClass))
        }
        if first == "=" { return .lemma(String(text.dropFirst())) }
        if first == ":" {
            guard let shape = TokenTest.Shape(rawValue: String(text.dropFirst())) else {
                throw Problem(message: "'\(text)': a case is :lower, :title or :upper")
            }
            return .shape(shape)
        }
        let word = text.contains("’") ? text.replacingOccurrences(of: "’", with: "'") : text
        guard word.allSatisfy({ $0.isLetter || $0 == "'" || $0 == "-" }), word == word.lowercased() else {
            throw Problem(message: "'\(text)' is no test: a lowercase word, a \"quoted\" text, a part of speech (NN, VBZ …), @class, =lemma, :case or CODE")
        }
        return .word(word)
    }

    /// `text` split at `separator` where it is outside quotes and brackets.
    static func split(_ text: String, at separator: Character) throws(Problem) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if !quoted && character == "(" { depth += 1 }
            if !quoted && character == ")" { depth -= 1 }
            if character == separator && depth == 0 && !quoted {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        guard depth == 0, !quoted else { throw Problem(message: "'\(text)': a bracket or a quote is not closed") }
        parts.append(current)
        return parts
    }
}
