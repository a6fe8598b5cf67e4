import Foundation
import InkstoneText

/// One grammar rule, one type (Harper's one rule per file): what it is, a cheap test of
/// whether a stretch of prose could hold what it looks for, and the findings there.
protocol GrammarRule: Sendable {
    static var rule: Rule { get }
    /// False when the prefilter's scan proves `findings` would find nothing.
    func mayMatch(_ scan: GrammarPrefilter) -> Bool
    /// The findings in `text`, a prose range starting at `offset` of the document.
    func findings(in text: String, at offset: Int) -> [Finding]
}

extension GrammarRule {
    /// White space between two words of one paragraph: at most one line break, so that
    /// no rule reads across a blank line (as the live proofreader, which re-checks
    /// sentence by sentence, could not).
    static var gap: String { #"(?=\s)[^\S\r\n]*(?:\r\n|\r|\n)?[^\S\r\n]*"# }

    func matches(_ expression: NSRegularExpression, _ text: String) -> [NSTextCheckingResult] {
        expression.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
    }

    /// A finding of this rule over `range` of `text` (an NSRange of the prose string).
    func finding(_ range: NSRange, in text: String, at offset: Int, message: String, suggestions: [String]) -> Finding {
        Finding(kind: .grammar, range: TextRange(offset + range.location, range.length), text: (text as NSString).substring(with: range),
                message: message, suggestions: suggestions, rule: Self.rule.id, reason: FindingReason(rule: Self.rule.id, summary: Self.rule.summary))
    }
}
