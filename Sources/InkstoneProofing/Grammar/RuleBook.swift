import InkstoneText

/// The grammar rules of one written language, from its rule files (`rules/en/*.rules`,
/// embedded at build time): the pattern rules, which it runs, and the entries of the
/// rules written in Swift (`GrammarRules.registered`), which give those their id,
/// summary, category, default and examples. A sentence is read only by the rules one of
/// whose words it holds, and tagged only when such a rule reads parts of speech.
public struct RuleBook: Sendable {
    public let language: String
    /// Every rule of the files, in file and line order.
    let entries: [PatternRule]
    let patternRules: [PatternRule]
    /// Every word a pattern requires (`TokenPattern.required`), numbered: a token is
    /// looked up once, and the sets are compared as numbers.
    private let vocabulary: [String: Int]
    /// By a word's number, the pattern rules it anchors.
    private let rulesByWord: [[Int]]
    /// By rule, by pattern, the numbers of the words of each set the pattern requires.
    private let requiredWords: [[[Set<Int>]]]
    /// By rule, by pattern, whether it reads parts of speech (the sentence is then tagged).
    private let readsPartsOfSpeech: [[Bool]]

    /// The languages that have rules: the folders under `rules/`, known without reading
    /// a rule (a command's completions, a check that only needs English).
    public static let languages: [String] = Set(EmbeddedRules.byName.keys.map { String($0.prefix { $0 != "/" }) }).sorted()

    /// Every language's book, by its folder under `rules/`.
    public static let all: [RuleBook] = languages.map { $0 == "en" ? english : parsed($0) }

    /// The English rules (the Swift rules' entries among them), parsed apart from the
    /// other languages' so that an English check reads no other rule file.
    public static let english: RuleBook = languages.contains("en") ? parsed("en") : RuleBook(language: "en", entries: [])

    public static func book(for language: String) -> RuleBook? { language == "en" ? english : all.first { $0.language == language } }

    /// The book of one language's rule files; a rule file that does not parse is a
    /// build's mistake, which the rule file tests name.
    private static func parsed(_ language: String) -> RuleBook {
        let files = EmbeddedRules.byName.keys.filter { $0.hasPrefix(language + "/") }.sorted().map { (name: "rules/" + $0, text: EmbeddedRules.byName[$0]!) }
        do {
            return try RuleBook(language: language, files: files, lexicon: .english)
        } catch {
            fatalError("\(error)")
        }
    }

    init(language: String, files: [(name: String, text: String)], lexicon: Lexicon) throws(RuleFileError) {
        var entries: [PatternRule] = []
        for file in files {
            entries += try RuleFile.parse(file.text, name: file.name, language: language, lexicon: lexicon)
        }
        self.init(language: language, entries: entries)
    }

    init(language: String, entries: [PatternRule]) {
        self.language = language
        self.entries = entries
        let patternRules = entries.filter { !$0.patterns.isEmpty }
        self.patternRules = patternRules
        var vocabulary: [String: Int] = [:]
        func number(_ word: String) -> Int {
            if let known = vocabulary[word] { return known }
            vocabulary[word] = vocabulary.count
            return vocabulary.count - 1
        }
        requiredWords = patternRules.map { rule in rule.patterns.map { pattern in pattern.required.map { Set($0.map(number)) } } }
        readsPartsOfSpeech = patternRules.map { rule in rule.patterns.map(\.readsPartsOfSpeech) }
        var byWord = [[Int]](repeating: [], count: vocabulary.count)
        for (index, rule) in patternRules.enumerated() {
            for word in rule.anchors { byWord[number(word)].append(index) }
        }
        (self.vocabulary, rulesByWord) = (vocabulary, byWord)
    }

    /// Every rule of the book, as the registry lists it.
    public var rules: [Rule] { entries.map(\.rule) }

    /// The entry of a rule the book lists (a Swift rule's among them).
    public func rule(named id: String) -> Rule? { entries.first { $0.rule.id.rawValue == id }?.rule }

