import Foundation
import InkstoneText

/// The grammar rules: those written in Swift, each a `GrammarRule` of its own file
/// registered here once (repeated words, a/an agreement, a sentence starting in
/// lowercase, space before punctuation, a contraction without its apostrophe), and the
/// pattern rules of the rule files (`RuleBook`), each language's. Every rule can be
/// turned off by its id; a rule off by default (style, picky) can be turned on.
public struct GrammarRules: Sendable {
    /// Every grammar rule written in Swift, in the order their findings are reported at one place.
    static let registered: [any GrammarRule] = [RepeatedWordRule(), ArticleRule(), SentenceCaseRule(), SpaceBeforePunctuationRule(),
                                                  MissingApostropheRule()]
    /// Every grammar rule of every language: Swift's, then the rule files' in order.
    public static let rules: [Rule] = registered.map { type(of: $0).rule }
        + RuleBook.all.flatMap { book in book.entries.filter { $0.implementedBy == nil }.map(\.rule) }
    /// The grammar rules' ids.
    public static let all = rules.map(\.id)
    /// The rules that run: at first those on by default.
    public var enabled = GrammarRules.onByDefault
    /// The rules on by default, worked out once (a check asks for the rules once a file).
    static let onByDefault = Set(GrammarRules.rules.filter(\.isOnByDefault).map(\.id))
    /// Off only in tests, to compare the prefilter with the expressions alone.
    var usesPrefilter = true

    public init() {}

    /// Whether the rule files have rules for `language` (`en`, `fr`).
    public static func hasRules(for language: String) -> Bool {
        language == "en" || RuleBook.book(for: language).map { !$0.patternRules.isEmpty } ?? false
    }

    /// The language whose rules read a checker's prose: English's for an English
    /// dictionary, else the first of its languages that has rule files; nil for none.
    public static func language(of checker: SpellingChecker) -> String? {
        checker.isEnglish ? "en" : checker.languageCodes.sorted().first { hasRules(for: $0) }
    }

    /// `words` without those a grammar finding covers exactly (`alot` is `a lot`, not a
    /// misspelling of `allot`): one finding, the one that knows the fix.
    public static func withoutWordsTheyFix(_ words: [Finding], _ grammatical: [Finding]) -> [Finding] {
        guard !grammatical.isEmpty else { return words }
        let covered = Set(grammatical.filter { !$0.suggestions.isEmpty }.map(\.range))
        return words.filter { !covered.contains($0.range) }
    }

    /// Whether a space-before-punctuation finding ends its prose range where protected
    /// text goes on without a space (`.eslintrc.yaml`, whose dot starts a file name).
    static func runsIntoCode(_ finding: Finding, _ range: TextRange, _ document: TextDocument) -> Bool {
        guard finding.rule == SpaceBeforePunctuationRule.rule.id, finding.range.end == range.end, range.end < document.length,
              let next = Unicode.Scalar(document[range.end]) else { return false }
        return !next.properties.isWhitespace
    }

    /// The findings of the enabled rules of `language` in `prose`, sorted by place.
    public func findings(in prose: [TextRange], of document: TextDocument, language: String = "en") -> [Finding] {
        let rules = language == "en" ? Self.registered.filter { enabled.contains(type(of: $0).rule.id) } : []
        var found = prose.flatMap { range -> [Finding] in
            guard !rules.isEmpty else { return [] }
            let units = document.units(in: range)
            // Cheap scans first: each expression runs only where it could match, and
            // the text is made a string only then.
            let scan = GrammarPrefilter(units: units, answersMaybe: !usesPrefilter)
            let candidates = rules.filter { $0.mayMatch(scan) }
            guard !candidates.isEmpty else { return [] }
            let text = UTF16Text.string(units)
            return candidates.flatMap { $0.findings(in: text, at: range.location) }
                .filter { !Self.runsIntoCode($0, range, document) }
        }
        if let book = RuleBook.book(for: language), !book.patternRules.isEmpty {
            let sentences = GrammarTokenizer(document: document).sentences(in: prose)
            found += book.findings(in: sentences, enabled: enabled, document: document)
        }
        // Two rules on the same words (`can chose`: a modal's form, and choose for chose)
        // are one mistake: the first rule's finding stands.
        var seen = Set<TextRange>()
        return found.enumerated().sorted { ($0.element.range.location, $0.element.range.length, $0.offset)
            < ($1.element.range.location, $1.element.range.length, $1.offset) }
            .map(\.element).filter { seen.insert($0.range).inserted }
    }
}
