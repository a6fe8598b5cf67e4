import Foundation

/// The dictionaries a file is checked with: its languages, looked up with its
/// project's `dictionaries/` folder (beside the project's `.inkstone.json`, else the
/// current folder), so that one run over two projects uses each one's own.
public struct DictionaryChoice: Hashable, Sendable {
    public private(set) var languages: [String]
    public let projectDictionaries: String

    public init(languages: [String], projectFolder: String?) {
        self.languages = languages
        projectDictionaries = (projectFolder ?? FileManager.default.currentDirectoryPath) + "/dictionaries"
    }

    /// The same project's dictionaries, for other languages.
    public func with(languages: [String]) -> DictionaryChoice {
        var choice = self
        choice.languages = languages
        return choice
    }

    public var locator: DictionaryLocator { DictionaryLocator(projectFolder: projectDictionaries) }
}