    /// The examples of a rule the book lists.
    public func examples(of id: Rule.ID) -> [RuleExample] { entries.first { $0.rule.id == id }?.examples ?? [] }

    /// The entry a Swift rule takes its id, summary and examples from; its absence is a
    /// mistake that `RuleFileTests` reports first.
    static func codeRule(_ id: String) -> Rule {
        guard let rule = english.rule(named: id) else { fatalError("rules/en has no entry 'rule \(id)' for a rule written in Swift") }
        return rule
    }

    /// The findings of the pattern rules among `enabled` in `sentences`.
    func findings(in sentences: [[GrammarToken]], enabled: Set<Rule.ID>, document: TextDocument, tagger: Tagger = .english,
                  inflections: Inflections = .english) -> [Finding] {
        guard !patternRules.isEmpty else { return [] }
        let isEnabled = patternRules.map { enabled.contains($0.rule.id) }
        var findings: [Finding] = []
        var entries: [String: Tagger.Entry] = [:]
        // Where each rule's anchors stand in the sentence read (where its patterns start
        // from), kept between sentences: only the rules touched are emptied.
        var anchored = [[Int]](repeating: [], count: patternRules.count)
        var touched: [Int] = []
        // Which words a sentence holds and which rules it anchors with a word, marked by
        // the sentence's number: no set to build and hash per sentence.
        var presentIn = [Int](repeating: -1, count: vocabulary.count)
        var candidateIn = [Int](repeating: -1, count: patternRules.count)
        var present: [Int] = []
        var candidates: [Int] = []
        for (number, original) in sentences.enumerated() {
            var sentence = original
            // One look-up a token: the number of the word, which rules it anchors (they
            // are the ones tried), and which required words the sentence holds.
            for index in touched { anchored[index].removeAll(keepingCapacity: true) }
            touched.removeAll(keepingCapacity: true)
            present.removeAll(keepingCapacity: true)
            candidates.removeAll(keepingCapacity: true)
            for (position, token) in sentence.enumerated() {
                guard let key = Self.anchorKey(token), let word = vocabulary[key] else { continue }
                if presentIn[word] != number { presentIn[word] = number; present.append(word) }
                for index in rulesByWord[word] where isEnabled[index] {
                    if anchored[index].isEmpty { touched.append(index) }
                    anchored[index].append(position)
                    if token.isWord && candidateIn[index] != number { candidateIn[index] = number; candidates.append(index) }
                }
            }
            // A rule is tried only with the patterns that find every word they require.
            let rules = candidates.sorted().compactMap { index -> (Int, [Int])? in
                let patterns = requiredWords[index].indices.filter { pattern in
                    requiredWords[index][pattern].allSatisfy { words in
                        words.count < present.count ? words.contains { presentIn[$0] == number } : present.contains(where: words.contains)
                    }
                }
                return patterns.isEmpty ? nil : (index, patterns)
            }
            guard !rules.isEmpty else { continue }
            if rules.contains(where: { index, patterns in patterns.contains { readsPartsOfSpeech[index][$0] } }) {
                tagger.tag(&sentence, entries: &entries)
            } else {
                for index in sentence.indices where sentence[index].isWord { sentence[index].classes = tagger.lexicon.classes(of: sentence[index].lower) }
            }
            for (index, patterns) in rules {
                findings += patternRules[index].findings(in: sentence, anchoredAt: anchored[index], patterns: patterns,
                                                         inflections: inflections, document: document)
            }
        }
        return findings
    }

    /// What a token is looked up by among the anchors, which are words: a word's
    /// lowercase, or the lowercase of code or a mark that starts with a letter (a word a
    /// documentation command names is code); nil for the rest.
    static func anchorKey(_ token: GrammarToken) -> String? {
        if token.isWord { return token.lower }
        return token.text.first?.isLetter == true ? token.text.lowercased() : nil
    }
}
