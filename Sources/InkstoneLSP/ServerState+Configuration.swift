import Foundation
import InkstoneJSON
import InkstoneProject

/// Settings and watched files (issue #15, item 9): fetched once per change, never per
/// keystroke; a change re-checks the open documents without a restart; bad settings
/// keep the last good ones and say why.
extension ServerState {
    /// Takes new settings; false (and a message) when they are refused.
    @discardableResult
    mutating func adopt(settingsFrom json: JSONValue, _ services: ServerServices) -> Bool {
        do {
            settings = try ServerSettings(json, home: services.options.environment["HOME"] ?? NSHomeDirectory())
            return true
        } catch {
            services.showMessage("settings: \(error); keeping the last good settings", state: self)
            return false
        }
    }

    func fetchConfiguration(_ services: ServerServices) {
        let schedule = services.schedule
        services.outbox.request("workspace/configuration", ["items": [["section": "inkstone"]]]) { result in
            guard let section = result?.array?.first, section != .null else { return }
            schedule { state, services in
                if state.adopt(settingsFrom: section, services) { state.recheckAll(services) }
            }
        }
    }

    mutating func didChangeConfiguration(_ params: LSP.DidChangeConfigurationParams, _ services: ServerServices) {
        let given = params.settings ?? .null
        // Many clients send `null` or `{}` and expect the server to ask.
        if given != .null, given != .object([]), given["inkstone"] != nil || !client.answersConfiguration {
            if adopt(settingsFrom: given, services) { recheckAll(services) }
        } else if client.answersConfiguration {
            fetchConfiguration(services)
        }
    }

    mutating func didChangeWorkspaceFolders(_ params: LSP.DidChangeWorkspaceFoldersParams) {
        let removed = Set((params.event.removed ?? []).compactMap { DocumentURI.path(of: $0.uri) })
        let added = (params.event.added ?? []).compactMap { DocumentURI.path(of: $0.uri) }
        workspaceFolders = workspaceFolders.filter { !removed.contains($0) } + added
    }

    /// Looks at the watched files itself, for clients that cannot watch them: their
    /// stat(2)s off the queue, a re-check on it when one changed.
    static func pollWatchedFiles(every interval: Double, _ services: ServerServices) {
        services.after(milliseconds: Int(interval * 1000)) { state, services in
            guard let watcher = state.watcher else { return }
            let paths = state.watchedPaths(services)
            services.inBackground({ watcher.changed(paths) }) { state, services, changed in
                guard state.watcher != nil else { return }
                if changed {
                    services.log.info("a config file, word list or dictionary changed: checking the open documents again")
                    state.recheckAll(services)
                }
                Self.pollWatchedFiles(every: interval, services)
            }
        }
    }

    /// Every file whose change alters what an open document is checked with, and the
    /// places a new `.inkstone.json` would be found.
    func watchedPaths(_ services: ServerServices) -> [String] {
        var paths = Set([personalDictionaryPath(services)])
        for document in documents.values {
            paths.formUnion(document.profile.watchedPaths)
            guard let path = document.path else { continue }
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty && folder != "/" {
                paths.insert(folder + "/" + ProjectConfig.fileName)
                if document.profile.projectFolder == folder { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return paths.sorted()
    }
}
