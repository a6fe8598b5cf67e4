import InkstoneJSON

/// `initialize`, `initialized`, `shutdown`, `exit`, and what changes around the documents.
extension LSP {
    struct WorkspaceFolder: Decodable {
        let uri: String
    }

    struct InitializeParams: Decodable {
        let capabilities: JSONValue?
        let workspaceFolders: [WorkspaceFolder]?
        let rootUri: String?
        let rootPath: String?
        let initializationOptions: JSONValue?
    }

    struct DidChangeConfigurationParams: Decodable {
        let settings: JSONValue?
    }

    struct WorkspaceFoldersChange: Decodable {
        let added: [WorkspaceFolder]?
        let removed: [WorkspaceFolder]?
    }

    struct DidChangeWorkspaceFoldersParams: Decodable {
        let event: WorkspaceFoldersChange
    }

    enum Initialize: LSPMethod { typealias Params = InitializeParams; static let name = "initialize" }
    enum Initialized: LSPMethod { typealias Params = NoParams; static let name = "initialized" }
    enum Shutdown: LSPMethod { typealias Params = NoParams; static let name = "shutdown" }
    enum Exit: LSPMethod { typealias Params = NoParams; static let name = "exit" }
    enum DidChangeConfiguration: LSPMethod {
        typealias Params = DidChangeConfigurationParams
        static let name = "workspace/didChangeConfiguration"
    }
    enum DidChangeWatchedFiles: LSPMethod { typealias Params = NoParams; static let name = "workspace/didChangeWatchedFiles" }
    enum DidChangeWorkspaceFolders: LSPMethod {
        typealias Params = DidChangeWorkspaceFoldersParams
        static let name = "workspace/didChangeWorkspaceFolders"
    }
}
