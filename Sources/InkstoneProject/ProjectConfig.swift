import Foundation
import InkstoneProofing
import InkstoneText

/// `.inkstone.json` (JSON5 allowed), found from a checked file's folder upwards. The
/// same file serves editors and CI.
public struct ProjectConfig: Codable, Sendable, Equatable {
    /// Hunspell dictionary names; a word is fine when any accepts it.
    public var languages: [String]?
    /// Words accepted in this project.
    public var words: [String]?
    /// Words always flagged, as `bad` or `bad->good`.
    public var flagWords: [String]?
    /// Globs of paths not to check (gitignore syntax): the walk's exclude list.
    public var ignorePaths: [String]?
    /// Globs of paths a folder walk checks even though it would pass them over as data,
    /// generated or without a grammar (`WalkSelection`); gitignore syntax.
    public var include: [String]?
    /// Regular expressions whose matches are not checked.
    public var ignorePatterns: [String]?
    /// Rules turned on or off by name (`spelling`, `repeated-word`, `a-an` …).
    public var rules: [String: Bool]?
    /// ALL-CAPS words up to this many letters are acronyms and not checked (default 5).
    public var maxAcronymLength: Int?
    public var overrides: [Override]?
    /// What `check` reports: `"default"` (typos, flagged words, grammar) or `"all"`,
    /// unknown words too (`Finding.Tier`, issue #26).
    public var report: String?

    /// The values `report` may have.
    public static let reportValues = ["default", "all"]

    /// Whether `report` asks for every tier.
    public var reportsEverything: Bool { report == "all" }

    /// Set when the config is applied to one file: the language an override gives it
    /// (`"language": "markdown"` for `*.mdx`), and whether `include` or such an
    /// override names it, so that a walk checks it whatever its kind.
    public internal(set) var language: String? = nil
    public internal(set) var isIncluded = false
    /// Whether an override gives these files their `languages`: then their path does
    /// not (`docs/de/…`, `WrittenLanguage`).
    public internal(set) var setsLanguages = false

    /// Settings for the files matching `files` (globs relative to the config's folder).
    /// Lists are added to the config's own, `languages` and `maxAcronymLength` replace
    /// them, `rules` are merged (the override wins).
    public struct Override: Codable, Sendable, Equatable {
        public var files: [String]
        public var languages: [String]?
        public var words: [String]?
        public var flagWords: [String]?
        public var ignorePatterns: [String]?
        public var rules: [String: Bool]?
        public var maxAcronymLength: Int?
        /// The language to parse the files as (a name from `inkstone languages`).
        public var language: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case files, languages, words, flagWords, ignorePatterns, rules, maxAcronymLength, language
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case languages, words, flagWords, ignorePaths, include, ignorePatterns, rules, maxAcronymLength, overrides, report
    }

    /// The names `rules` may turn on or off.
    public static var ruleNames: [String] { Rule.configurableIDs }

    public init() {}

    /// The largest configuration file read: a few lines are usual.
    public static let sizeLimit = 256 << 10

    /// The configuration file's name, in a project's root folder (or any below it).
    public static let fileName = ".inkstone.json"

