import Foundation
import InkstoneText

/// High-precision grammar rules over prose, each a `GrammarRule` of its own file
/// registered here once: repeated words, a/an agreement, a sentence starting in
/// lowercase, space before punctuation, a contraction without its apostrophe. Each can be turned off by its id.
public struct GrammarRules: Sendable {
    /// Every grammar rule, in the order their findings are reported at one place.
    static let registered: [any GrammarRule] = [RepeatedWordRule(), ArticleRule(), SentenceCaseRule(), SpaceBeforePunctuationRule(),
                                                  MissingApostropheRule()]
    /// The grammar rules' ids.
    public static let all = registered.map { type(of: $0).rule.id }
    public var enabled = Set(GrammarRules.all)
    /// Off only in tests, to compare the prefilter with the expressions alone.
    var usesPrefilter = true

    public init() {}

    /// Whether a space-before-punctuation finding ends its prose range where protected
    /// text goes on without a space (`.eslintrc.yaml`, whose dot starts a file name).
    static func runsIntoCode(_ finding: Finding, _ range: TextRange, _ document: TextDocument) -> Bool {
        guard finding.rule == SpaceBeforePunctuationRule.rule.id, finding.range.end == range.end, range.end < document.length,
              let next = Unicode.Scalar(document[range.end]) else { return false }
        return !next.properties.isWhitespace
    }

    public func findings(in prose: [TextRange], of document: TextDocument) -> [Finding] {
        let rules = Self.registered.filter { enabled.contains(type(of: $0).rule.id) }
        guard !rules.isEmpty else { return [] }
        return prose.flatMap { range -> [Finding] in
            let units = document.units(in: range)
            // Cheap scans first: each expression runs only where it could match, and
            // the text is made a string only then.
            let scan = GrammarPrefilter(units: units, answersMaybe: !usesPrefilter)
            let candidates = rules.filter { $0.mayMatch(scan) }
            guard !candidates.isEmpty else { return [] }
            let text = UTF16Text.string(units)
            return candidates.flatMap { $0.findings(in: text, at: range.location) }
                .filter { !Self.runsIntoCode($0, range, document) }
                .sorted { $0.range.location < $1.range.location }
        }
    }
}
