import Foundation
import InkstoneText

/// Everything that decides what is reported for one document: spelling, grammar,
/// flagged words, then the project's words, the personal dictionary, inline
/// directives, ignore patterns and rules switched off.
public struct DocumentCheck {
    public let config: ProjectConfig
    public let personalWords: Set<String>

    public init(config: ProjectConfig = ProjectConfig(), personalWords: Set<String> = []) {
        self.config = config
        self.personalWords = personalWords
    }

    /// `identifiers` are the names the file's code uses (`IdentifierSet`): prose may
    /// mention them, whole or by parts, without being flagged.
    public func findings(in prose: [TextRange], of document: TextDocument, checker: SpellingChecker,
                         identifiers: Set<String> = []) -> [Finding] {
        let directives = Directives(in: document)
        var tokenizer = checker.tokenizer
        if let length = config.maxAcronymLength { tokenizer.maximumCapitalsLength = length }
        let identifierParts = identifiers.flatMap { name -> [String] in
            tokenizer.words(in: Array(name.utf16), at: 0).map(\.text) + [name]
        }
        let allowed = personalWords.union(config.words ?? []).union(directives.words).union(identifierParts)
        let rulesOff = Set((config.rules ?? [:]).filter { !$0.value }.keys)
        var grammar = GrammarRules()
        grammar.enabled.subtract(rulesOff)
        let ignored = ignoredRanges(in: document)
        var found = grammar.findings(in: prose, of: document) + flaggedWords(in: prose, of: document, tokenizer: tokenizer)
        if !rulesOff.contains("spelling") {
            let flagged = Set(config.flagged.keys.map { $0.lowercased() })
            found += checker.findings(in: prose, of: document, tokenizer: tokenizer) { word in
                Self.isAllowed(word, in: allowed) || flagged.contains(word.lowercased())
            }
        }
        return found.filter { finding in
            !directives.isSilenced(finding.range) && !ignored.contains { $0.location <= finding.range.location && finding.range.end <= $0.end }
        }.sorted { ($0.range.location, $0.rule) < ($1.range.location, $1.rule) }
    }

    /// Exact, or lowercase when the word is capitalised at a sentence start.
    static func isAllowed(_ word: String, in allowed: Set<String>) -> Bool {
        allowed.contains(word) || allowed.contains(word.lowercased())
    }

    private func flaggedWords(in prose: [TextRange], of document: TextDocument, tokenizer: WordTokenizer) -> [Finding] {
        let flagged = config.flagged
        guard !flagged.isEmpty else { return [] }
        let byLowercase = Dictionary(flagged.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        return prose.flatMap { range in
            tokenizer.words(in: range, of: document).compactMap { word -> Finding? in
                guard let suggestions = byLowercase[word.text.lowercased()] else { return nil }
                return Finding(kind: suggestions.count == 1 ? .correction : .spelling, range: word.range, text: word.text,
                               message: "'\(word.text)' is flagged by the project", suggestions: suggestions, rule: "flagWords")
            }
        }
    }

    private func ignoredRanges(in document: TextDocument) -> [TextRange] {
        let patterns = (config.ignorePatterns ?? []).compactMap { try? NSRegularExpression(pattern: $0, options: [.anchorsMatchLines]) }
        guard !patterns.isEmpty else { return [] }
        let text = document.text
        return patterns.flatMap { pattern in
            pattern.matches(in: text, range: NSRange(location: 0, length: document.length)).map { TextRange($0.range.location, $0.range.length) }
        }
    }
}
