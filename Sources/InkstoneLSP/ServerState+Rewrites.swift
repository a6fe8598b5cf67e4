import InkstoneJSON
import InkstoneSessions
import InkstoneText

/// Safe rewrites for assistants (issue #15, item 10): the paragraphs to rewrite with
/// what in them is protected, a rewrite turned into validated minimal edits, and the
/// sure corrections. Declared under `capabilities.experimental.inkstone`.
extension ServerState {
    /// `inkstone/contexts {textDocument, range?}` → the paragraphs meeting the range (S12).
    func contexts(_ params: LSP.DocumentRangeParams) throws(ResponseError) -> JSONValue {
        let document = try self.document(params.textDocument.uri)
        let text = document.text
        let range = try params.range.map { range throws(ResponseError) in try encoding.range(range, in: text) } ?? text.fullRange
        let paragraphs = document.editor.paragraphs(meeting: range).map { paragraph -> JSONValue in
            ["range": encoding.json(paragraph.range, in: text), "text": .string(paragraph.text),
             "protected": .array(paragraph.exclusions.map { encoding.json($0.shifted(by: paragraph.range.location), in: text) })]
        }
        return ["version": .int(document.version), "contexts": .array(paragraphs)]
    }

    /// `inkstone/rewrite {textDocument: {uri, version}, range, newText}` → the accepted
    /// edits (to apply as one undo step) and the rejected pieces with their reasons.
    func rewrite(_ params: LSP.RewriteParams) throws(ResponseError) -> JSONValue {
        let document = try self.document(params.textDocument.uri)
        if let version = params.textDocument.version, version != document.version {
            throw ResponseError(.contentModified, "\(document.uri) is at version \(document.version), not \(version): ask for the contexts again")
        }
        let range = try encoding.range(params.range, in: document.text)
        if let problem = NewTextLimits.problem(with: params.newText, replacing: range, in: document.text, field: "newText") {
            throw .invalidParams("inkstone/rewrite: " + problem)
        }
        let checked = document.editor.checkRewrite(of: range, to: params.newText)
        let accepted = checked.filter { $0.rejection == nil }
        let rejected = checked.compactMap { edit -> JSONValue? in
            guard let reason = edit.rejection else { return nil }
            return ["range": encoding.json(edit.range, in: document.text), "newText": .string(edit.text), "reason": .string(reason.rawValue)]
        }
        return ["version": .int(document.version), "edits": .array(accepted.map { textEdit($0, in: document) }),
                "rejected": .array(rejected)]
    }

    /// `inkstone/proofread {textDocument, range?}` → the sure corrections in the range, as validated edits.
    func proofread(_ params: LSP.DocumentRangeParams) throws(ResponseError) -> JSONValue {
        let document = try self.document(params.textDocument.uri)
        let text = document.text
        let range = try params.range.map { range throws(ResponseError) in try encoding.range(range, in: text) } ?? text.fullRange
        return ["version": .int(document.version),
                "edits": .array(corrections(in: range, of: document).map { textEdit($0, in: document) })]
    }
}
