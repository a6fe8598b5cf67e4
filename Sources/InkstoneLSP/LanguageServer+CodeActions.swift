import InkstoneJSON
import InkstoneProofing
import InkstoneText

/// `textDocument/codeAction` (issue #15, item 6): replace with a suggestion, add the
/// word to a word list, ignore the finding, silence the line, fix every correction.
extension LanguageServer {
    static let fixAllKind = "source.fixAll.inkstone"

    func codeActions(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let document = try document(params, method: "textDocument/codeAction")
        let range = try encoding.range(params["range"], in: document.text)
        let only = params["context"]?["only"]?.array?.compactMap(\.string)
        // Judged once for every action asked for (`FindingContext` reads the document).
        let reported = document.reportedFindings
        var findings: [(LiveFinding, JSONValue)] = (params["context"]?["diagnostics"]?.array ?? []).compactMap { diagnostic in
            guard diagnostic["source"]?.string == "inkstone", let live = finding(for: diagnostic, among: reported, in: document) else { return nil }
            return (live, diagnostic)
        }
        // A client that sends no diagnostics gets the actions of the findings in the range.
        if params["context"]?["diagnostics"]?.array?.isEmpty ?? true {
            findings = reported.filter { $0.range.overlaps(range) || $0.range.location == range.location }
                .map { ($0, diagnostic($0.finding, in: document.text)) }
        }
        var actions = findings.flatMap { quickFixes($0.0, diagnostic: $0.1, in: document) }
        if let fixAll = fixAll(document, reported: reported) { actions.append(fixAll) }
        let wanted = actions.filter { $0.isWanted(by: only) }
        return .array(wanted.map { client.takesActionLiterals ? $0.literal : $0.command })
    }

    private func quickFixes(_ finding: LiveFinding, diagnostic: JSONValue, in document: OpenDocument) -> [CodeAction] {
        let uri = JSONValue.string(document.uri)
        let range = encoding.json(finding.range, in: document.text)
        var actions: [CodeAction] = []
        for (index, suggestion) in finding.suggestions.prefix(5).enumerated() {
            guard let edit = replacement(finding, with: suggestion, in: document) else { continue }
            actions.append(CodeAction(title: "Replace with '\(suggestion)'", kind: "quickfix", diagnostic: diagnostic,
                                      isPreferred: index == 0 && finding.kind == .correction,
                                      edit: workspaceEdit([edit], in: document), command: "inkstone.replace",
                                      argument: ["uri": uri, "version": .int(document.version), "range": range,
                                                 "text": .string(suggestion)]))
        }
        if finding.finding.rule == Rule.spelling.id {
            let word = JSONValue.string(finding.text)
            actions.append(CodeAction(title: "Add '\(finding.text)' to your dictionary", kind: "quickfix", diagnostic: diagnostic,
                                      command: "inkstone.addWord", argument: ["word": word, "scope": "personal", "uri": uri]))
            if document.profile.projectWords != nil {
                actions.append(CodeAction(title: "Add '\(finding.text)' to the project's words", kind: "quickfix",
                                          diagnostic: diagnostic, command: "inkstone.addWord",
                                          argument: ["word": word, "scope": "project", "uri": uri]))
            }
        }
        actions.append(CodeAction(title: "Ignore this finding", kind: "quickfix", diagnostic: diagnostic,
                                  command: "inkstone.ignore",
                                  argument: ["uri": uri, "range": range, "rule": .string(finding.finding.rule.rawValue)]))
        let line = document.text.lines.line(containing: finding.range.location).index
        if let edit = silencing(line: line, of: document) {
            actions.append(CodeAction(title: "Silence Inkstone on this line", kind: "quickfix", diagnostic: diagnostic,
                                      edit: workspaceEdit([edit], in: document), command: "inkstone.silenceLine",
                                      argument: ["uri": uri, "line": .int(line)]))
        }
        return actions
    }

    private func fixAll(_ document: OpenDocument, reported: [LiveFinding]) -> CodeAction? {
        let edits = corrections(in: document.text.fullRange, of: document, reported: reported)
        guard !edits.isEmpty else { return nil }
        return CodeAction(title: "Fix all \(edits.count) sure correction\(edits.count == 1 ? "" : "s")", kind: Self.fixAllKind,
                          diagnostic: nil, edit: workspaceEdit(edits, in: document), command: "inkstone.fixAll",
                          argument: ["uri": .string(document.uri)])
    }
}
