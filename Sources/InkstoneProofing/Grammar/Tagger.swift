/// Picks each word's part of speech from what the lexicon and the word forms list say
/// it can be, and from the word before it: a rule-based tagger, left to right. A
/// closed-class reading (a modal, a pronoun) is the likely one; among open readings the
/// one WordNet met most often, unless the word before asks for another: a noun or an
/// adjective after a determiner or a possessive, a base form after a modal or `do`, a
/// participle after `have`, a verb after a subject pronoun.
struct Tagger: Sendable {
    let lexicon: Lexicon
    let forms: WordForms
    /// The entries looked up so far, by every document.
    private let known = TaggerEntries()

    init(lexicon: Lexicon, forms: WordForms) {
        self.lexicon = lexicon
        self.forms = forms
    }

    static let english = Tagger(lexicon: .english, forms: .english)

    /// How much likelier a closed-class reading is than any open one.
    static let closedClassCount = 1_000
    /// A closed-class word's open readings are kept when WordNet met them this often
    /// (`will` the noun, `like` the verb), not when it lists a sense nobody uses (`a`
    /// the vitamin, `he` the element).
    static let leastCountBesideClosedClass = 2

    /// What the lexicon and the word forms list say of one word (lowercase), looked up
    /// once per word of a document: the tagger asks it of every token.
    struct Entry {
        let classes: [String]
        let forms: [WordForms.Reading]
        /// What the word can be, written in lowercase (`readings(of:entry:atStart:)`),
        /// and whether one of its readings is of a closed class.
        let readings: [WordForms.Reading]
        let isClosedClass: Bool
    }

    /// The entry of `word` (lowercase): its classes' parts of speech, then the list's
    /// readings, worked out once for every token of the word.
    func entry(of word: String) -> Entry {
        let classes = lexicon.classes(of: word)
        var forms = forms.readings(of: word)
        if classes.isEmpty && forms.isEmpty { forms = headReadings(of: word) }
        var closed: [WordForms.Reading] = []
        for wordClass in classes {
            for tag in Lexicon.partsOfSpeech(of: wordClass) ?? [] {
                closed.append(WordForms.Reading(tag: tag, lemma: word, count: Self.closedClassCount))
            }
        }
        var open = forms
        if !closed.isEmpty { open = open.filter { $0.count >= Self.leastCountBesideClosedClass } }
        if classes.contains("verb.past-only") { open = open.filter { $0.tag != .participle } }
        if classes.contains("verb.participle-only") { open = open.filter { $0.tag != .pastVerb } }
        if classes.contains("verb.participle"), let base = open.first(where: { $0.tag == .verb }) {
            open.append(WordForms.Reading(tag: .participle, lemma: word, count: base.count))
        }
        return Entry(classes: classes, forms: forms, readings: closed + open, isClosedClass: !closed.isEmpty)
    }

    /// A hyphenated word no list knows (`force-pushed`, `re-run`) reads as its last part
    /// does when that part is an open-class word, as an English compound is headed at its
    /// end; a closed-class last part (`built-in`, `follow-up`) gives nothing.
    func headReadings(of word: String) -> [WordForms.Reading] {
        guard let hyphen = word.lastIndex(of: "-") else { return [] }
        let head = String(word[word.index(after: hyphen)...])
        let prefix = String(word[...hyphen])
        guard !head.isEmpty, lexicon.classes(of: head).isEmpty else { return [] }
        return forms.readings(of: head).map { WordForms.Reading(tag: $0.tag, lemma: prefix + $0.lemma, count: $0.count) }
    }

    func tag(_ sentence: inout [GrammarToken]) {
        var entries: [String: Entry] = [:]
        tag(&sentence, entries: &entries)
    }

    /// Tags `sentence`, reading and filling `entries`, which a caller keeps across the
    /// sentences of a document.
    func tag(_ sentence: inout [GrammarToken], entries: inout [String: Entry]) {
        var previous: GrammarToken?
        var atStart = true
        for index in sentence.indices {
            if sentence[index].isWord {
                let word = sentence[index].lower
                let entry: Entry
                if let local = entries[word] {
                    entry = local
                } else {
                    entry = known.entry(for: word) { self.entry(of: word) }
                    if entries.count < Self.entriesKept { entries[word] = entry }
                }
                sentence[index].readings = readings(of: sentence[index], entry: entry, atStart: atStart)
                choose(&sentence[index], classes: entry.classes, after: previous)
            }
            if !sentence[index].opensSentence { atStart = false }
            previous = sentence[index]
        }
    }

    /// How many words' entries a document keeps (a bound on a huge file's memory).
    static let entriesKept = 50_000

    /// What the token can be: its entry's readings, but none for a word in capitals (a
    /// placeholder, an acronym) and a proper noun's for a capitalised word of no closed
    /// class inside a sentence.
    private func readings(of token: GrammarToken, entry: Entry, atStart: Bool) -> [WordForms.Reading] {
        guard !token.isAllCapitals else { return [] }
        if !entry.isClosedClass && token.isCapitalised && !atStart && token.lower != "i" {
            return [WordForms.Reading(tag: .properNoun, lemma: token.text, count: Self.closedClassCount)]
        }
        return entry.readings
    }

    private func choose(_ token: inout GrammarToken, classes: [String], after previous: GrammarToken?) {
        token.classes = classes
        guard let best = token.readings.max(by: { weight($0, after: previous) < weight($1, after: previous) }) else { return }
        token.tag = best.tag
        token.lemma = best.lemma
    }

    /// A reading's count, scaled by what the previous word makes likely.
    func weight(_ reading: WordForms.Reading, after previous: GrammarToken?) -> Double {
        let base = Double(reading.count + 1)
        guard let previous, previous.isWord, let before = previous.tag else { return base }
        let tag = reading.tag
        let classes = previous.classes
        func isIn(_ wordClass: String) -> Bool { classes.contains { Lexicon.isClass($0, within: wordClass) } }
        if isIn("modal") || isIn("auxiliary.do") || previous.lower == "to" && tag == .verb {
            return tag == .verb ? base * 100 : base
        }
        if isIn("auxiliary.have") { return tag == .participle ? base * 100 : tag.isVerb || tag == .modal ? base / 10 : base }
        if isIn("auxiliary.be") || isIn("contraction.be") {
            return [.gerund, .participle, .adjective, .comparative, .determiner].contains(tag) ? base * 10 : tag.isVerb || tag == .modal ? base / 10 : base
        }
        // A word after a determiner is a noun or an adjective (`this setting`), rarely a
        // gerund or a participle (`the running job`), never a finite verb.
        if before == .determiner || before == .possessive || before.isAdjective {
            return tag.isNoun || tag.isAdjective ? base * 10 : tag == .gerund || tag == .participle ? base : tag.isVerb || tag == .modal ? base / 100 : base
        }
        // `I like`, `he like`: after a subject a word that can be a verb is one, not a preposition.
        if isIn("pronoun.subject") {
            return tag.isVerb || tag == .modal || tag == .adverb ? base * 10 : tag.isNoun ? base / 10 : tag == .preposition ? base / 100 : base
        }
        if before == .preposition {
            return tag.isNoun || tag.isAdjective || tag == .gerund || tag == .determiner || tag == .possessive ? base * 10 : base
        }
        return base
    }
}
