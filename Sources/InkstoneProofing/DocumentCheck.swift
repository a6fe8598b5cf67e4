import Foundation
import InkstoneText

/// The project's policy as the judge applies it (`FindingJudge`): the words it and the
/// person accept, the flagged words, the rules left on, the acronym length and the
/// ignore patterns, with the finders that read them (spelling and flagged words in a
/// span of prose, the grammar rules, the parts of names).
public struct DocumentCheck {
    public let policy: CheckPolicy
    public let personalWords: Set<String>
    /// Worked out once, as a live proofreader checks again at every keystroke: the
    /// project's and personal words, and the flagged words by their lowercase form.
    private let projectWords: Set<String>
    private let flaggedByLowercase: [String: [String]]
    /// `ignorePatterns`, compiled (`ProjectConfig.load` has refused invalid ones), with
    /// the ones stopped for running away.
    public let ignorePatterns: IgnorePatterns

    public init(policy: CheckPolicy = CheckPolicy(), personalWords: Set<String> = []) {
        self.policy = policy
        self.personalWords = personalWords
        projectWords = personalWords.union(policy.words)
        flaggedByLowercase = Dictionary(policy.flagged.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        ignorePatterns = IgnorePatterns(policy.ignorePatterns)
    }

    /// The checker's tokenizer with the project's acronym length.
    public func tokenizer(for checker: SpellingChecker) -> WordTokenizer {
        tokenizer(for: checker.tokenizer)
    }

    private func tokenizer(for base: WordTokenizer) -> WordTokenizer {
        var tokenizer = base
        if let length = policy.maxAcronymLength { tokenizer.maximumCapitalsLength = length }
        return tokenizer
    }

    /// The grammar rules the project leaves on, and those off by default it turns on.
    public var grammarRules: GrammarRules {
        var grammar = GrammarRules()
        grammar.enabled.formUnion(policy.rulesOn.filter { GrammarRules.all.contains($0) })
        grammar.enabled.subtract(rulesOff)
        return grammar
    }

    /// Spelling findings (unless the project turns spelling off) and flagged words, in
    /// `prose`; the project's and personal words, and `alsoAllowed`, are accepted.
    /// (The names the code uses are the judge's to weigh, from the whole document.)
    public func wordFindings(in prose: [TextRange], of document: TextDocument, checker: SpellingChecker,
                             alsoAllowed: Set<String> = []) -> [Finding] {
        let tokenizer = tokenizer(for: checker)
        var found = flaggedWords(in: prose, of: document, tokenizer: tokenizer)
        if !rulesOff.contains(Rule.spelling.id) {
            found += checker.findings(in: prose, of: document, tokenizer: tokenizer) { word in
                // Exact, or lowercase when the word is capitalised at a sentence start.
                let lowercase = word.lowercased()
                return alsoAllowed.contains(word) || alsoAllowed.contains(lowercase) || projectWords.contains(word)
                    || projectWords.contains(lowercase) || flaggedByLowercase[lowercase] != nil
            }
        }
        return found
    }

    /// The names and their parts as the tokenizer reads them (`parse_itemz` → `parse`,
    /// `itemz`, `parse_itemz`): what prose may mention of them.
    public func nameParts(of identifiers: Set<String>, checker: SpellingChecker) -> Set<String> {
        nameParts(of: identifiers, tokenizer: tokenizer(for: checker))
    }

    /// The same with a checker's default tokenizer and the project's acronym length.
    public func nameParts(of identifiers: Set<String>) -> Set<String> {
        nameParts(of: identifiers, tokenizer: tokenizer(for: WordTokenizer()))
    }

    private func nameParts(of identifiers: Set<String>, tokenizer: WordTokenizer) -> Set<String> {
        Set(identifiers.flatMap { name -> [String] in
            tokenizer.words(in: Array(name.utf16), at: 0).map(\.text) + [name]
        })
    }

    /// Whether `names` vouch for `word`: it is one of them (or its lowercase form, or
    /// its possessive) and does not look like a typo of a word `suggestions` offer.
    package static func names(_ names: Set<String>, vouchFor word: String, suggestions: () -> [String]) -> Bool {
        let lowercase = word.lowercased()
        guard names.contains(word) || names.contains(lowercase) || names.contains(withoutPossessive(word)) else { return false }
        guard word.count > 3 else { return true }
        // Hunspell's splits ("re loader", "item z") are no words of their own.
        return !suggestions().contains { suggestion in
            !suggestion.contains(" ") && !suggestion.contains("-") && EditDistance.isTypo(lowercase, of: suggestion.lowercased())
        }
    }

    /// `ripgrep's` → `ripgrep`: a name's possessive is the name.
    package static func withoutPossessive(_ word: String) -> String {
        word.hasSuffix("'s") || word.hasSuffix("’s") ? String(word.dropLast(2)) : word
    }

    /// Whether a grammar finding is about what is no word of the language, whose
    /// spelling and sound the rules do not know: a name at a sentence start (`sed`,
    /// `ugrep`, `yolo`: capitalise it?), a lowercase name after an article (`a ustar`,
    /// `a eval()`: how is it said?), a name doubled (`oh là là`). A typo among them is
    /// reported by spelling.
    public static func isAboutAName(_ finding: Finding, in document: TextDocument, checker: SpellingChecker) -> Bool {
        switch finding.rule {
        case SentenceCaseRule.rule.id:
            return !checker.isLanguageWord(finding.text)
        case RepeatedWordRule.rule.id:
            let word = finding.text.trimmingCharacters(in: .whitespacesAndNewlines)
            return !word.isEmpty && !checker.isLanguageWord(word)
        case ArticleRule.rule.id:
            let next = wordAfter(finding.range.end, in: document)
            return next.first?.isLowercase == true && next.count > 1 && !checker.isLanguageWord(next)
        default:
            return false
        }
    }

    /// The letters that follow `offset` after white space.
    static func wordAfter(_ offset: Int, in document: TextDocument) -> String {
        var start = offset
        while start < document.length, let scalar = Unicode.Scalar(document[start]), scalar.properties.isWhitespace { start += 1 }
        var end = start
        while end < document.length, end - start < 64, let scalar = Unicode.Scalar(document[end]), scalar.properties.isAlphabetic { end += 1 }
        return document.string(in: TextRange(start, end - start))
    }

    private var rulesOff: Set<Rule.ID> { policy.rulesOff }

    private func flaggedWords(in prose: [TextRange], of document: TextDocument, tokenizer: WordTokenizer) -> [Finding] {
        guard !flaggedByLowercase.isEmpty else { return [] }
        return prose.flatMap { range in
            tokenizer.words(in: range, of: document).compactMap { word -> Finding? in
                guard let suggestions = flaggedByLowercase[word.text.lowercased()] else { return nil }
                return Finding(kind: suggestions.count == 1 ? .correction : .spelling, range: word.range, text: word.text,
                               message: "'\(word.text)' is flagged by the project", suggestions: suggestions, rule: Rule.flagWords.id)
            }
        }
    }
}
