import Foundation
import InkstoneJSON

/// Settings and watched files (issue #15, item 9): fetched once per change, never per
/// keystroke; a change re-checks the open documents without a restart; bad settings
/// keep the last good ones and say why.
extension LanguageServer {
    /// Takes new settings; false (and a message) when they are refused.
    @discardableResult
    func adopt(settingsFrom json: JSONValue) -> Bool {
        do {
            settings = try ServerSettings(json, home: options.environment["HOME"] ?? NSHomeDirectory())
            return true
        } catch {
            showMessage("settings: \(error); keeping the last good settings")
            return false
        }
    }

    func fetchConfiguration() {
        request("workspace/configuration", ["items": [["section": "inkstone"]]]) { [weak self] result in
            guard let self, let section = result?.array?.first, section != .null else { return }
            if self.adopt(settingsFrom: section) { self.recheckAll() }
        }
    }

    func didChangeConfiguration(_ params: JSONValue) {
        let given = params["settings"] ?? .null
        // Many clients send `null` or `{}` and expect the server to ask.
        if given != .null, given != .object([]), given["inkstone"] != nil || !client.answersConfiguration {
            if adopt(settingsFrom: given) { recheckAll() }
        } else if client.answersConfiguration {
            fetchConfiguration()
        }
    }

    func didChangeWorkspaceFolders(_ params: JSONValue) {
        let removed = Set((params["event"]?["removed"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(DocumentURI.path) })
        let added = (params["event"]?["added"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(DocumentURI.path) }
        workspaceFolders = workspaceFolders.filter { !removed.contains($0) } + added
    }

    /// The client saw a watched file change.
    func watchedFilesChanged() {
        recheckAll()
    }

    /// Looks at the watched files itself, for clients that cannot watch them.
    func pollWatchedFiles(every interval: Double) {
        queue.asyncAfter(deadline: .now() + interval) { [weak self] in
            guard let self, let watcher = self.watcher else { return }
            if watcher.changed(self.watchedPaths) {
                self.log.info("a config file, word list or dictionary changed: checking the open documents again")
                self.recheckAll()
            }
            self.pollWatchedFiles(every: interval)
        }
    }

    /// Every file whose change alters what an open document is checked with, and the
    /// places a new `.inkstone.json` would be found.
    var watchedPaths: [String] {
        var paths = Set([personalDictionaryPath])
        for document in documents.values {
            paths.formUnion(document.profile.watchedPaths)
            guard let path = document.path else { continue }
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty && folder != "/" {
                paths.insert(folder + "/.inkstone.json")
                if document.profile.projectFolder == folder { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return paths.sorted()
    }
}
