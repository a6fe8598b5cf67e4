import Foundation
import InkstoneText

/// Hunspell over the words of prose ranges. A word is fine when any dictionary accepts
/// it (several languages at once); results are cached per word, in `WordResults` that
/// the checkers of several threads may share.
public final class SpellingChecker {
    public let dictionaries: [HunspellDictionary]
    public var tokenizer = WordTokenizer()
    /// Whether findings carry suggestions; Hunspell's cost about 28 ms a word, so
    /// callers that do not show them turn them off.
    public var computesSuggestions = true
    /// Where suggestions come from, one per dictionary: Hunspell's own (about 28 ms a
    /// word) when empty, a `SuggestionIndex` (a twentieth of a millisecond, and better
    /// ranked) when set.
    public var suggesters: [any Suggester] = []
    /// Whether a suggestion waits for a suggestion index still to be built (seconds for
    /// French). When not (a server's request), the index is built in the background and
    /// Hunspell's own suggestions, not remembered, answer until it is ready (issue #51);
    /// an index saved in the cache folder is loaded and waited for either way.
    public var waitsForSuggestionIndexes = true
    private let results: WordResults

    /// With `technicalWords`, Inkstone's list of software terms, the parts of Debian's
    /// package names and SCOWL's proper names are accepted too, and by an English checker
    /// SCOWL's British spellings (`BundledWords`); they
    /// are never suggested. `results` may be shared with checkers of the same dictionaries on
    /// other threads.
    public init(dictionaries: [HunspellDictionary], technicalWords: Bool = true, results: WordResults = WordResults()) {
        self.dictionaries = dictionaries
        self.results = results
        isEnglish = dictionaries.contains { URL(fileURLWithPath: $0.affixPath).lastPathComponent.lowercased().hasPrefix("en") }
        self.packageNames = technicalWords ? BundledWords.packageNames : SortedLines("")
        self.properNames = technicalWords ? BundledWords.properNames : SortedLines("")
        self.britishWords = technicalWords ? BundledWords.britishWords : SortedLines("")
        if technicalWords { dictionaries.forEach { $0.add(words: BundledWords.technical) } }
    }

    private let packageNames: SortedLines
    private let properNames: SortedLines
    private let britishWords: SortedLines

    /// `tokenizer` replaces the checker's own for this call (a project's settings);
    /// words the dictionaries refuse but `alsoAccepted` takes (a project's words) are
    /// not reported, and no suggestions are ranked for them.
    ///
    /// A token split into parts (`add-ons`, `DejaVu`, `parse_itemz`) passes when every
    /// part is a word or the whole token is one (with its hyphens or without them:
    /// `pre-empted`). Otherwise its parts that are not
    /// words are reported — or, for a name split only at case changes, the whole name
    /// when several parts are not words or the one is a fragment of one or two
    /// letters (`DejaVu`, `McArthur`). Plurals and hyphen prefixes that en_US lacks
    /// pass too (`EnglishForms`).
    public func findings(in prose: [TextRange], of document: TextDocument, tokenizer: WordTokenizer? = nil,
                         alsoAccepted: (String) -> Bool = { _ in false }) -> [Finding] {
        let tokenizer = tokenizer ?? self.tokenizer
        func isFine(_ text: String) -> Bool {
            acceptsWithForms(text) || alsoAccepted(text)
        }
        var found: [Finding] = []
        for range in prose {
            let words = tokenizer.words(in: range, of: document)
            var start = 0
            while start < words.count {
                var end = start + 1
                while end < words.count && words[end].token == words[start].token { end += 1 }
                let failing = words[start..<end].filter { word in
                    !isFine(word.text) && !(word.range.end < word.token.end
                        && EnglishForms.isHyphenPrefix(word.text, followedBy: document[word.range.end]))
                }
                defer { start = end }
                guard let first = failing.first else { continue }
                let token = words[start].token
                // `\thi`, `\x1bPtmux`: an escape sequence's letter glued to a word;
                // `#ffafaf`: a colour.
                if token.location > 0 && document[token.location - 1] == 0x5C { continue }
                if token.location > 0 && document[token.location - 1] == 0x23 && Self.isHexNumber(document.string(in: token)) { continue }
                if token != first.range && isEnglish && EnglishForms.isAcronymWithSuffix(document.string(in: token)) { continue }
                if end - start == 1 || token == first.range {
                    found.append(finding(for: first))
                    continue
                }
                // A token that prose cuts short (a range edge) is read as its parts.
                guard range.contains(token) else { found += failing.map(finding(for:)); continue }
                let whole = Word(text: document.string(in: token), range: token)
                if isFine(whole.text) { continue }
                // `pre-empted`, `re-entrant`: a word English writes with or without its
                // hyphen, whose parts alone are none (`empted`).
                if whole.text.contains("-") && !whole.text.contains("_") && isFine(whole.text.replacingOccurrences(of: "-", with: "")) { continue }
                // A name split only at case changes is one name (`DejaVu`); a token
                // with joiners is a compound or a code name, each part its own word.
                let isOneName = !document.units(in: token).contains(where: WordTokenizer.isJoiner)
                if isOneName && (failing.count > 1 || first.text.count <= 2) {
                    found.append(finding(for: whole))
                } else {
                    found += failing.map(finding(for:))
                }
            }
        }
        return found
    }

