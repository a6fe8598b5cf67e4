import InkstoneJSON

/// Pulled diagnostics, code actions and commands.
extension LSP {
    struct DocumentDiagnosticParams: Decodable {
        let textDocument: TextDocumentIdentifier
        let previousResultId: String?
    }

    struct PreviousResultID: Decodable {
        let uri: String
        let value: String
    }

    struct WorkspaceDiagnosticParams: Decodable {
        let previousResultIds: [PreviousResultID]?
    }

    struct CodeActionContext: Decodable {
        /// Kept as JSON: an action names the diagnostic it fixes as the client sent it.
        let diagnostics: [JSONValue]?
        let only: [String]?
    }

    struct CodeActionParams: Decodable {
        let textDocument: TextDocumentIdentifier
        let range: Range
        let context: CodeActionContext?
    }

    struct ExecuteCommandParams: Decodable {
        let command: String
        let arguments: [JSONValue]?
    }

    enum DocumentDiagnostic: LSPMethod { typealias Params = DocumentDiagnosticParams; static let name = "textDocument/diagnostic" }
    enum WorkspaceDiagnostic: LSPMethod { typealias Params = WorkspaceDiagnosticParams; static let name = "workspace/diagnostic" }
    enum CodeActions: LSPMethod { typealias Params = CodeActionParams; static let name = "textDocument/codeAction" }
    enum ExecuteCommand: LSPMethod { typealias Params = ExecuteCommandParams; static let name = "workspace/executeCommand" }
}
