import InkstoneJSON

/// Positions, ranges and the documents they are in.
extension LSP {
    struct Position: Codable, Equatable {
        let line: Int
        let character: Int
    }

    struct Range: Codable, Equatable {
        let start: Position
        let end: Position
    }

    struct TextDocumentIdentifier: Decodable {
        let uri: String
    }

    struct VersionedTextDocumentIdentifier: Decodable {
        let uri: String
        let version: Int?
    }

    struct TextDocumentItem: Decodable {
        let uri: String
        let languageId: String?
        let version: Int?
        let text: String
    }

    struct ContentChange: Decodable {
        /// Nil: the change replaces the whole text.
        let range: Range?
        let text: String
    }

    struct DidOpenParams: Decodable {
        let textDocument: TextDocumentItem
    }

    struct DidChangeParams: Decodable {
        let textDocument: VersionedTextDocumentIdentifier
        let contentChanges: [ContentChange]
    }

    struct DidCloseParams: Decodable {
        let textDocument: TextDocumentIdentifier
    }

    /// A request about a place or a stretch of one document.
    struct DocumentRangeParams: Decodable {
        let textDocument: TextDocumentIdentifier
        let range: Range?
    }

    struct PositionParams: Decodable {
        let textDocument: TextDocumentIdentifier
        let position: Position
    }

    enum DidOpen: LSPMethod { typealias Params = DidOpenParams; static let name = "textDocument/didOpen" }
    enum DidChange: LSPMethod { typealias Params = DidChangeParams; static let name = "textDocument/didChange" }
    enum DidClose: LSPMethod { typealias Params = DidCloseParams; static let name = "textDocument/didClose" }
    enum Hover: LSPMethod { typealias Params = PositionParams; static let name = "textDocument/hover" }
}
