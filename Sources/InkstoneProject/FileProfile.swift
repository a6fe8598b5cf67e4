import Foundation
import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// How one file, or one buffer, is checked — decided once, by one function, for every
/// host: `check`, `fix`, `rewrite`, the language server's open documents and its
/// workspace scan, the HTTP API, an embedding editor. Its language (the override, the
/// file's name, its `#!` line, a modeline), the language it is written in (what a
/// translation's path says), its dictionaries, its project's configuration and word
/// lists, and the project's own names.
public struct FileProfile: Sendable {
    /// The dictionary a file is checked with when nothing says otherwise.
    public static let defaultDictionary = "en_US"

    /// What a host sets for every file instead of what each file's project says.
    public struct Overrides: Sendable {
        /// The language to parse as (`--language`, a client's choice for an untitled buffer).
        public var language: String?
        /// The dictionaries (`--dictionary`, the editor's `dictionaries` setting).
        public var dictionaries: [String]?
        /// The configuration file for every path (`--config`).
        public var configFile: String?
        /// What an editor calls the language (an LSP `languageId`): read only for a
        /// buffer without a path, so that an open file is read as `check` reads it.
        public var clientLanguageID: String?
        /// The personal dictionary's file; nil for `$XDG_CONFIG_HOME/inkstone/words.txt`.
        public var personalDictionary: String?
        /// False to check without the personal dictionary's words (a host that found
        /// the list unreadable has said so once, and goes on without it).
        public var readsPersonalDictionary = true
        /// Rules a host turns on or off over the configuration's `rules` (an HTTP
        /// client's `disabledRules`); the judge applies them as if the config said so.
        public var rules: [String: Bool] = [:]
        public var environment: [String: String]

        public init(language: String? = nil, dictionaries: [String]? = nil, configFile: String? = nil,
                    clientLanguageID: String? = nil, personalDictionary: String? = nil,
                    environment: [String: String] = ProcessInfo.processInfo.environment) {
            (self.language, self.dictionaries, self.configFile) = (language, dictionaries, configFile)
            (self.clientLanguageID, self.personalDictionary, self.environment) = (clientLanguageID, personalDictionary, environment)
        }
    }

    /// Why a profile cannot be made; each names the file (or setting) and the fix.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case config(ConfigError)
        case unknownLanguage(String)

