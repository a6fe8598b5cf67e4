import InkstoneJSON
import InkstoneProofing
import InkstoneSessions
import InkstoneText

/// The edits the server hands out. Each has passed the session rules against the
/// document's current text (S20 S21 S22 S23 S24, `Editor.rejection(ofReplacing:with:)`):
/// none alters protected text, splits a surrogate pair or brings foreign line endings.
extension ServerState {
    /// A suggestion of a finding, if the rules let it replace the finding's text.
    func replacement(_ finding: LiveFinding, with text: String, in document: OpenDocument) -> CheckedEdit? {
        let rejection = document.editor.rejection(ofReplacing: finding.range, with: text)
        return rejection == nil ? CheckedEdit(range: finding.range, text: text, rejection: nil) : nil
    }

    /// Every sure correction (`correction` findings) inside `range`, validated, none
    /// overlapping; `reported` is the document's `reportedFindings`, when already at hand.
    func corrections(in range: TextRange, of document: OpenDocument, reported: [LiveFinding]? = nil) -> [CheckedEdit] {
        var edits: [CheckedEdit] = []
        for finding in reported ?? document.reportedFindings where finding.kind == .correction && !finding.suggestions.isEmpty {
            guard range.location <= finding.range.location && finding.range.end <= range.end,
                  edits.last.map({ $0.range.end <= finding.range.location }) ?? true,
                  let edit = replacement(finding, with: finding.suggestions[0], in: document) else { continue }
            edits.append(edit)
        }
        return edits
    }

    /// A new line before `line` with the directive that silences it, in the language's
    /// comment syntax and the line's indentation; nil for languages without comments.
    ///
    /// It goes in at the start of the line, where it changes no character of the text:
    /// every protected character keeps its text and its order. That is why S21's rule
    /// against insertions inside a protected range is not asked here (in code the
    /// whole space between comments is protected, so no new comment line could pass
    /// it); the bounds and surrogate checks of S20 still are (docs/lsp.md).
    func silencing(line index: Int, of document: OpenDocument) -> CheckedEdit? {
        guard let comment = document.language.lineComment else { return nil }
        let text = document.text
        guard index >= 0 && index < text.lines.count else { return nil }
        let line = text.lines.line(at: index)
        var end = line.start
        while end < line.start + line.length && (text[end] == 0x20 || text[end] == 0x09) { end += 1 }
        let indentation = text.string(in: TextRange(line.start, end - line.start))
        let inserted = indentation + comment.open + "inkstone:disable-next-line" + comment.close + text.lines.dominantLineEnding.string
        let range = TextRange(line.start, 0)
        switch document.editor.rejection(ofReplacing: range, with: inserted) {
        case nil, .crossesProtected?: return CheckedEdit(range: range, text: inserted, rejection: nil)
        default: return nil
        }
    }

    /// Hands `edits` to the client: asks it to apply them (`workspace/applyEdit`) when
    /// it can, and answers with the same `WorkspaceEdit` for the others.
    func applying(_ edits: [CheckedEdit], in document: OpenDocument, label: String, _ services: ServerServices) -> JSONValue {
        let edit = workspaceEdit(edits, in: document)
        if client.appliesEdits && !edits.isEmpty {
            services.outbox.request("workspace/applyEdit", ["label": .string(label), "edit": edit])
        }
        return edit
    }

    /// A `WorkspaceEdit` for one document: versioned `documentChanges` when the client
    /// takes them, else `changes`.
    func workspaceEdit(_ edits: [CheckedEdit], in document: OpenDocument) -> JSONValue {
        let textEdits = JSONValue.array(edits.map { textEdit($0, in: document) })
        if client.versionedEdits {
            return ["documentChanges": [["textDocument": ["uri": .string(document.uri), "version": .int(document.version)],
                                         "edits": textEdits]]]
        }
        return ["changes": .object([(document.uri, textEdits)])]
    }

    func textEdit(_ edit: CheckedEdit, in document: OpenDocument) -> JSONValue {
        ["range": encoding.json(edit.range, in: document.text), "newText": .string(edit.text)]
    }

    /// The reported finding a diagnostic the client sends back stands for: same range,
    /// same rule; nil for a diagnostic whose range cannot be read.
    func finding(for diagnostic: JSONValue, among reported: [LiveFinding], in document: OpenDocument) -> LiveFinding? {
        guard let sent = diagnostic["range"], let lspRange = try? Handler.decode(LSP.Range.self, sent, method: "diagnostic"),
              let range = try? encoding.range(lspRange, in: document.text) else { return nil }
        let rule = diagnostic["code"]?.string.map(Rule.ID.init(rawValue:))
        return reported.first { $0.range == range && (rule == nil || $0.finding.rule == rule) }
    }
}
