import Foundation
import InkstoneJSON
import InkstoneProject
import InkstoneProofing

/// `initialize`, `initialized`, `shutdown` (LSP 3.17 lifecycle).
extension ServerState {
    mutating func initialize(_ params: LSP.InitializeParams, _ services: ServerServices) throws(ResponseError) -> JSONValue {
        client = ClientCapabilities(params.capabilities ?? .null)
        encoding = PositionEncoding.negotiate(client.positionEncodings)
        workspaceFolders = (params.workspaceFolders ?? []).compactMap { DocumentURI.path(of: $0.uri) }
        if workspaceFolders.isEmpty, let root = params.rootUri.flatMap(DocumentURI.path) ?? params.rootPath {
            workspaceFolders = [root]
        }
        if let options = params.initializationOptions, options != .null { adopt(settingsFrom: options, services) }
        phase = .running
        return ["capabilities": Handler.capabilities(for: self),
                "serverInfo": ["name": "inkstone", "version": .string(services.options.version)]]
    }

    mutating func initialized(_ services: ServerServices) {
        if client.answersConfiguration { fetchConfiguration(services) }
        if client.watchesFiles {
            let globs = ["**/" + ProjectConfig.fileName, "**/" + PersonalDictionary.projectFileName, "**/dictionaries/**",
                         personalDictionaryPath(services)]
            services.outbox.request("client/registerCapability", ["registrations": [[
                "id": "inkstone-watched-files", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": .array(globs.map { ["globPattern": .string($0)] })],
            ]]])
        } else if let interval = services.options.pollInterval {
            watcher = WatchedFiles()
            Self.pollWatchedFiles(every: interval, services)
        }
    }

    mutating func shutdown() {
        phase = .shutDown
        watcher = nil
    }

    func personalDictionaryPath(_ services: ServerServices) -> String {
        PersonalDictionary(path: settings.personalDictionary, environment: services.options.environment).path
    }
}
