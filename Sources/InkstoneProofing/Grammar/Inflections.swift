/// The forms of a word a fix asks for (`went` → `gone`, `go` → `goes`, `files` → `file`),
/// from the word forms list and the lexicon's irregular verbs: a regular form is made by
/// English's rules and kept when the list has it with the same lemma.
struct Inflections: Sendable {
    let forms: WordForms
    /// The participle and the simple past of each irregular verb of the lexicon
    /// (`go` → `gone`, `went`).
    private let participles: [String: String]
    private let pasts: [String: String]

    static let english = Inflections(forms: .english, lexicon: .english)

    init(forms: WordForms, lexicon: Lexicon) {
        self.forms = forms
        var participles: [String: String] = [:], pasts: [String: String] = [:]
        for entry in lexicon.entries where entry.wordClass.hasPrefix("verb.") {
            let lemmas = entry.wordClass == "verb.participle" ? [entry.word]
                : forms.readings(of: entry.word).filter { $0.tag == .pastVerb || $0.tag == .participle }.map(\.lemma)
            for lemma in Set(lemmas) {
                if entry.wordClass == "verb.past-only" { pasts[lemma] = entry.word } else { participles[lemma] = entry.word }
            }
        }
        (self.participles, self.pasts) = (participles, pasts)
    }

    func form(_ form: FixTemplate.Form, of token: GrammarToken) -> String? {
        switch form {
        case .lower: return token.lower
        case .capital: return token.text.prefix(1).uppercased() + token.text.dropFirst()
        case .pluralVerb: return Self.pluralVerbs[token.lower] ?? (token.tag == .thirdPersonVerb || token.readings.isEmpty ? base(of: token) : nil)
        case .singularVerb:
            if let singular = Self.pluralVerbs.first(where: { $0.value == token.lower })?.key { return singular }
            return base(of: token).flatMap { thirdPerson(of: $0) }
        case .base: return base(of: token)
        case .singular: return forms.readings(of: token.lower).first { $0.tag == .pluralNoun }?.lemma
        case .plural: return regular(of: token.lower, tag: .pluralNoun, endings: Self.sEndings)
        case .thirdPerson: return base(of: token).flatMap { thirdPerson(of: $0) }
        case .participle:
            guard let lemma = base(of: token) else { return nil }
            return participles[lemma] ?? regular(of: lemma, tag: .participle, endings: Self.edEndings)
        case .past:
            guard let lemma = base(of: token) else { return nil }
            return pasts[lemma] ?? regular(of: lemma, tag: .pastVerb, endings: Self.edEndings)
        case .gerund:
            guard let lemma = base(of: token) else { return nil }
            return regular(of: lemma, tag: .gerund, endings: Self.ingEndings)
        }
    }

    /// The verb a form is of: the tagger's lemma for a verb, else the list's.
    func base(of token: GrammarToken) -> String? {
        // `saw` after `didn't` is the past of `see`, whatever the tagger made of it.
        if token.classes.contains(where: { $0 == "verb.past-only" || $0 == "verb.participle-only" }),
           let irregular = forms.readings(of: token.lower).first(where: { $0.tag == .pastVerb || $0.tag == .participle }) {
            return irregular.lemma
        }
        if let tag = token.tag, tag.isVerb, let lemma = token.lemma, lemma != token.lower || tag == .verb { return lemma }
        let readings = forms.readings(of: token.lower)
        return (readings.first { $0.tag.isVerb && $0.tag != .verb } ?? readings.first { $0.tag == .verb })?.lemma
    }

    private func thirdPerson(of lemma: String) -> String? {
        if let irregular = ["be": "is", "have": "has", "do": "does"][lemma] { return irregular }
        return regular(of: lemma, tag: .thirdPersonVerb, endings: Self.sEndings)
    }

    /// The third person singular of the auxiliaries and the plural they agree with.
    static let pluralVerbs: [String: String] = [
        "is": "are", "was": "were", "has": "have", "does": "do", "isn't": "aren't", "wasn't": "weren't", "hasn't": "haven't",
        "doesn't": "don't", "there's": "there are",
    ]

    static let sEndings: [(strip: String, add: String)] = [("", "s"), ("", "es"), ("y", "ies")]
    static let edEndings: [(strip: String, add: String)] = [("", "ed"), ("", "d"), ("y", "ied")]
    static let ingEndings: [(strip: String, add: String)] = [("", "ing"), ("e", "ing"), ("ie", "ying")]

    /// The first of English's regular endings on `lemma` that the list has as `tag` of it.
    private func regular(of lemma: String, tag: PartOfSpeech, endings: [(strip: String, add: String)]) -> String? {
        var candidates = endings.compactMap { ending -> String? in
            guard lemma.hasSuffix(ending.strip) else { return nil }
            return String(lemma.dropLast(ending.strip.count)) + ending.add
        }
        // A doubled final consonant (`stop` → `stopped`, `run` → `running`).
        if let last = lemma.last, !"aeiouwxy".contains(last) { candidates += endings.map { lemma + String(last) + $0.add } }
        return candidates.first { candidate in forms.readings(of: candidate).contains { $0.tag == tag && $0.lemma == lemma } }
    }
}
