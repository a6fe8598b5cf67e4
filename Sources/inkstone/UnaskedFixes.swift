import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// Which fixes `inkstone fix` makes without asking. A sure correction is sure of the
/// spelling, not that the word was meant as an English word, so fix leaves alone what
/// may be a name or data: a capitalised word (`Kuchling`, `Italiano`), a word in a
/// string literal (`"Thimphou"` in a test), and a word written `termCount` times or
/// more in the file's repository (a term of the project, `unicodec`: `RepositoryTerms`,
/// the same whichever files the run names). A grammar finding is fixed unasked only when
/// its rule's fix is sure. `--interactive` asks about them.
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
        if finding.text.first?.isUppercase == true { return "capitalised, perhaps a name" }
        if literals.contains(where: { $0.overlaps(finding.range) }) { return "in a string literal, perhaps data" }
        let count = counts[RepositoryTerms.root(of: path)]?[finding.text] ?? 0
        if count >= Self.termCount { return "written \(count) times or more in its repository, perhaps a term of the project" }
        return nil
    }

    /// The extents of the string literals of `document` parsed as `language`.
    static func literals(of document: TextDocument, language: Language) -> [TextRange] {
        let syntax = language.isPlainText ? nil : try? SyntaxTree(document: document, language: language)
        return (try? RegionMap(document: document, syntax: syntax))?.literalExtents ?? []
    }
}
