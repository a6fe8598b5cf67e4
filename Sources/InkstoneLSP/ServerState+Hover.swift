import InkstoneJSON
import InkstoneProofing

/// `textDocument/hover` on a finding (issue #15, item 8): the rule and why it fired,
/// the suggestions, and how to silence it.
extension ServerState {
    func hover(_ params: LSP.PositionParams, _ services: ServerServices) throws(ResponseError) -> JSONValue {
        let document = try self.document(params.textDocument.uri)
        let offset = encoding.offset(params.position, in: document.text)
        guard let live = document.reportedFindings.first(where: { $0.range.location <= offset && offset <= $0.range.end })
        else { return .null }
        let finding = live.finding
        var lines = ["**\(finding.rule)** (inkstone): \(Rule.named(finding.rule.rawValue)?.summary ?? finding.kind.rawValue).", "",
                     finding.message + "."]
        if finding.reason.id != finding.rule.rawValue { lines += ["", "Why: \(finding.reason)."] }
        // A grammar rule explains itself by its example (`rules/<language>/*.rules`).
        if finding.kind == .grammar, let example = RuleCatalog.example(of: finding.rule) {
            lines += ["", "Example: \"\(example.text)\"" + (example.fixed.map { " → \"\($0)\"" } ?? "")]
        }
        let suggestions = suggestions(of: live, in: document)
        if !suggestions.isEmpty {
            lines += ["", "Suggestions: " + suggestions.prefix(5).map { "`\($0)`" }.joined(separator: ", ")]
        }
        lines += ["", "To silence it: the code actions (add the word to a dictionary, ignore, silence the line)"]
        if finding.rule == Rule.spelling.id { lines.append("or `inkstone:ignore \(finding.text)` in a comment") }
        if Rule.named(finding.rule.rawValue)?.isConfigurable ?? false {
            lines.append("or `\"rules\": {\"\(finding.rule)\": false}` in `.inkstone.json` to turn the rule off")
        }
        return ["contents": ["kind": "markdown", "value": .string(lines.joined(separator: "\n"))],
                "range": encoding.json(finding.range, in: document.text)]
    }
}