    /// The config that applies to `path`, with its matching overrides folded in, and
    /// the config file's folder; nil when no `.inkstone.json` lies above.
    /// With `file` (`--config`), that file serves every path, from its own folder.
    /// `load` reads a config file (a run reads each once: `ProjectReading`).
    public static func find(for path: String, using file: String? = nil,
                            load: (String) throws(ConfigError) -> ProjectConfig = { path throws(ConfigError) in try ProjectConfig.load(path) })
        throws(ConfigError) -> (config: ProjectConfig, folder: String)? {
        if let file {
            let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
            return (try load(file).applying(to: path, from: folder), folder)
        }
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue) {
            folder.deleteLastPathComponent()
        }
        while true {
            let candidate = folder.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) {
                let config = try load(candidate)
                return (config.applying(to: path, from: folder.path), folder.path)
            }
            if folder.path == "/" || folder.pathComponents.count <= 1 { return nil }
            folder.deleteLastPathComponent()
        }
    }

    /// Reads and checks a config file. Every error names the file and, where it can,
    /// the line and column or the key, and what is allowed there.
    public static func load(_ path: String) throws(ConfigError) -> ProjectConfig {
        let data: Data
        do { data = try LimitedFile.read(path, limit: sizeLimit, kind: "a configuration") } catch {
            switch error {
            case let .tooLarge(_, bytes, _, _):
                throw .invalid(path: path, reason: "\(bytes.map { "\($0) bytes" } ?? "larger than that"), "
                    + "more than the \(sizeLimit >> 10) KB a configuration may have")
            case let .notRegularFile(_, kind): throw .invalid(path: path, reason: "not a regular file (\(kind)); a configuration is a file")
            default: throw .unreadable(path: path)
            }
        }
        // Nesting first: the decoder below and the error's line and column both depend
        // on a reader that a hostile file cannot drive off the stack.
        let text = String(decoding: data, as: UTF8.self)
        if let problem = JSON5Syntax.problem(in: text), problem.isNesting {
            throw .invalid(path: path, reason: "line \(problem.line), column \(problem.column): \(problem.message)")
        }
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        let config: ProjectConfig
        do {
            config = try decoder.decode(ProjectConfig.self, from: data)
        } catch let DecodingError.typeMismatch(type, context) {
            throw .invalid(path: path, reason: "\(ConfigCheck.keyPath(context.codingPath)) must be \(ConfigCheck.describe(type))")
        } catch let DecodingError.valueNotFound(type, context) {
            throw .invalid(path: path, reason: "\(ConfigCheck.keyPath(context.codingPath)) must be \(ConfigCheck.describe(type)), not null")
        } catch let DecodingError.keyNotFound(key, context) {
            throw .invalid(path: path, reason: "\(ConfigCheck.keyPath(context.codingPath + [key])) is missing")
        } catch {
            if let problem = JSON5Syntax.problem(in: text) {
                throw .invalid(path: path, reason: "line \(problem.line), column \(problem.column): \(problem.message)")
            }
            throw .invalid(path: path, reason: "not valid JSON5")
        }
        if let problem = ConfigCheck.problem(in: data, config: config) { throw .invalid(path: path, reason: problem) }
        return config
    }

    /// Folds in the overrides whose globs match `path`.
    func applying(to path: String, from folder: String) -> ProjectConfig {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let relative = absolute.hasPrefix(folder + "/") ? String(absolute.dropFirst(folder.count + 1)) : absolute
        var result = self
        if let include {
            var rules = IgnoreRules()
            rules.add(include.joined(separator: "\n"), in: "")
            result.isIncluded = rules.ignores(relative, isFolder: false)
        }
        for override in overrides ?? [] {
            var rules = IgnoreRules()
            rules.add(override.files.joined(separator: "\n"), in: "")
            guard rules.ignores(relative, isFolder: false) else { continue }
            if let language = override.language {
                result.language = language
                result.isIncluded = true
            }
            if let languages = override.languages {
                result.languages = languages
                result.setsLanguages = true
            }
            result.words = (result.words ?? []) + (override.words ?? [])
            if let flagWords = override.flagWords { result.flagWords = (result.flagWords ?? []) + flagWords }
            if let patterns = override.ignorePatterns { result.ignorePatterns = (result.ignorePatterns ?? []) + patterns }
            result.rules = (result.rules ?? [:]).merging(override.rules ?? [:]) { $1 }
            if let length = override.maxAcronymLength { result.maxAcronymLength = length }
        }
        return result
    }

    /// What the config decides about findings, as the proofreader takes it.
    public var policy: CheckPolicy {
        CheckPolicy(words: words ?? [], flagWords: flagWords ?? [], rules: rules ?? [:], maxAcronymLength: maxAcronymLength,
                    ignorePatterns: ignorePatterns ?? [])
    }
}
