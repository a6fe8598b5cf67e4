import Foundation
import InkstoneProject
import InkstoneProofing

/// How one document is checked: as `inkstone check` would check its path (the
/// `.inkstone.json` found upwards with its overrides, the project's word list, the
/// project's `dictionaries/`, the personal dictionary), or with the defaults for an
/// untitled document.
struct CheckProfile {
    var config = ProjectConfig()
    /// The `.inkstone.json` that applies, and its folder (the project's).
    var configFile: String?
    var projectFolder: String?
    var choice: DictionaryChoice
    var personalDictionary: PersonalDictionary
    /// The project's own names (`ProjectVocabulary`), which its prose may mention.
    var projectNames: Set<String> = []

    /// The defaults, for a document without a path (or whose project's config is broken).
    init(settings: ServerSettings, environment: [String: String]) {
        personalDictionary = PersonalDictionary(path: settings.personalDictionary, environment: environment)
        choice = DictionaryChoice(languages: settings.dictionaries ?? ["en_US"], projectFolder: nil)
    }

    /// Throws when the project's config cannot be read; `ConfigError` names the file and the fault.
    init(path: String?, settings: ServerSettings, environment: [String: String]) throws(ConfigError) {
        personalDictionary = PersonalDictionary(path: settings.personalDictionary, environment: environment)
        _ = try Self.words(of: personalDictionary)
        if let path, let found = try ProjectConfig.find(for: path) {
            config = found.config
            projectFolder = found.folder
            configFile = found.folder + "/.inkstone.json"
            config.words = (config.words ?? []) + (try Self.words(of: PersonalDictionary.project(in: found.folder)))
        }
        choice = DictionaryChoice(languages: settings.dictionaries ?? config.languages ?? ["en_US"],
                                  projectFolder: projectFolder ?? path.map { ($0 as NSString).deletingLastPathComponent })
        if let path {
            let folder = (path as NSString).deletingLastPathComponent
            projectNames = ProjectVocabulary.names(from: folder, upTo: FileWalker.base(of: folder))
        }
    }

    /// A word list's words; one that cannot be read is a problem of the settings, shown
    /// like a broken config (the last good profile is kept).
    private static func words(of list: PersonalDictionary) throws(ConfigError) -> [String] {
        do { return try list.words() } catch {
            guard case .unreadable(_, let reason) = error else { throw .unreadableWordList(path: list.path, reason: "\(error)") }
            throw .unreadableWordList(path: list.path, reason: reason)
        }
    }

    static func personalDictionaryPath(settings: ServerSettings, environment: [String: String]) -> String {
        PersonalDictionary(path: settings.personalDictionary, environment: environment).path
    }

    /// The project's word list, where "add to the project's words" writes.
    var projectWords: PersonalDictionary? { projectFolder.map(PersonalDictionary.project(in:)) }

    /// The files whose change alters what this profile checks with.
    var watchedPaths: [String] {
        [configFile, projectWords?.path, personalDictionary.path, choice.projectDictionaries].compactMap { $0 }
    }
}
