/// English's closed classes — articles, determiners, pronouns, auxiliaries, modals,
/// prepositions, conjunctions — and which irregular verb forms are only a past or only
/// a participle: `dictionaries/lexicon.tsv`, one `word<TAB>class<TAB>reason` row each.
/// A class is dotted from general to particular (`pronoun.subject.3sg`), and a rule or
/// the judge names a class by any of its prefixes (`pronoun`).
public struct Lexicon: Sendable {
    public struct Entry: Sendable, Equatable {
        public let word: String
        public let wordClass: String
        public let reason: String
    }

    public let entries: [Entry]
    private let classesByWord: [String: [String]]

    /// The lexicon Inkstone ships.
    public static let english: Lexicon = {
        let name = "dictionaries/lexicon.tsv"
        do { return try Lexicon(text: EmbeddedDictionaries.byName[name] ?? "", name: name) } catch {
            fatalError("\(error)")
        }
    }()

    /// Reads `text`, a lexicon file called `name` (for errors): a header row, then rows
    /// of three tab-separated columns, none empty.
    public init(text: String, name: String) throws(RuleFileError) {
        var entries: [Entry] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().makeIterator()
        guard let header = lines.next(), header.element == "word\tclass\treason" else {
            throw RuleFileError(file: name, line: 1, problem: "the first row is not the header 'word<TAB>class<TAB>reason'",
                                fix: "put the header row back")
        }
        while let (index, line) = lines.next() {
            guard !line.isEmpty else { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count == 3, columns.allSatisfy({ !$0.isEmpty }) else {
                throw RuleFileError(file: name, line: index + 1, problem: "a row needs three tab-separated columns, none empty",
                                    fix: "write it as word<TAB>class<TAB>reason")
            }
            entries.append(Entry(word: String(columns[0]), wordClass: String(columns[1]), reason: String(columns[2])))
        }
        self.entries = entries
        classesByWord = Dictionary(grouping: entries.filter { !Self.isClass($0.wordClass, within: Self.lemmaClasses)
                && !Self.isClass($0.wordClass, within: Self.wordLists) }, by: \.word).mapValues { $0.map(\.wordClass) }
    }

    /// The classes under `lemma.` list verbs by their lemma for the rules' `=@name` tests
    /// (`=@takes-clause`: `say`, `said`, `says`); they give no word a class, so the
    /// tagger reads those verbs as it reads any open-class word.
    static let lemmaClasses = "lemma"
    /// The classes under `list.` are lists of words a rule names as one (`@list.singular-in-s`:
    /// `news`, `status`), written once here instead of in each pattern; they too give no
    /// word a class.
    static let wordLists = "list"

    /// The classes of `word` (lowercase, straight apostrophes), none for an open-class word.
    public func classes(of word: String) -> [String] { classesByWord[word] ?? [] }

    /// Whether `word` is in `wordClass` or one of its subclasses.
    public func contains(_ word: String, in wordClass: String) -> Bool {
        classes(of: word).contains { Self.isClass($0, within: wordClass) }
    }

    /// Every word of `wordClass` and its subclasses.
    public func words(in wordClass: String) -> Set<String> {
        Set(entries.filter { Self.isClass($0.wordClass, within: wordClass) }.map(\.word))
    }

    /// The class the tagger gives a noun's possessive (`child's`), which no row lists:
    /// the lexicon lists words, not a form of every noun (`Tagger.possessiveReadings`).
    static let possessiveNoun = "noun.possessive"

    /// Whether any word is in `wordClass`: a rule naming a class nobody has is a mistake.
    public func hasClass(_ wordClass: String) -> Bool {
        Self.isClass(Self.possessiveNoun, within: wordClass) || entries.contains { Self.isClass($0.wordClass, within: wordClass) }
    }

    static func isClass(_ wordClass: String, within general: String) -> Bool {
        // Asked of every class of every token a pattern tests: compared in place, no
        // string made (`general + "."` was a tenth of the grammar's time).
        guard wordClass.utf8.starts(with: general.utf8) else { return false }
        let rest = wordClass.utf8.dropFirst(general.utf8.count)
        return rest.isEmpty || rest.first == UInt8(ascii: ".")
    }

    /// The parts of speech a closed class stands for; nil for the classes that only
    /// say which reading an irregular verb form has (`verb.past-only`).
    static func partsOfSpeech(of wordClass: String) -> [PartOfSpeech]? {
        let parts = wordClass.split(separator: ".")
        switch parts.first {
        case "article", "determiner": return [.determiner]
        case "possessive": return [.possessive]
        case "pronoun", "contraction": return [.pronoun]
        case "modal": return [.modal]
        case "preposition": return [.preposition]
        case "conjunction": return parts.dropFirst().first == "coordinating" ? [.conjunction] : [.preposition]
        case "adverb": return [.whWord]
        case "negation": return [.adverb]
        case "existential": return [.existential]
        case "auxiliary":
            let form = parts.dropFirst(2).first ?? "base"
            switch form {
            case "3sg": return [.thirdPersonVerb]
            case "past": return parts.dropFirst(1).first == "have" ? [.pastVerb, .participle] : [.pastVerb]
            case "participle": return [.participle]
            case "gerund": return [.gerund]
            default: return [.verb]
            }
        default: return nil
        }
    }
}