    /// Whether one of the dictionaries is English (`en_US.aff`, `en_GB.aff` …): then
    /// `EnglishForms` apply.
    public let isEnglish: Bool

    /// The languages of its dictionaries, by their files' names: `en` for `en_US.aff`.
    public var languageCodes: Set<String> {
        Set(dictionaries.map { WrittenLanguage.code(ofDictionary: $0.affixPath) })
    }

    /// The letters of all its dictionaries (`HunspellDictionary.alphabet`); empty when
    /// one of them does not say.
    public private(set) lazy var alphabet: Set<Character> =
        dictionaries.contains { $0.alphabet.isEmpty } ? [] : dictionaries.reduce(into: []) { $0.formUnion($1.alphabet) }

    /// Whether `word` is accepted, or is a form of an accepted word that the English
    /// dictionaries lack (`EnglishForms`): remembered per word, as `accepts` is. A form
    /// codespell lists as a misspelling (`informations`, `childs`, `softwares`) is none:
    /// the judge weighs it (`typo.known-misspelling`).
    func acceptsWithForms(_ word: String) -> Bool {
        results.acceptsWithForms(word) {
            if isEnglish && KnownMisspellings.isListedValidWord(word) { return otherLanguagesAccept(word) }
            return accepts(word) || isEnglish && (britishWords.contains(word.lowercased()) || KnownMisspellings.isBritishVariant(word)
                || KnownMisspellings.entry(for: word) == nil && (EnglishForms.isPlural(word, of: accepts)
                    || EnglishForms.isBritishSpelling(word, of: accepts) || EnglishForms.isContraction(word, of: accepts)
                    || EnglishForms.isAcronymWithSuffix(word)))
        }
    }

    /// Whether a dictionary of another language than English accepts `word` (`fils`,
    /// `objet` in French beside en_US): a listed English misspelling is that word there.
    private func otherLanguagesAccept(_ word: String) -> Bool {
        dictionaries.contains { WrittenLanguage.code(ofDictionary: $0.affixPath) != "en" && $0.accepts(word) }
    }

    /// The word stage's decision for `word` (`WordDecisions`, its index in the table),
    /// remembered with the checkers that share these results: the same word with the
    /// same suggestions, at a sentence's start or not, is the same question in every file.
    func wordDecision(_ word: String, atSentenceStart: Bool, isShouted: Bool, suggestions: [String], decide: () -> Int) -> Int {
        results.wordDecision(word + (atSentenceStart ? "\u{1}" : "\u{2}") + (isShouted ? "\u{3}" : "")
                             + suggestions.prefix(3).joined(separator: "\u{0}"), decide: decide)
    }

    public func accepts(_ word: String) -> Bool {
        results.accepts(word) {
            dictionaries.contains { $0.accepts(word) }
                // A known misspelling is no package's name part (`thirdparty`, `metadat`).
                || packageNames.contains(word.lowercased()) && !(isEnglish && KnownMisspellings.entry(for: word) != nil)
                || properNames.contains(DocumentCheck.withoutPossessive(word))
        }
    }

    /// Whether `word` is a word of the language: the dictionaries accept it, and not
    /// as a software term or a package name (`sed`, `aspell`, `ugrep` are names).
    public func isLanguageWord(_ word: String) -> Bool {
        !BundledWords.technicalLowercased.contains(word.lowercased()) && dictionaries.contains { $0.accepts(word) }
    }

    /// Adds a word to every dictionary of this checker (the personal dictionary).
    public func learn(_ word: String) {
        dictionaries.forEach { $0.add(word) }
        results.learned(word)
    }

    public func suggestions(for word: String) -> [String] {
        suggestionsAndCorrection(for: word).suggestions
    }