        public var description: String {
            switch self {
            case .config(let error): "\(error)"
            case .unknownLanguage(let name): "unknown language '\(name)'; 'inkstone languages' lists them"
            }
        }
    }

    /// The path it was made for; nil for a buffer without one (or standard input).
    public let path: String?
    /// Set by `FileCheck` for the parts of a notebook (its Markdown, its code).
    public internal(set) var language: Language
    /// The configuration for this path, its overrides folded in (empty when none applies).
    public let config: ProjectConfig
    /// The folder of the `.inkstone.json` that applies: the project's.
    public let projectFolder: String?
    public let choice: DictionaryChoice
    /// The language a translation's path names (`docs/de/…`), when it names one.
    public let writtenLanguage: String?
    /// Set when no installed dictionary knows the language the path names: the file
    /// is then not read at all, by any host; says why and what to install.
    public let unreadReason: String?
    public let personalDictionary: PersonalDictionary
    /// The words accepted beyond the dictionaries: the personal list's and the project's list's.
    public let personalWords: Set<String>
    /// The project's own names (`ProjectVocabulary`).
    public let projectNames: Set<String>
    /// Whether the path, from its repository's root, is a test file or an example
    /// program (`TestPaths`): its string literals are data.
    public var isTestFile = false

    /// The configuration file that applies, when there is one.
    public var configFile: String? {
        guard let projectFolder else { return nil }
        return configFileOverride ?? projectFolder + "/" + ProjectConfig.fileName
    }

    private let configFileOverride: String?

    /// The project's word list, where "add to the project's words" writes.
    public var projectWords: PersonalDictionary? { projectFolder.map(PersonalDictionary.project(in:)) }

    /// The files whose change alters this profile.
    public var watchedPaths: [String] {
        [configFile, projectWords?.path, personalDictionary.path, choice.projectDictionaries].compactMap { $0 }
    }

    /// What the judge applies: the project's settings.
    public var policy: CheckPolicy {
        var policy = config.policy
        // Markup and plain text hold no string literals; a code file in a test folder does.
        policy.literalsAreData = isTestFile
        return policy
    }

    /// The profile of `path` (nil for a buffer without a path), whose first line is
    /// `firstLine` (read for a `#!` line) and whose text may hold a modeline.
    /// `reading` keeps what a run has read from disk already; `lookups`, the dictionaries
    /// installed.
    public static func resolve(path: String?, text: String? = nil, overrides: Overrides = Overrides(),
                               lookups: SharedLookups? = nil, reading: ProjectReading = ProjectReading()) throws(Problem) -> FileProfile {
        let found: (config: ProjectConfig, folder: String)?
        do {
            found = try ProjectConfig.find(for: path ?? ".", using: overrides.configFile) { file throws(ConfigError) in
                try reading.config(file)
            }
        } catch { throw .config(error) }
        var config = found?.config ?? ProjectConfig()
        if !overrides.rules.isEmpty { config.rules = (config.rules ?? [:]).merging(overrides.rules) { $1 } }
        let language = try Self.language(path: path, text: text, config: config, overrides: overrides)
        let personal = PersonalDictionary(path: overrides.personalDictionary, environment: overrides.environment)
        var words = overrides.readsPersonalDictionary ? try Self.words(of: personal, reading: reading) : []
        if let folder = found?.folder { words += try Self.words(of: .project(in: folder), reading: reading) }
        // A project's own dictionaries lie beside its .inkstone.json, else at the root of
        // the file's repository (the current folder for standard input).
        let dictionaryFolder = found?.folder ?? FileWalker.base(of: path.map(Self.absoluteFolder) ?? FileManager.default.currentDirectoryPath)
        var choice = DictionaryChoice(languages: overrides.dictionaries ?? config.languages ?? [defaultDictionary],
                                      projectFolder: dictionaryFolder)
        // A translation's path names its language (`docs/de/…`), unless a host or an
        // override for these files sets one outright.
        var written: String?
        var unreadReason: String?
        if let path, overrides.dictionaries == nil, !config.setsLanguages, let code = Self.writtenLanguage(ofPath: path, reading: reading),
           !choice.languages.contains(where: { WrittenLanguage.code(ofDictionary: $0) == code }) {
            written = code
            let installed = lookups.map { $0.installedDictionaries(for: choice) } ?? choice.locator.installed()
            if let name = installed.first(where: { WrittenLanguage.code(ofDictionary: $0) == code }) {
                choice = choice.with(languages: [name])
            } else if WrittenLanguage.isWrittenInAnotherScript(code) && !WrittenLanguage.namesLatinScript(path) {
                // `doc/tutorial.zh-cn.md`: its words in Latin letters are English (rapidjson's
                // `conacts`); the paragraph stage leaves the words in its own script unread.
            } else {
                unreadReason = "written in '\(code)', as its path says; no '\(code)' dictionary is installed "
                    + "(install a Hunspell dictionary for it, as with 'apt search hunspell-\(code)', or set \"languages\" for these files in .inkstone.json)"
            }
        }
        let names = path.map { reading.names(from: Self.absoluteFolder(of: $0)) } ?? []
        var profile = FileProfile(path: path, language: language, config: config, projectFolder: found?.folder, choice: choice,
                                  writtenLanguage: written, unreadReason: unreadReason, personalDictionary: personal,
                                  personalWords: Set(words), projectNames: names, configFileOverride: overrides.configFile)
        if let path {
            let (absolute, base) = Self.absolutePath(of: path, reading: reading)
            let relative = absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : path
            profile.isTestFile = TestPaths.isTest(relative) || TestPaths.isExample(relative)
        }
        return profile
    }

    /// What can be said of a document before its project is read from disk: its
    /// language by its name, its `#!` line, a modeline or what the editor calls it, and
    /// the defaults otherwise (a language server follows the text with it meanwhile).
    public static func provisional(path: String?, text: String?, overrides: Overrides = Overrides()) -> FileProfile {
        var withoutConfig = overrides
        withoutConfig.configFile = nil
        let language = (try? Self.language(path: path, text: text, config: ProjectConfig(), overrides: withoutConfig))
            ?? LanguageRegistry.plainText
        return defaults(overrides: overrides, language: language)
    }

    /// The defaults for a buffer whose project's configuration (or word list) cannot
    /// be read: no words, no names, the host's dictionaries or the default one.
    public static func defaults(overrides: Overrides = Overrides(), language: Language = LanguageRegistry.plainText) -> FileProfile {
        FileProfile(path: nil, language: language, config: ProjectConfig(), projectFolder: nil,
                    choice: DictionaryChoice(languages: overrides.dictionaries ?? [defaultDictionary], projectFolder: nil),
                    writtenLanguage: nil, unreadReason: nil,
                    personalDictionary: PersonalDictionary(path: overrides.personalDictionary, environment: overrides.environment),
                    personalWords: [], projectNames: [], configFileOverride: overrides.configFile)
    }

    /// The profile of a file whose configuration (or one of its word lists) cannot be
    /// read: the defaults, but with every word list that still reads — the person's, and
    /// the project's beside a broken `.inkstone.json` — so that a typo in the config
    /// does not turn every word the project taught into a finding while it is fixed.
    public static func keepingWords(despite error: ConfigError, path: String?, text: String?,
                                    overrides: Overrides = Overrides()) -> FileProfile {
        var profile = provisional(path: path, text: text, overrides: overrides)
        let personal = overrides.readsPersonalDictionary ? (try? profile.personalDictionary.words()) ?? [] : []
        var folder: String?
        if case .invalid(let config, _) = error, URL(fileURLWithPath: config).lastPathComponent == ProjectConfig.fileName {
            folder = URL(fileURLWithPath: config).deletingLastPathComponent().path
        }
        let project = folder.map { (try? PersonalDictionary.project(in: $0).words()) ?? [] } ?? []
        profile = FileProfile(path: path, language: profile.language, config: ProjectConfig(), projectFolder: folder,
                              choice: DictionaryChoice(languages: overrides.dictionaries ?? [defaultDictionary], projectFolder: folder),
                              writtenLanguage: nil, unreadReason: nil, personalDictionary: profile.personalDictionary,
                              personalWords: Set(personal + project), projectNames: [], configFileOverride: overrides.configFile)
        return profile
    }

    /// The language of a file: the override (`--language`, then an override's
    /// `language` in the config), else its name, its `#!` line or a modeline, else
    /// (a buffer without a path only) what the editor calls it; plain text otherwise.
    static func language(path: String?, text: String?, config: ProjectConfig, overrides: Overrides) throws(Problem) -> Language {
        if let name = overrides.language ?? config.language {
            guard let language = LanguageRegistry.named(name), !language.isLayerOnly else { throw .unknownLanguage(name) }
            return language
        }
        let firstLine = text.map { String($0.prefix { $0 != "\n" && $0 != "\r" }.prefix(512)) }
        if let path {
            let byName = LanguageRegistry.language(forPath: path, firstLine: firstLine)
            if !byName.isPlainText { return byName }
            return text.flatMap(LanguageRegistry.language(forModelineIn:)) ?? byName
        }
        if let id = overrides.clientLanguageID, let language = LanguageRegistry.language(forClientID: id) { return language }
        let byShebang = LanguageRegistry.language(forPath: "", firstLine: firstLine)
        if !byShebang.isPlainText { return byShebang }
        return text.flatMap(LanguageRegistry.language(forModelineIn:)) ?? LanguageRegistry.plainText
    }

    /// The file's absolute path and its project's root (`ProjectReading.base`).
    private static func absolutePath(of path: String, reading: ProjectReading) -> (path: String, base: String) {
        let folder = absoluteFolder(of: path)
        return (folder + "/" + URL(fileURLWithPath: path).lastPathComponent, reading.base(of: folder))
    }

    /// The language the file's path names (`docs/de/…`), read from the folders below its
    /// project's root: those above are someone's machine (`/tmp/rn/` beside `/tmp/ta/`).
    private static func writtenLanguage(ofPath path: String, reading: ProjectReading) -> String? {
        let (absolute, base) = absolutePath(of: path, reading: reading)
        return WrittenLanguage.code(ofPath: absolute, below: base)
    }

    /// The folder a path is or lies in, absolute.
    static func absoluteFolder(of path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
            ? url.path : url.deletingLastPathComponent().path
    }

    private static func words(of list: PersonalDictionary, reading: ProjectReading) throws(Problem) -> [String] {
        do { return try reading.words(of: list) } catch {
            throw .config(.unreadableWordList(path: list.path, reason: error.fact))
        }
    }
}
