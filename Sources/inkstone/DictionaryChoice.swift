import Foundation
import InkstoneProofing

/// The dictionaries a file is checked with: its languages, looked up with its
/// project's `dictionaries/` folder (beside the project's `.inkstone.json`, else the
/// current folder), so that one run over two projects uses each one's own.
struct DictionaryChoice: Hashable, Sendable {
    let languages: [String]
    let projectDictionaries: String

    init(languages: [String], projectFolder: String?) {
        self.languages = languages
        projectDictionaries = (projectFolder ?? FileManager.default.currentDirectoryPath) + "/dictionaries"
    }

    var locator: DictionaryLocator { DictionaryLocator(projectFolder: projectDictionaries) }
}
