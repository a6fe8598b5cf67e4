import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// Which fixes `inkstone fix` makes without asking. A sure correction is sure of the
/// spelling, not that the word was meant as an English word, so fix leaves alone what
/// may be a name or data: a capitalised word (`Kuchling`, `Italiano`), a word in a
/// string literal (`"Thimphou"` in a test), and a word written `termCount` times or
/// more in the file's repository (a term of the project, `unicodec`: `RepositoryTerms`,
/// the same whichever files the run names) — but for a misspelling codespell lists. A
/// grammar finding is fixed unasked only when its rule's fix is sure. `--interactive`
/// asks about them.
struct UnaskedFixes {
    static let termCount = 3

    /// How often each fixable word occurs, per repository root.
    let counts: [String: [String: Int]]

    /// `files`: each with the findings it would fix.
    init(_ files: [(path: String, findings: [Finding])]) {
        let words = Set(files.flatMap { $0.findings.filter { $0.kind != .grammar }.map(\.text) })
        counts = words.isEmpty ? [:] : RepositoryTerms.counts(of: words, inRepositoriesOf: files.map(\.path), enough: Self.termCount)
    }

    /// Why `finding` in `path` is left for the person, or nil to fix it; `literals` are
    /// the extents of the file's string literals.
    func reasonToLeave(_ finding: Finding, in path: String, literals: [TextRange]) -> String? {
        // A grammar rule says whether its first fix is sure (`sure yes` in its rule file).
        guard finding.kind != .grammar else {
            return Rule.named(finding.rule.rawValue)?.hasSureFix == true ? nil : "the rule's fix is not sure ('inkstone rules' says which are)"
        }
        if literals.contains(where: { $0.overlaps(finding.range) }) { return "in a string literal, perhaps data" }
        // A misspelling codespell lists is one however it is capitalised (at a sentence's
        // start: `Untill`) and however often the project writes it.
        if finding.reason.id == ListDecisions.knownMisspelling.id { return nil }
        if finding.text.first?.isUppercase == true { return "capitalised, perhaps a name" }
        if finding.kind == .spelling, let doubt = Self.doubtAboutFirstSuggestion(of: finding) { return doubt }
        let count = counts[RepositoryTerms.root(of: path)]?[finding.text] ?? 0
        if count >= Self.termCount { return "written \(count) times or more in its repository, perhaps a term of the project" }
        return nil
    }

    /// Why a spelling finding's first suggestion is no sure fix (issue #50: `--kinds
    /// spelling` once applied it blindly, `substacts` → `substances`): it is more than one
    /// edit away, or another suggestion is as close (`ahnd`: `and`, `hand`).
    static func doubtAboutFirstSuggestion(of finding: Finding) -> String? {
        guard let first = finding.suggestions.first else { return "no suggestion" }
        let word = Array(finding.text.lowercased())
        let distance = { (suggestion: String) in EditDistance.restricted(word, Array(suggestion.lowercased())) }
        guard distance(first) == 1 else { return "'\(first)' is more than one edit away: not a sure fix" }
        if let rival = finding.suggestions.dropFirst().first(where: { distance($0) == 1 }) {
            return "'\(first)' and '\(rival)' are as close: not a sure fix"
        }
        return nil
    }

    /// The extents of the string literals of `document` parsed as `language`.
    static func literals(of document: TextDocument, language: Language) -> [TextRange] {
        let syntax = language.isPlainText ? nil : try? SyntaxTree(document: document, language: language)
        return (try? RegionMap(document: document, syntax: syntax))?.literalExtents ?? []
    }
}
