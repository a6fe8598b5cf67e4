import InkstoneJSON
import InkstoneProofing
import InkstoneText

/// `textDocument/codeAction` (issue #15, item 6): replace with a suggestion, add the
/// word to a word list, ignore the finding, silence the line, fix every correction.
extension ServerState {
    func codeActions(_ params: LSP.CodeActionParams, _ services: ServerServices) throws(ResponseError) -> JSONValue {
        let document = try self.document(params.textDocument.uri)
        let range = try encoding.range(params.range, in: document.text)
        let reported = document.reportedFindings
        let sent = params.context?.diagnostics ?? []
        var findings: [(LiveFinding, JSONValue)] = sent.compactMap { diagnostic in
            guard diagnostic["source"]?.string == "inkstone", let live = finding(for: diagnostic, among: reported, in: document) else { return nil }
            return (live, diagnostic)
        }
        // The server's own findings in the range (at the cursor, for an empty range) are
        // offered too: clients that send an empty context (Neovim's code_action() with no
        // diagnostics on the line) or only other servers' diagnostics still get the fixes.
        let offered = Set(findings.map(\.0.id))
        findings += reported.filter { !offered.contains($0.id) && Self.reaches($0.range, range) }
            .map { ($0, diagnostic($0.finding, in: document.text)) }
        var actions = findings.flatMap { quickFixes($0.0, diagnostic: $0.1, in: document, services) }
        if let fixAll = fixAll(document, reported: reported) { actions.append(fixAll) }
        let wanted = actions.filter { $0.isWanted(by: params.context?.only) }
        return .array(wanted.map { client.takesActionLiterals ? $0.literal : $0.command })
    }

    /// Whether a finding's range is in the asked range: overlapping it, or holding the
    /// cursor (an empty range) anywhere from its first character to just after its last.
    static func reaches(_ finding: TextRange, _ asked: TextRange) -> Bool {
        asked.length == 0 ? finding.location <= asked.location && asked.location <= finding.end : finding.overlaps(asked)
    }

    private func quickFixes(_ finding: LiveFinding, diagnostic: JSONValue, in document: OpenDocument,
                            _ services: ServerServices) -> [CodeAction] {
        let uri = JSONValue.string(document.uri)
        let range = encoding.json(finding.range, in: document.text)
        var actions: [CodeAction] = []
        for (index, suggestion) in suggestions(of: finding, in: document).prefix(5).enumerated() {
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

    /// A finding's suggestions; asked for directly when the suggestion index is still
    /// being built (then findings carry none), so that the first request after start-up
    /// already offers the replacement (issue #25, item 7).
    func suggestions(of finding: LiveFinding, in document: OpenDocument) -> [String] {
        guard finding.suggestions.isEmpty, finding.kind != .grammar, let checker = document.editor.proofreader?.checker else {
            return finding.suggestions
        }
        return checker.suggestionsWithoutWaiting(for: finding.text)
    }

    private func fixAll(_ document: OpenDocument, reported: [LiveFinding]) -> CodeAction? {
        let edits = corrections(in: document.text.fullRange, of: document, reported: reported)
        guard !edits.isEmpty else { return nil }
        return CodeAction(title: "Fix all \(edits.count) sure correction\(edits.count == 1 ? "" : "s")", kind: CodeAction.fixAllKind,
                          diagnostic: nil, edit: workspaceEdit(edits, in: document), command: "inkstone.fixAll",
                          argument: ["uri": .string(document.uri)])
    }
}
