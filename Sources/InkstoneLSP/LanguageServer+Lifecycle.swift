import Foundation
import InkstoneJSON
import InkstoneProofing

/// `initialize`, `initialized`, `shutdown` (LSP 3.17 lifecycle).
extension LanguageServer {
    /// The commands `workspace/executeCommand` takes (`executeCommandProvider`).
    static let commands = ["inkstone.replace", "inkstone.addWord", "inkstone.ignore", "inkstone.silenceLine", "inkstone.fixAll",
                           "inkstone.contexts", "inkstone.rewrite", "inkstone.proofread"]

    func initialize(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard params.isObject else { throw .invalidParams("initialize takes an object with \"capabilities\"") }
        client = ClientCapabilities(params["capabilities"] ?? .null)
        encoding = PositionEncoding.negotiate(client.positionEncodings)
        workspaceFolders = (params["workspaceFolders"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(DocumentURI.path) }
        if workspaceFolders.isEmpty, let root = params["rootUri"]?.string.flatMap(DocumentURI.path) ?? params["rootPath"]?.string {
            workspaceFolders = [root]
        }
        if let options = params["initializationOptions"], options != .null { adopt(settingsFrom: options) }
        phase = .running
        log.toClient = { [weak self] text, type in
            self?.notify("window/logMessage", ["type": .int(type), "message": .string(text)])
        }
        return ["capabilities": capabilities, "serverInfo": ["name": "inkstone", "version": .string(options.version)]]
    }

    private var capabilities: JSONValue {
        var capabilities: [(String, JSONValue)] = [
            ("positionEncoding", .string(encoding.rawValue)),
            ("textDocumentSync", ["openClose": true, "change": 2, "save": false]),
            ("codeActionProvider", ["codeActionKinds": ["quickfix", "source.fixAll.inkstone"], "resolveProvider": false]),
            ("hoverProvider", true),
            ("executeCommandProvider", ["commands": .array(Self.commands.map { .string($0) })]),
            ("workspace", ["workspaceFolders": ["supported": true, "changeNotifications": true]]),
            ("experimental", ["inkstone": ["contexts": true, "rewrite": true, "proofread": true]]),
        ]
        if client.pullsDiagnostics {
            capabilities.append(("diagnosticProvider", ["identifier": "inkstone", "interFileDependencies": false,
                                                        "workspaceDiagnostics": true]))
        }
        return .object(capabilities)
    }

    func initialized() {
        if client.answersConfiguration { fetchConfiguration() }
        if client.watchesFiles {
            let globs = ["**/.inkstone.json", "**/" + ".inkstone-words.txt", "**/dictionaries/**", settings.personalDictionary ?? personalDictionaryPath]
            request("client/registerCapability", ["registrations": [[
                "id": "inkstone-watched-files", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": .array(globs.map { ["globPattern": .string($0)] })],
            ]]])
        } else if let interval = options.pollInterval {
            watcher = WatchedFiles()
            pollWatchedFiles(every: interval)
        }
    }

    func shutdown() -> JSONValue {
        phase = .shutDown
        watcher = nil
        return .null
    }

    var personalDictionaryPath: String {
        PersonalDictionary(path: settings.personalDictionary, environment: options.environment).path
    }
}
