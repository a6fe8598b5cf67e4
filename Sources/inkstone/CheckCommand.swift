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
                     [--verbose] [--summary | --unknown-words] [PATH…]

    Only prose is checked (see 'inkstone regions'): comments and strings in code,
    Markdown text without code spans, fenced code, link destinations or URLs. Spelling
    comes from Hunspell; grammar rules:
      \(GrammarRules.all.joined(separator: ", ")).

    PATHs are files or folders (default: the current folder). Folders are walked in
    name order, honouring .gitignore and .ignore files (from the repository's root
    down) and the ignorePaths of .inkstone.json files. A walk checks the files of a
    language with a grammar ('inkstone languages') and plain-text prose (.txt, README,
    CHANGELOG, NEWS, AUTHORS …); it skips data (.csv, .svg, lock files), generated,
    minified and vendored files, binaries, files that are not UTF-8 and files over
    2 MB (--verbose says which and why; the config's "include" and an override's
    "language" bring files back). Files named on the command line are always
    checked. Files are checked in parallel on all cores; the output order is stable.

    Text in another language is not checked as if it were in the dictionaries': a
    translation whose path names its language (docs/de/… beside docs/en/…,
    README.fr.md beside README.md) is checked with an installed dictionary of that
    language, else skipped; so is a paragraph most of whose words the dictionaries
    refuse, or a word in another script. An override's "languages" sets the language
    of its files outright.

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
      --summary            instead of the findings: counts by rule, the most frequent
                           unknown words, the files with the most findings, and the
                           files skipped by reason
      --unknown-words      instead of the findings: each word flagged as misspelt
                           once, with its count, most frequent first (what to review
                           for a project word list: 'inkstone learn --project WORD')
      --stdin              check standard input (name it with --language; default plain)
      --no-cache           check every file again; by default results are cached in
                           $XDG_CACHE_HOME/inkstone/results (~/.cache/…), keyed by the
                           file's bytes, the dictionaries' bytes, the configuration,
                           your words and the build. (The suggestion index built
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

    var cache: ResultCache { ResultCache(folder: Self.cacheFolder + "/results") }

    /// $XDG_CACHE_HOME/inkstone, or ~/.cache/inkstone.
    static var cacheFolder: String { BaseDirectories.cacheHome() + "/inkstone" }

    let paths: [String]
    let format: String
    let colored: Bool
    let verbose: Bool
    let summary: Bool
    let unknownWords: Bool
    let fromStandardInput: Bool
    let useCache: Bool
    let language: String?
    let dictionaries: [String]?

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "check", arguments: arguments,
                                       valued: ["--format", "--language", "--dictionary", "--color"],
                                       flags: ["--verbose", "--stdin", "--no-cache", "--summary", "--unknown-words"], help: Self.help)
        format = try options.choice("--format", among: ["text", "json", "sarif"], default: "text")
        switch try options.choice("--color", among: ["auto", "always", "never"], default: "auto") {
        case "always": colored = true
        case "never": colored = false
        default: colored = Terminal.standardOutputIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR", default: ""].isEmpty
        }
        verbose = options.flags.contains("--verbose")
        summary = options.flags.contains("--summary")
        unknownWords = options.flags.contains("--unknown-words")
        if summary && unknownWords {
            throw UsageError(message: "check: --summary and --unknown-words each replace the findings; give one of them")
        }
        if (summary || unknownWords) && format != "text" {
            throw UsageError(message: "check: --summary and --unknown-words print text; leave out --format \(format)")
        }
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
        let fileCheck = FileCheck(
            dictionaries: dictionaries, defaultLanguages: defaultLanguages, language: language,
            personalWords: Set(PersonalDictionary().words),
            projectNames: fromStandardInput ? [] : ProjectVocabulary.names(from: Self.absoluteFolder(of: paths[0]),
                                                                           upTo: FileWalker.base(of: Self.absoluteFolder(of: paths[0]))),
            cache: useCache ? cache : nil,
            // The markers name changes to what is reported that the version does not.
            version: CommandLineTool.version + "|" + Self.buildStamp,
            lookups: SharedLookups(indexFolder: Self.cacheFolder + "/indexes"),
            // Suggestions cost the most; --summary and --unknown-words show none.
            computesSuggestions: !(summary || unknownWords))
        // Made here to report a missing dictionary once; used by worker 0 only.
        nonisolated(unsafe) let first: SpellingChecker
        do { first = try fileCheck.makeChecker(defaultChoice) } catch { throw UsageError(message: "check: \(error)") }
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
        let standardInput = fromStandardInput ? try Output.readStandardInput() : Data()
        // A run that stores entries changes the folder's time, and then prunes it.
        let cacheChanged = useCache ? Self.modificationTime(of: cache.folder) : nil
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        // The names the code uses, first: every file's findings can then be shown as
        // soon as it is checked, without those names (issue #14, items 3 and 8).
        let names = fromStandardInput ? [] : Self.repositoryNames(of: files, named: named, fileCheck: fileCheck, workers: workers)
        let results = CheckResults(count: files.count, showsProgress: Terminal.standardErrorIsTerminal && files.count > 200)
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                // Hunspell handles are not thread-safe: each worker has its own checkers.
                var checkers: [DictionaryChoice: SpellingChecker] = [:]
                if worker == 0 { checkers[defaultChoice] = first }
                for index in stride(from: worker, to: files.count, by: workers) {
                    results.set(index, fileCheck.check(files[index], isNamed: named.contains(files[index]), input: standardInput) { choice in
                        if let checker = checkers[choice] { return checker }
                        let checker = try fileCheck.makeChecker(choice)
                        checkers[choice] = checker
                        return checker
                    })
                }
            }
        }
        var status = summary || unknownWords
            ? summarize(files: files, results: results, names: names, walkSkipped: skipped)
            : report(files: files, results: results, names: names)
        if !unreadableFolders.isEmpty { status = .usage }
        if useCache, Self.modificationTime(of: cache.folder) != cacheChanged { cache.prune() }
        return status
    }

    /// The size and modification time of this executable: cached results depend on the
    /// code that made them, and a new build (even of the same version) must not reuse
    /// an old build's findings.
    static var buildStamp: String {
        var status = stat()
        guard stat("/proc/self/exe", &status) == 0 || stat(CommandLine.arguments[0], &status) == 0 else { return "unknown build" }
        return "build \(status.st_size)-\(status.st_mtim.tv_sec)-\(status.st_mtim.tv_nsec)"
    }

    /// The folder a path is or lies in, absolute.
    private static func absoluteFolder(of path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return isFolder(path) ? url.path : url.deletingLastPathComponent().path
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

    /// The parts of the names the files' code uses (`FileCheck.codeNames`, in
    /// parallel): every file's prose may mention them (issue #14, item 3).
    private static func repositoryNames(of files: [String], named: Set<String>, fileCheck: FileCheck, workers: Int) -> Set<String> {
        let lock = NSLock()
        nonisolated(unsafe) var names: Set<String> = []
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var found: Set<String> = []
            for index in stride(from: worker, to: files.count, by: workers) {
                found.formUnion(fileCheck.codeNames(of: files[index], isNamed: named.contains(files[index])))
            }
            lock.lock()
            names.formUnion(found)
            lock.unlock()
        }
        return names
    }

    /// Prints each file's findings as soon as it and the files before it are checked;
    /// SARIF, one document, at the end.
    private func report(files: [String], results: CheckResults, names: Set<String>) -> ExitCode {
        var sarif: [(path: String, document: TextDocument, finding: Finding)] = []
        var anyFinding = false
        var status = forEachOutcome(files: files, results: results, names: names) { path, document, findings in
            anyFinding = anyFinding || !findings.isEmpty
            if format == "sarif" {
                sarif += findings.map { (path, document, $0) }
            } else if !findings.isEmpty {
                // One write a file: a write per line costs more than the formatting.
                Output.print(findings.map { describe($0, path: path, document: document) }.joined(separator: "\n"))
            }
        }
        if format == "sarif" { Output.print(SarifReport.render(sarif, version: CommandLineTool.version)) }
        if status == .ok && anyFinding { status = .findings }
        return status
    }

    /// Goes through the files' outcomes in order: the findings of each checked file
    /// (shown as `<stdin>` for standard input, without those the repository's names
    /// vouch for), each skip (said with --verbose), each failure (said, and exit 2).
    /// Returns `.usage` when a file failed, `.ok` otherwise.
    private func forEachOutcome(files: [String], results: CheckResults, names: Set<String>,
                                checked: (String, TextDocument, [Finding]) -> Void,
                                skipped: (String) -> Void = { _ in }, unread: (Int) -> Void = { _ in }) -> ExitCode {
        var status = ExitCode.ok
        for (index, path) in files.enumerated() {
            switch results.take(index) {
            case .findings(let document, let findings, _, let paragraphs):
                let shown = path == "-" ? "<stdin>" : path
                if verbose {
                    for paragraph in paragraphs {
                        let start = document.string(in: TextRange(paragraph.location, min(paragraph.length, 40)))
                        Output.error("\(shown):\(document.lines.position(of: paragraph.location).line + 1): not checked: '\(start)"
                            + (paragraph.length > 40 ? "…" : "") + "' is in another language than the dictionaries', "
                            + "and no installed dictionary reads it")
                    }
                }
                unread(paragraphs.count)
                checked(shown, document, ProjectVocabulary.withoutNames(findings, names: names))
            case .skipped(let reason):
                if verbose { Output.error("skipped \(path): \(reason)") }
                skipped(reason)
            case .failed(let message):
                Output.error(message)
                status = .usage
            }
        }
        return status
    }

    /// `--summary` or `--unknown-words`: the same exit status as the findings would give.
    private func summarize(files: [String], results: CheckResults, names: Set<String>,
                           walkSkipped: [FileWalker.Skipped]) -> ExitCode {
        var tally = CheckSummary()
        walkSkipped.forEach { tally.addSkipped(reason: $0.reason) }
        var status = forEachOutcome(files: files, results: results, names: names,
                                    checked: { path, _, findings in tally.addChecked(path, findings: findings) },
                                    skipped: { tally.addSkipped(reason: $0) }, unread: { tally.unreadParagraphs += $0 })
        if unknownWords {
            if !tally.unknownWordLines.isEmpty { Output.print(tally.unknownWordLines.joined(separator: "\n")) }
        } else {
            Output.print(tally.text)
        }
        if status == .ok && !tally.findingsByRule.isEmpty { status = .findings }
        return status
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
