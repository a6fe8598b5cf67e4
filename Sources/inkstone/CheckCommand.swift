import Foundation
import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// `inkstone check FILE…`: spelling and grammar findings in the prose of files.
struct CheckCommand {
    static let help = """
    inkstone check — find spelling and grammar problems in the prose of files

    USAGE
      inkstone check [--format text|json|sarif] [--color auto|always|never] [--language NAME] [--dictionary NAMES]
                     [--verbose] [PATH…]

    Only prose is checked (see 'inkstone regions'): comments and strings in code,
    Markdown text without code spans, fenced code, link destinations or URLs. Spelling
    comes from Hunspell; grammar rules: repeated-word, a-an, sentence-case,
    space-before-punctuation.

    PATHs are files or folders (default: the current folder). Folders are walked in
    name order, honouring .gitignore and .ignore files (from the repository's root
    down) and the ignorePaths of .inkstone.json files; binary files and files over
    2 MB are skipped (--verbose says which and why). Files are checked in parallel on
    all cores; the output order is stable.

    OPTIONS
      --format text|json|sarif
                           text: path:line:column: kind: 'word' → suggestions (default);
                           json: one object per finding per line (id, 1-based line
                           and column, UTF-16 offset and length); sarif: SARIF 2.1.0 for
                           code-scanning upload
      --color auto|always|never
                           colour the text format; auto (default): when standard
                           output is a terminal and NO_COLOR is not set
      --verbose            say which files were skipped and why
      --stdin              check standard input (name it with --language; default plain)
      --no-cache           check every file again; by default results are cached in
                           $XDG_CACHE_HOME/inkstone/results (~/.cache/…), keyed by the
                           file's bytes, the dictionaries' bytes, the configuration,
                           your words and the version. (The suggestion index built
                           from a dictionary is kept in …/inkstone/indexes, keyed by
                           the dictionary's content.)
      --language NAME      parse every file as NAME (default: from each file)
      --dictionary NAMES   Hunspell dictionaries, comma-separated (default: the config's
                           "languages", else en_US); a word is fine when any of them
                           accepts it. Found in DICPATH, the project's dictionaries/
                           (beside .inkstone.json, else here), /usr/share/hunspell;
                           or give a .dic file's path

    Configuration: the nearest .inkstone.json above each file (docs/configuration.md);
    inline directives in comments: inkstone:ignore WORD…, inkstone:disable-next-line,
    inkstone:disable / inkstone:enable (cspell:ignore, cspell:words and
    spell-checker:ignore work too); the personal dictionary ('inkstone learn WORD') and
    the project's (.inkstone-words.txt beside .inkstone.json: 'inkstone learn --project').
    Progress is shown on standard error when it is a terminal and the run is long.

    EXIT STATUS
      0  no findings    1  findings    2  usage or input error (the others are still checked)
    """

    static let sizeLimit = 2 << 20

    var cache: ResultCache { ResultCache(folder: Self.cacheFolder + "/results") }

    /// $XDG_CACHE_HOME/inkstone, or ~/.cache/inkstone.
    static var cacheFolder: String { BaseDirectories.cacheHome() + "/inkstone" }

