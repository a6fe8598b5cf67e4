import InkstoneJSON
import InkstoneProofing
import InkstoneText

/// How a finding becomes an LSP `Diagnostic`: positions in the negotiated encoding,
/// the severity the settings give its kind, `code` = the rule, and in `data` what a
/// code action needs (the word, the kind, the suggestions), so that actions need no
/// server state. A value, so that a workspace scan can use it off the server's queue.
struct DiagnosticStyle: Sendable {
    let encoding: PositionEncoding
    let severity: [Finding.Kind: Int]

    func diagnostic(_ finding: Finding, in text: ReadOnlyDocument) -> JSONValue {
        ["range": encoding.json(finding.range, in: text),
         "severity": .int(severity[finding.kind] ?? 3),
         "code": .string(finding.rule.rawValue),
         "source": "inkstone",
         "message": .string(finding.message),
         "data": ["word": .string(finding.text), "kind": .string(finding.kind.rawValue), "rule": .string(finding.rule.rawValue),
                  "suggestions": .array(finding.suggestions.prefix(5).map { .string($0) })]]
    }
}
