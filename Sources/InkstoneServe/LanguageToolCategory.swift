import InkstoneProofing

/// How LanguageTool's answers name a rule's category and the kind of issue.
struct LanguageToolCategory {
    let id: String
    let name: String
    /// `misspelling`, `grammar`, `typographical`, `whitespace`: what clients colour by.
    let issueType: String

    init(_ category: Rule.Category) {
        switch category {
        case .typos: (id, name, issueType) = ("TYPOS", "Possible Typo", "misspelling")
        case .grammar: (id, name, issueType) = ("GRAMMAR", "Grammar", "grammar")
        case .casing: (id, name, issueType) = ("CASING", "Capitalization", "typographical")
        case .typography: (id, name, issueType) = ("TYPOGRAPHY", "Typography", "whitespace")
        case .confusedWords: (id, name, issueType) = ("CONFUSED_WORDS", "Commonly Confused Words", "misspelling")
        case .compounding: (id, name, issueType) = ("COMPOUNDING", "Compounding", "misspelling")
        case .punctuation: (id, name, issueType) = ("PUNCTUATION", "Punctuation", "typographical")
        case .nonstandardPhrases: (id, name, issueType) = ("NONSTANDARD_PHRASES", "Nonstandard Phrases", "grammar")
        case .redundancy: (id, name, issueType) = ("REDUNDANCY", "Redundant Phrases", "style")
        case .style: (id, name, issueType) = ("STYLE", "Style", "style")
        }
    }
}
