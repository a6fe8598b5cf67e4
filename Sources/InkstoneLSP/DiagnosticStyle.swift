import InkstoneJSON
import InkstoneProofing
import InkstoneText

/// How a finding becomes an LSP `Diagnostic`: positions in the negotiated encoding,
/// the severity the settings give its kind (or its tier, for an unknown word), `code` = the rule, and in `data` what a
/// code action needs (the word, the kind, the suggestions), so that actions need no
/// server state. A value, so that a workspace scan can use it off the server's queue.
struct DiagnosticStyle: Sendable {
    let encoding: PositionEncoding
    let severity: [Finding.Kind: Int]
    /// Unknown words' severity; nil shows none.
    let unknownWords: Int?

    init(encoding: PositionEncoding, settings: ServerSettings) {
        (self.encoding, severity, unknownWords) = (encoding, settings.severity, settings.unknownWordSeverity)
    }

    /// Whether the finding is published: unknown words only when the settings show them.
    func shows(_ finding: Finding) -> Bool {
        finding.tier == .default || unknownWords != nil
    }

    func diagnostic(_ finding: Finding, in text: ReadOnlyDocument) -> JSONValue {
        let level = finding.tier == .unknownWord ? unknownWords ?? 4 : severity[finding.kind] ?? 3
        return ["range": encoding.json(finding.range, in: text),
         "severity": .int(level),
         "code": .string(finding.rule.rawValue),
         "source": "inkstone",
         "message": .string(finding.message),
         "data": ["word": .string(finding.text), "kind": .string(finding.kind.rawValue), "rule": .string(finding.rule.rawValue),
                  "tier": .string(finding.tier.rawValue),
                  "suggestions": .array(finding.suggestions.prefix(5).map { .string($0) })]]
    }
}
