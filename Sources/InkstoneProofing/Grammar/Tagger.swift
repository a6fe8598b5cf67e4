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
        var classes = lexicon.classes(of: word)
        var forms = forms.readings(of: word)
        if classes.isEmpty && forms.isEmpty { forms = headReadings(of: word) }
        if classes.isEmpty && forms.isEmpty { forms = closedCompoundReadings(of: word) }
        if classes.isEmpty && forms.isEmpty {
            forms = possessiveReadings(of: word)
            if !forms.isEmpty { classes = [Lexicon.possessiveNoun] }
        }
        if classes.isEmpty && forms.isEmpty { forms = Self.guessedReadings(of: word) }
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

    /// The shortest part a closed compound is split into: `score` + `sheets`, not
    /// `sc` + `oresheets`.
    static let leastCompoundPart = 3

    /// A lowercase closed compound no list knows (`scoresheets`, `bookshelves`) reads as
    /// its last part does as a noun, as `headReadings(of:)` reads a hyphenated one: the
    /// first split, from the left, whose both parts the word forms list knows and whose
    /// last part can be a noun. Only the noun readings count: a compound no dictionary
    /// lists is a noun far more often than a verb, as `guessedReadings(of:)` assumes.
    func closedCompoundReadings(of word: String) -> [WordForms.Reading] {
        let letters = Array(word.utf8)
        let least = Self.leastCompoundPart
        guard letters.count >= 2 * least, letters.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return [] }
        for cut in least...(letters.count - least) {
            let prefix = String(decoding: letters[..<cut], as: UTF8.self)
            let head = String(decoding: letters[cut...], as: UTF8.self)
            guard lexicon.classes(of: prefix).isEmpty, !forms.readings(of: prefix).isEmpty,
                  lexicon.classes(of: head).isEmpty else { continue }
            let readings = forms.readings(of: head).filter { $0.tag == .noun || $0.tag == .pluralNoun }
            if !readings.isEmpty {
                return readings.map { WordForms.Reading(tag: $0.tag, lemma: prefix + $0.lemma, count: $0.count) }
            }
        }
        return []
    }

    /// A noun's possessive no list knows (`child's`, `children's`) reads as its noun
    /// does, in the class `noun.possessive`: it stands where a noun would (`check there
    /// child's timetable`), and, as `their` does, it opens a noun phrase (`the user's
    /// erase keys`: see `weight(_:after:)`). A stem that is no noun, or more often
    /// another word than a noun (`let's`, `here's`), gives nothing.
    func possessiveReadings(of word: String) -> [WordForms.Reading] {
        guard word.hasSuffix("'s"), word.utf8.count > 3 else { return [] }
        let stem = String(word.dropLast(2))
        guard lexicon.classes(of: stem).isEmpty else { return [] }
        let readings = forms.readings(of: stem)
        let nouns = readings.filter { $0.tag == .noun || $0.tag == .pluralNoun }
        let others = readings.filter { $0.tag != .noun && $0.tag != .pluralNoun }
        guard let noun = nouns.map(\.count).max(), noun >= others.map(\.count).max() ?? 0 else { return [] }
        return nouns
    }

    /// A lowercase word no list knows (`config`, `lockfile`) reads as a common noun, as
    /// nearly every word WordNet and Hunspell lack is a technical or new noun. Word
    /// shapes of other parts of speech (`-ed`, `-ing`, `-ly`), short words and words in
    /// `-s` get no guess: an unknown word in `-s` is as often one thing (`varargs`,
    /// `pos`) as a plural, and a pattern needs the tag it names, so an unread word
    /// matches nothing but `WORD`.
    static func guessedReadings(of word: String) -> [WordForms.Reading] {
        guard word.utf8.count >= 3, word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return [] }
        if word.hasSuffix("ed") || word.hasSuffix("ing") || word.hasSuffix("ly") || word.hasSuffix("s") { return [] }
        return [WordForms.Reading(tag: .noun, lemma: word, count: 0)]
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
        settleVerbsAfterNouns(&sentence)
        settleNounsBeforeVerbs(&sentence)
        settlePluralNounsBeforeAuxiliaries(&sentence)
        settlePluralReadingsBeforeAuxiliaries(&sentence)
    }

    /// The lexicon's classes of the auxiliaries a plural subject takes (`are`, `were`,
    /// `have`, `do` and their negatives).
    static let pluralAuxiliaryClasses = ["auxiliary.be.plural", "auxiliary.be.past.plural", "auxiliary.have.base", "auxiliary.do.base"]

    /// Whether `token` is an auxiliary a plural subject takes.
    static func isPluralAuxiliary(_ token: GrammarToken) -> Bool {
        token.classes.contains { wordClass in pluralAuxiliaryClasses.contains { Lexicon.isClass(wordClass, within: $0) } }
    }

    /// A word that is a verb in `-s` or a plural noun (`sheds`, `logs`) between a noun and
    /// a modal or a plural auxiliary is the plural noun, the head of a compound subject:
    /// `the storage sheds are`, `the server logs can`. A verb in `-s` never comes before
    /// `are` or a modal.
    func settlePluralNounsBeforeAuxiliaries(_ sentence: inout [GrammarToken]) {
        Self.settle(&sentence, from: .thirdPersonVerb, to: .pluralNoun) { _, _, before, next in
            before.tag == .noun && (next.tag == .modal || Self.isPluralAuxiliary(next))
        }
    }

    /// A noun in `-s` that WordNet lists as a singular too (`archives`, the place) is the
    /// plural before `are`, `were`, `have` or `do`: `The release archives have not
    /// changed`.
    func settlePluralReadingsBeforeAuxiliaries(_ sentence: inout [GrammarToken]) {
        Self.settle(&sentence, from: .noun, to: .pluralNoun) { _, _, _, next in Self.isPluralAuxiliary(next) }
    }

    /// A word that is a noun or a verb's base form (`file`, `check`) between a singular
    /// noun and a finite verb is the noun phrase's head, not a verb: `the config file is`,
    /// `the border check was`; a base form cannot follow a singular subject and come
    /// before another verb.
    func settleNounsBeforeVerbs(_ sentence: inout [GrammarToken]) {
        Self.settle(&sentence, from: .verb, to: .noun) { _, _, before, next in
            before.tag == .noun && (next.tag == .thirdPersonVerb || next.tag == .pastVerb || next.tag == .modal)
        }
    }

    /// A word that is a plural noun or a verb (`prints`, `reports`) right after a
    /// singular noun is that noun's verb when a possessive follows (`its`, `their`, and
    /// the contractions written for them: `it's`, `you're`, `they're`, `there`): `The
    /// CLI prints it's version`, and when an adjective and a noun follow that no verb
    /// comes after (`the north slope needs new frames`). Before anything else it stays as
    /// the left-to-right pass chose: a noun phrase may go on with a relative clause (`the
    /// log files the server writes`) or a phrase (`the config files on the right`).
    func settleVerbsAfterNouns(_ sentence: inout [GrammarToken]) {
        Self.settle(&sentence, from: .pluralNoun, to: .thirdPersonVerb) { words, index, subject, next in
            (subject.tag == .noun || subject.tag == .properNoun || subject.tag == nil && subject.isAllCapitals)
                && (next.tag == .possessive || next.lower == "there"
                    || next.classes.contains(where: { Lexicon.isClass($0, within: "contraction") })
                    || Self.isObjectWithoutVerb(words, from: index + 1))
        }
    }

    /// The second look every settle pass takes: each word tagged `from` between two words,
    /// for which `applies(sentence, index, word before, word after)` holds, takes its
    /// reading as `to` when it has one.
    static func settle(_ sentence: inout [GrammarToken], from: PartOfSpeech, to: PartOfSpeech,
                       where applies: ([GrammarToken], Int, GrammarToken, GrammarToken) -> Bool) {
        guard sentence.count >= 3 else { return }
        for index in 1..<(sentence.count - 1) where sentence[index].tag == from {
            let before = sentence[index - 1], next = sentence[index + 1]
            guard before.isWord, next.isWord, applies(sentence, index, before, next),
                  let reading = sentence[index].readings.first(where: { $0.tag == to }) else { continue }
            sentence[index].tag = reading.tag
            sentence[index].lemma = reading.lemma
        }
    }

    /// Whether the words from `start` are an adjective and a noun with no verb after them
    /// (`new frames.`, `new frames on the hill`): an object, not a relative clause.
    static func isObjectWithoutVerb(_ sentence: [GrammarToken], from start: Int) -> Bool {
        guard start + 1 < sentence.count, sentence[start].tag == .adjective,
              sentence[start + 1].tag == .noun || sentence[start + 1].tag == .pluralNoun else { return false }
        guard start + 2 < sentence.count else { return true }
        let after = sentence[start + 2]
        return !(after.isWord && [.verb, .thirdPersonVerb, .pastVerb, .modal].contains(after.tag))
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
        // A word after a determiner or a noun's possessive is a noun or an adjective (`this
        // setting`, `the user's erase keys`), rarely a gerund or a participle (`the running
        // job`), never a finite verb.
        if before == .determiner || before == .possessive || before.isAdjective || isIn(Lexicon.possessiveNoun) {
            return tag.isNoun || tag.isAdjective ? base * 10 : tag == .gerund || tag == .participle ? base : tag.isVerb || tag == .modal ? base / 100 : base
        }
        // `I like`, `he like`, `everyone wants`: after a subject a word that can be a verb
        // is one, not a preposition.
        if isIn("pronoun.subject") || isIn("pronoun.indefinite.person") {
            return tag.isVerb || tag == .modal || tag == .adverb ? base * 10 : tag.isNoun ? base / 10 : tag == .preposition ? base / 100 : base
        }
        if before == .preposition {
            return tag.isNoun || tag.isAdjective || tag == .gerund || tag == .determiner || tag == .possessive ? base * 10 : base
        }
        return base
    }
}