    /// Suggestions now, for a person who asked (a code action): the suggesters' when
    /// their indexes are built, else Hunspell's own (about 28 ms), which are not
    /// remembered, so that the better-ranked ones replace them once ready (issue #25,
    /// item 7).
    public func suggestionsWithoutWaiting(for word: String) -> [String] {
        guard isBuildingAnIndex, word.utf16.count <= SuggestionIndex.longestQuery else { return suggestions(for: word) }
        return hunspellSuggestions(for: word).suggestions
    }

    /// The one fix the suggesters are sure of (Hunspell: its only suggestion, one edit
    /// or swap away).
    public func correction(for word: String) -> String? {
        suggestionsAndCorrection(for: word).correction
    }

    private func suggestionsAndCorrection(for word: String) -> WordResults.Suggested {
        // No dictionary word is that long; a run of letters past it is no typo to fix.
        guard word.utf16.count <= SuggestionIndex.longestQuery else { return ([], nil) }
        if !waitsForSuggestionIndexes, suggesters.contains(where: { ($0 as? LazySuggestionIndex)?.mustBeBuilt == true }) {
            for case let index as LazySuggestionIndex in suggesters { index.buildInBackground() }
            return hunspellSuggestions(for: word)
        }
        return results.suggestions(for: word) {
            if suggesters.isEmpty { return hunspellSuggestions(for: word) }
            var seen = Set<String>()
            let answers = suggesters.map { $0.suggest(word, limit: 8) }
            let found = answers.flatMap(\.suggestions).filter { seen.insert($0).inserted }
            return (found, answers.lazy.compactMap(\.correction).first.flatMap { $0 == found.first ? $0 : nil })
        }
    }

    /// Whether a suggester's index is not built yet.
    private var isBuildingAnIndex: Bool {
        suggesters.contains { ($0 as? LazySuggestionIndex)?.isBuilt == false }
    }

    /// Hunspell's own suggestions (about 28 ms a word), and its sure fix: its only
    /// suggestion, one edit or swap away.
    private func hunspellSuggestions(for word: String) -> WordResults.Suggested {
        var seen = Set<String>()
        let found = dictionaries.flatMap { $0.suggestions(for: word) }.filter { seen.insert($0).inserted }
        return (found, found.count == 1 && EditDistance.isSureFix(word, found[0]) ? found[0] : nil)
    }

    /// `ffafaf`, `DEADBEEF`: six or eight hexadecimal letters, a colour after a `#`
    /// (alone, `aadded` is as likely a typo).
    static func isHexNumber(_ word: String) -> Bool {
        (word.count == 6 || word.count == 8) && word.allSatisfy { "abcdefABCDEF".contains($0) }
    }

    /// Whether a word may be meant as written, so that no fix is sure (issue #14,
    /// item 7): a name with letters beyond ASCII (`Sebastián`), or two words run
    /// together (`handcoded`, `codspeed`), which compounds and names are.
    func mayBeMeant(_ word: String) -> Bool {
        if word.contains(where: { !$0.isASCII }) { return true }
        let letters = Array(word.lowercased())
        guard letters.count >= 6 else { return false }
        return (3...(letters.count - 3)).contains { cut in accepts(String(letters[..<cut])) && accepts(String(letters[cut...])) }
    }

    private func finding(for word: Word) -> Finding {
        if isEnglish, let known = KnownMisspellings.entry(for: word.text) { return finding(for: word, known: known) }
        let suggestions = computesSuggestions ? suggestions(for: word.text) : []
        let isCorrection = computesSuggestions && correction(for: word.text) != nil && !mayBeMeant(word.text)
        return Finding(kind: isCorrection ? .correction : .spelling, range: word.range, text: word.text,
                       message: isCorrection ? "'\(word.text)' is a misspelling of '\(suggestions[0])'"
                                             : "'\(word.text)' is not in the dictionary",
                       suggestions: suggestions, rule: Rule.spelling.id)
    }

    /// A misspelling codespell lists: its corrections first (in the word's case), a sure
    /// fix when codespell has one correction it applies by itself.
    private func finding(for word: Word, known: KnownMisspellings.Entry) -> Finding {
        let listed = known.corrections.map { KnownMisspellings.matchingCase($0, of: word.text) }
        let others = computesSuggestions ? suggestions(for: word.text).filter { !listed.contains($0) } : []
        let suggestions = Array((listed + others).prefix(8))
        return Finding(kind: known.isSure ? .correction : .spelling, range: word.range, text: word.text,
                       message: known.isSure ? "'\(word.text)' is a misspelling of '\(listed[0])'"
                                             : "'\(word.text)' is a misspelling of " + listed.map { "'\($0)'" }.joined(separator: " or "),
                       suggestions: suggestions, rule: Rule.spelling.id)
    }
}
