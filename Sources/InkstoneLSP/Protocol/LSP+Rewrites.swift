import InkstoneJSON

/// Inkstone's own requests for assistants (`capabilities.experimental.inkstone`).
extension LSP {
    struct RewriteParams: Decodable {
        let textDocument: VersionedTextDocumentIdentifier
        let range: Range
        let newText: String
    }

    enum Contexts: LSPMethod { typealias Params = DocumentRangeParams; static let name = "inkstone/contexts" }
    enum Rewrite: LSPMethod { typealias Params = RewriteParams; static let name = "inkstone/rewrite" }
    enum Proofread: LSPMethod { typealias Params = DocumentRangeParams; static let name = "inkstone/proofread" }
}