    let paths: [String]
    let format: String
    let colored: Bool
    let verbose: Bool
    let fromStandardInput: Bool
    let useCache: Bool
    let language: String?
    let dictionaries: [String]?

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "check", arguments: arguments,
                                       valued: ["--format", "--language", "--dictionary", "--color"],
                                       flags: ["--verbose", "--stdin", "--no-cache"], help: Self.help)
        format = try options.choice("--format", among: ["text", "json", "sarif"], default: "text")
        switch try options.choice("--color", among: ["auto", "always", "never"], default: "auto") {
        case "always": colored = true
        case "never": colored = false
        default: colored = Terminal.standardOutputIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR", default: ""].isEmpty
        }
        verbose = options.flags.contains("--verbose")
        fromStandardInput = options.flags.contains("--stdin")
        useCache = !options.flags.contains("--no-cache")
        if fromStandardInput && !options.positional.isEmpty {
            throw UsageError(message: "check: --stdin reads standard input; name no files with it")
        }
        language = options.values["--language"]
        dictionaries = try options.values["--dictionary"].map { value in
            let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if names.isEmpty {
                throw UsageError(message: "check: --dictionary needs at least one name or .dic path, as in --dictionary en_US,de_DE")
            }
            return names
        }
        paths = options.positional.isEmpty ? ["."] : options.positional
    }

    func run() throws -> ExitCode {
        let root: (config: ProjectConfig, folder: String)?
        do { root = try ProjectConfig.find(for: paths[0]) } catch { throw UsageError(message: "check: \(error)") }
        let defaultLanguages = dictionaries ?? root?.config.languages ?? ["en_US"]
        let defaultChoice = DictionaryChoice(languages: defaultLanguages, projectFolder: root?.folder)
        // Made here to report a missing dictionary once; used by worker 0 only.
        let shared = SharedLookups(indexFolder: Self.cacheFolder + "/indexes")
        nonisolated(unsafe) let first = try makeChecker(defaultChoice, shared)
        // The walker reads every .inkstone.json's ignorePaths itself, relative to its folder.
        let (files, skipped) = fromStandardInput ? (["-"], []) : FileWalker().files(under: paths)
        if verbose { skipped.forEach { Output.error("skipped \($0.path): \($0.reason)") } }
        // A file named on the command line that cannot be checked is an input error;
        // one met in a walk is skipped (and --verbose says so).
        let named = Set(fromStandardInput ? ["-"] : paths.filter { !Self.isFolder($0) })
        let unreadableFolders = fromStandardInput ? [] : paths.compactMap { path in
            Self.isFolder(path) ? FileWalker.problem(listing: path).map { "\(path): \($0)" } : nil
        }
        unreadableFolders.forEach { Output.error($0) }
        let personal = Set(PersonalDictionary().words)
        let results = CheckResults(count: files.count, showsProgress: Terminal.standardErrorIsTerminal && files.count > 200)
        let standardInput = fromStandardInput ? try Output.readStandardInput() : Data()
        // A run that stores entries changes the folder's time, and then prunes it.
        let cacheChanged = useCache ? Self.modificationTime(of: cache.folder) : nil
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            // Hunspell handles are not thread-safe: each worker has its own checkers.
            var checkers: [DictionaryChoice: SpellingChecker] = [:]
            if worker == 0 { checkers[defaultChoice] = first }
            for index in stride(from: worker, to: files.count, by: workers) {
                results.set(index, check(files[index], isNamed: named.contains(files[index]), input: standardInput, personal: personal,
                                         defaultLanguages: defaultLanguages, fingerprint: shared.fingerprint(of:)) { choice in
                    if let checker = checkers[choice] { return checker }
                    let checker = try makeChecker(choice, shared)
                    checkers[choice] = checker
                    return checker
                })
            }
        }
        var status = report(files: files, outcomes: results.all)
        if !unreadableFolders.isEmpty { status = .usage }
        if useCache, Self.modificationTime(of: cache.folder) != cacheChanged { cache.prune() }
        return status
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// A folder's modification time, which a new cache entry changes.
    private static func modificationTime(of path: String) -> [Int]? {
        var status = stat()
        return stat(path, &status) == 0 ? [status.st_mtim.tv_sec, status.st_mtim.tv_nsec] : nil
    }

    private func report(files: [String], outcomes: [CheckResults.Outcome?]) -> ExitCode {
        var status = ExitCode.ok
        var all: [(path: String, document: TextDocument, finding: Finding)] = []
        for (path, outcome) in zip(files, outcomes) {
            switch outcome {
            case .findings(let document, let findings):
                all += findings.map { (path == "-" ? "<stdin>" : path, document, $0) }
            case .skipped(let reason):
                if verbose { Output.error("skipped \(path): \(reason)") }
            case .failed(let message):
                Output.error(message)
                status = .usage
            case nil:
                Output.error("\(path): not checked")
                status = .usage
            }
        }
        if format == "sarif" {
            Output.print(SarifReport.render(all.map { ($0.path, $0.document, $0.finding) }, version: CommandLineTool.version))
        } else if !all.isEmpty {
            // One write for all: a write per line costs more than the formatting.
            Output.print(all.map { describe($0.finding, path: $0.path, document: $0.document) }.joined(separator: "\n"))
        }
        if status == .ok && !all.isEmpty { status = .findings }
        return status
    }

    /// One checker per worker and language list; the suggestion indexes and word results are shared.
    private func makeChecker(_ choice: DictionaryChoice, _ shared: SharedLookups) throws -> SpellingChecker {
        let locator = choice.locator
        let checker = SpellingChecker(dictionaries: try choice.languages.map { name in
            do { return try HunspellDictionary(named: name, locator: locator) } catch { throw UsageError(message: "check: \(error)") }
        }, results: shared.results(for: choice))
        checker.suggesters = choice.languages.compactMap { shared.index(for: $0, locator: locator) }
        return checker
    }

    /// `fingerprint` hashes the chosen dictionaries' files, for the cache key. A file
    /// that cannot be checked fails the run when it `isNamed` on the command line, and
    /// is skipped in a walk, unless it could not be parsed: that always fails, since
    /// its prose was never read.
    private func check(_ path: String, isNamed: Bool, input: Data, personal: Set<String>, defaultLanguages: [String],
                       fingerprint: (DictionaryChoice) -> String, checker: (DictionaryChoice) throws -> SpellingChecker) -> CheckResults.Outcome {
        let isInput = path == "-"
        let name = isInput ? "<stdin>" : path
        let cannotCheck = { (reason: String) -> CheckResults.Outcome in
            isNamed ? .failed("\(name): \(reason)") : .skipped(reason)
        }
        // stat(2) itself: FileManager's attributes also look up the owner's name, a
        // few per cent of a whole run over many small files.
        var status = stat()
        if !isInput, stat(path, &status) == 0, Int(status.st_size) > Self.sizeLimit {
            return cannotCheck("larger than \(Self.sizeLimit >> 20) MB, the limit for one file; split it to check it")
        }
        do {
            let project = try ProjectConfig.find(for: isInput ? "." : path)
            let config = project?.config ?? ProjectConfig()
            let personal = project.map { personal.union(PersonalDictionary.project(in: $0.folder).words) } ?? personal
            let choice = DictionaryChoice(languages: dictionaries ?? config.languages ?? defaultLanguages, projectFolder: project?.folder)
            if !isInput { try TextFile.requireRegularFile(path) }
            guard let bytes = isInput ? input : FileManager.default.contents(atPath: path) else {
                return .failed("\(path): cannot be read (check its permissions)")
            }
            let file = try TextFile.decode(bytes, path: name)
            // The markers name changes to what is reported that the version does not.
            let key = !useCache ? nil : ResultCache.key(
                bytes: bytes, languages: choice.languages, config: config, personalWords: personal,
                version: CommandLineTool.version + "|suggestion-index-2|lexical-names|marks-printf|parse-limits|" + (language ?? path)
                    + "|" + fingerprint(choice))
            if let key, let cached = cache.findings(for: key, in: file.document) { return .findings(file.document, cached) }
            let loaded = try LoadedFile(file: file, language: language ?? (isInput ? "plain" : nil))
            if let failure = loaded.syntax?.failure {
                // Never reported (or cached) as clean: nothing of it was read.
                let line = failure.offset.map { ":\(loaded.document.lines.position(of: $0).line + 1)" } ?? ""
                return .failed("\(name)\(line): not checked: \(failure)")
            }
            let regionMap = try RegionMap(document: loaded.document, syntax: loaded.syntax)
            let prose = regionMap.prose
            let identifiers = loaded.syntax.map { IdentifierSet.names(in: $0, outside: regionMap.proseNodeExtents) } ?? []
            let findings = DocumentCheck(config: config, personalWords: personal)
                .findings(in: prose, of: loaded.document, checker: try checker(choice), identifiers: identifiers)
            if let key { cache.store(findings, for: key) }
            return .findings(loaded.document, findings)
        } catch let error as TextFileError {
            switch error {
            case .binary: return cannotCheck("binary (contains NUL bytes)")
            case .unsupportedEncoding, .invalidUTF8, .notInDeclaredEncoding, .notRegularFile:
                return isNamed ? .failed(error.description) : .skipped(Self.reason(error))
            default: return .failed(error.description)
            }
        } catch let error as UsageError {
            return .failed(error.message)
        } catch {
            return .failed("\(error)")
        }
    }

    /// What `--verbose` says of a file skipped in a walk.
    private static func reason(_ error: TextFileError) -> String {
        switch error {
        case .unsupportedEncoding(_, let encoding): "\(encoding), not UTF-8"
        case .invalidUTF8(_, let offset): "not valid UTF-8 (at byte \(offset))"
        case .notInDeclaredEncoding(_, let encoding): "not valid in its declared encoding \(encoding)"
        case .notRegularFile(_, let kind): "not a regular file (\(kind))"
        default: error.description
        }
    }

    private func describe(_ finding: Finding, path: String, document: TextDocument) -> String {
        let position = document.lines.position(of: finding.range.location)
        if format == "json" {
            let object: [String: Any] = [
                "id": finding.id, "path": path, "line": position.line + 1, "column": position.column + 1,
                "offset": finding.range.location, "length": finding.range.length, "kind": finding.kind.rawValue,
                "rule": finding.rule, "text": finding.text, "message": finding.message, "suggestions": finding.suggestions,
            ]
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
        let suggestions = finding.suggestions.prefix(3).map { $0.isEmpty ? "(remove)" : $0 }.joined(separator: ", ")
        let paint = colored ? { (code: String, text: String) in "\u{1B}[\(code)m\(text)\u{1B}[0m" } : { $1 }
        let kindColor = switch finding.kind {
        case .spelling: "31"
        case .correction: "33"
        case .grammar: "36"
        }
        return paint("1", path) + paint("2", ":\(position.line + 1):\(position.column + 1):") + " "
            + paint(kindColor, finding.kind.rawValue) + ": " + paint("1", "'\(finding.text)'")
            + (suggestions.isEmpty ? " " + paint("2", "(\(finding.message))") : " → " + paint("32", suggestions))
    }
}
