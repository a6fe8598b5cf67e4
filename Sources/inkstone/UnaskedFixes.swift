import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// Which fixes `inkstone fix` makes without asking. A sure correction is sure of the
/// spelling, not that the word was meant as an English word, so fix leaves alone what
/// may be a name or data: a capitalised word (`Kuchling`, `Italiano`), a word in a
/// string literal (`"Thimphou"` in a test), and a word flagged `termCount` times or
/// more in the run (a term of the project, `unicodec`). `--interactive` asks about them.
struct UnaskedFixes {
    static let termCount = 3

    /// How often each word is flagged among the fixable findings of the run.
    let counts: [String: Int]

    init(_ findings: [Finding]) {
        counts = findings.reduce(into: [:]) { $0[$1.text, default: 0] += 1 }
    }

    /// Why `finding` is left for the person, or nil to fix it; `literals` are the
    /// extents of the file's string literals.
    func reasonToLeave(_ finding: Finding, literals: [TextRange]) -> String? {
        guard finding.kind != .grammar else { return nil }
        if finding.text.first?.isUppercase == true { return "capitalised, perhaps a name" }
        if literals.contains(where: { $0.overlaps(finding.range) }) { return "in a string literal, perhaps data" }
        let count = counts[finding.text, default: 0]
        if count >= Self.termCount { return "flagged \(count) times here, perhaps a term of the project" }
        return nil
    }

    /// The extents of the string literals of `document` parsed as `language`.
    static func literals(of document: TextDocument, language: Language) -> [TextRange] {
        let syntax = language.isPlainText ? nil : try? SyntaxTree(document: document, language: language)
        return (try? RegionMap(document: document, syntax: syntax))?.literalExtents ?? []
    }
}
