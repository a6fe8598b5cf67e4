import Foundation
import InkstoneProject
import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// `inkstone check FILE…`: spelling and grammar findings in the prose of files.
struct CheckCommand {
    static let help = """
    inkstone check — find spelling and grammar problems in the prose of files

    USAGE
      inkstone check [--format text|short|json|sarif] [--color auto|always|never] [--language NAME] [--dictionary NAMES]
                     [--verbose] [--quiet] [--all] [--level default|picky] [--summary | --unknown-words] [--shard I/N]
                     [PATH… | --files-from FILE | --changed[=REV] | --stdin]

    Only prose is checked (see 'inkstone regions'): comments and strings in code,
    Markdown text without code spans, fenced code, link destinations or URLs. Spelling
    comes from Hunspell; grammar from the rules 'inkstone rules' lists (the style
    and picky ones off unless --level picky or the config's "rules" turns them on).

    PATHs are files or folders (default: the current folder). Folders are walked in
    name order, honouring .gitignore and .ignore files (from the repository's root
    down) and the ignorePaths of .inkstone.json files. A walk checks the files of a
    language with a grammar ('inkstone languages') and plain-text prose (.txt, README,
    CHANGELOG, NEWS, AUTHORS …); it skips data (.csv, .svg, lock files), generated,
    minified and vendored files, binaries, files that are not UTF-8 and files over
    2 MB (--verbose says which and why; the config's "include" and an override's
    "language" bring files back). Files named on the command line (as a pre-commit
    hook names them), listed by --files-from or --changed are chosen the same way, so
    a hook and a CI walk agree; a named file skipped is said even without --verbose,
    and --force checks it. Jupyter notebooks (.ipynb) are read: their Markdown cells
    and the comments of their code. Files are checked in parallel on all cores; the
    output order is stable.

    Text in another language is not checked as if it were in the dictionaries': a
    translation whose path names its language (docs/de/… beside docs/en/…,
    README.fr.md beside README.md) is checked with an installed dictionary of that
    language, else skipped; so is a paragraph most of whose words the dictionaries
    refuse, or a word in another script. An override's "languages" sets the language
    of its files outright.

    What is reported: typos (a word no vocabulary knows, one slip from a common
    word, where a sentence's words go), flagged words and grammar findings. Other
    words the dictionaries refuse are unknown words — names, terms, code-like tokens,
    valid words the dictionary lacks — listed with --all or --unknown-words (or
    "report": "all" in .inkstone.json), and then count for the exit status.

    OPTIONS
      --all                report unknown words too (text: 'unknown-word'; json:
                           "tier": "unknown-word"; sarif: level "note")
      --level default|picky
                           picky: the grammar rules that are off by default too
                           (style, redundancy: 'inkstone rules' lists them)
      --format text|short|json|sarif
                           text: each finding's line with a caret under the word, the
                           suggestions and the reason (the default on a terminal);
                           short: path:line:column: kind: 'word' → suggestions, one
                           line a finding (the default into a pipe or a file);
                           json: one object per finding per line (id, 1-based line
                           and column, UTF-16 offset and length, reason); sarif:
                           SARIF 2.1.0 for code-scanning upload, with fingerprints
      --color auto|always|never
                           colour the text formats (typos and grammar red, unknown
                           words dim); auto (default): when standard output is a
                           terminal and NO_COLOR is not set
      --verbose            say which files were skipped and why, and where the project's
                           root is (a Git repository's root, else the nearest
                           .inkstone.json): ignore rules and the project's names start there
      --force              check the files named or listed even where a walk would skip
                           them (data, vendored or generated code, test data, ignored)
      --summary            instead of the findings: how many check reports and in how
                           many files (unknown words counted apart), counts by rule,
                           the most frequent refused words, the files with the most
                           findings, and the files skipped by reason
      --unknown-words      instead of the findings: each word the dictionaries refuse
                           (typos and unknown words) once, with its count, most
                           frequent first (what to review
                           for a project word list: 'inkstone learn --project WORD')
      --stdin              check standard input (name it with --language; default plain)
      --files-from FILE    check the files listed in FILE (one a line; - for standard
                           input) instead of PATHs, as a walk meets them: what a walk
                           skips (binaries, data …) is skipped, not an error
      --changed[=REV]      check the files Git says changed in the work tree against
                           REV (default HEAD), and the untracked ones it does not
                           ignore, under the current folder: for a pre-commit hook.
                           Before the first commit: every file added or untracked
      --shard I/N          check only the I-th of N parts of the files (1-based): a
                           stable split by path, for a CI matrix of N machines
      --quiet              no summary line and no progress on standard error
      --allow-empty        a walk that reads no file at all passes (by default it is
                           an error, exit 2: "0 of 0 files checked" is no pass)
      --exclude GLOB       do not walk into these paths (.gitignore syntax, relative to
                           the repository's root; repeat it for more); also filters
                           --files-from and --changed
      --config FILE        take every setting from FILE instead of the nearest
                           .inkstone.json above each file (its ignorePaths, and those
                           of the .inkstone.json files a walk meets, still apply)
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
      0  no findings    1  findings (with --all, unknown words too)
      2  usage or input error (the others are still checked), or a walk of PATHs
         that read no file (--allow-empty allows it)
    """

    static let options: [CommandOption] = [
        .valued("--format", choices: OutputFormat.allCases.map(\.rawValue)), .valued("--color", choices: ["auto", "always", "never"]),
        .language, .dictionary, .valued("--files-from", completes: .file), .valued("--shard"), .exclude, .config,
        .flag("--verbose"), .flag("--stdin"), .flag("--no-cache"), .flag("--summary"), .flag("--unknown-words"),
        .flag("--quiet"), .flag("--all"), .flag("--force"), .optional("--changed"),
        .valued("--level", choices: ["default", "picky"]), .flag("--allow-empty"),
    ]

    /// $XDG_CACHE_HOME/inkstone, or ~/.cache/inkstone.
    static var cacheFolder: String { BaseDirectories.cacheHome() + "/inkstone" }

    let paths: [String]
    let format: OutputFormat
    let colored: Bool
    let verbose: Bool
    let summary: Bool
    let unknownWords: Bool
    let everything: Bool
    let fromStandardInput: Bool
    let useCache: Bool
    let language: String?
    let dictionaries: [String]?
    let quiet: Bool
    let selection: FileSelection
    let excludes: [String]
    let configFile: String?
    let forced: Bool
    /// `--level picky`: the rules off by default run too.
    let picky: Bool
    /// Whether a walk that reads no file is fine (`--allow-empty`).
    let allowsEmpty: Bool

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "check", arguments: arguments, options: Self.options, help: Self.help)
        format = OutputFormat(option: options.values["--format"], toTerminal: Terminal.standardOutputIsTerminal)
        switch try options.choice("--color", default: "auto") {
        case "always": colored = true
        case "never": colored = false
        default: colored = Terminal.standardOutputIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR", default: ""].isEmpty
        }
        verbose = options.flags.contains("--verbose")
        summary = options.flags.contains("--summary")
        unknownWords = options.flags.contains("--unknown-words")
        everything = options.flags.contains("--all")
        picky = try options.choice("--level", default: "default") == "picky"
        if summary && unknownWords {
            throw UsageError(message: "check: --summary and --unknown-words each replace the findings; give one of them")
        }
        if (summary || unknownWords) && (format == .json || format == .sarif) {
            throw UsageError(message: "check: --summary and --unknown-words print text; leave out --format \(format.rawValue)")
        }
        fromStandardInput = options.flags.contains("--stdin")
        useCache = !options.flags.contains("--no-cache")
        if fromStandardInput && !options.positional.isEmpty {
            throw UsageError(message: "check: --stdin reads standard input; name no files with it")
        }
        language = options.values["--language"]
        dictionaries = try Self.dictionaryNames(options.values["--dictionary"], command: "check")
        paths = options.positional.isEmpty ? ["."] : options.positional
        quiet = options.flags.contains("--quiet")
        allowsEmpty = options.flags.contains("--allow-empty")
        forced = options.flags.contains("--force")
        excludes = try FileSelection.excludes(options.lists["--exclude"] ?? [], command: "check")
        configFile = try Self.configFile(options.values["--config"], command: "check")
        selection = FileSelection(
            filesFrom: options.values["--files-from"],
            changedSince: options.values["--changed"] ?? (options.flags.contains("--changed") ? "HEAD" : nil),
            shard: try options.values["--shard"].map { try FileSelection.shard($0, command: "check") })
        let sources = [fromStandardInput, selection.filesFrom != nil, selection.changedSince != nil, !options.positional.isEmpty]
        if sources.filter({ $0 }).count > 1 {
            throw UsageError(message: "check: PATHs, --stdin, --files-from and --changed each name the files; give one of them")
        }
        if fromStandardInput && selection.filesFrom == "-" {
            throw UsageError(message: "check: --stdin and --files-from - both read standard input; give one")
        }
    }

    func run() throws -> ExitCode {
        let run = try CheckRun(CheckRun.Options(
            paths: paths, fromStandardInput: fromStandardInput, useCache: useCache, language: language,
            dictionaries: dictionaries, verbose: verbose, quiet: quiet,
            // Suggestions cost the most; --unknown-words shows none (the summary's tiers need them).
            computesSuggestions: !unknownWords, selection: selection, excludes: excludes, configFile: configFile,
            reportsEverything: everything, forcesNamedFiles: forced, picky: picky,
            // A walk of folders that reads nothing is no pass; files named and skipped are
            // each said (a pre-commit hook names its staged files, and may name only data).
            requiresAFile: !allowsEmpty && !fromStandardInput && selection.filesFrom == nil && selection.changedSince == nil
                && paths.contains { var isFolder: ObjCBool = false
                    return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }),
            command: "check")
        return summary || unknownWords ? summarize(run) : report(run)
    }

    /// A `--config` file that exists and loads; the error names what is wrong in it.
    static func configFile(_ path: String?, command: String) throws -> String? {
        guard let path else { return nil }
        do { _ = try ProjectConfig.load(path) } catch { throw UsageError(message: "\(command): --config \(error)") }
        return path
    }

    /// The names of a `--dictionary` value, for `command`'s errors.
    static func dictionaryNames(_ value: String?, command: String) throws -> [String]? {
        try value.map { value in
            let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if names.isEmpty {
                throw UsageError(message: "\(command): --dictionary needs at least one name or .dic path, as in --dictionary en_US,de_DE")
            }
            return names
        }
    }

    /// The size and modification time of this executable: cached results depend on the
    /// code that made them, and a new build (even of the same version) must not reuse
    /// an old build's findings.
    static var buildStamp: String {
        var status = stat()
        guard stat("/proc/self/exe", &status) == 0 || stat(CommandLine.arguments[0], &status) == 0 else { return "unknown build" }
        return "build \(status.st_size)-\(status.st_mtim.tv_sec)-\(status.st_mtim.tv_nsec)"
    }

    /// Prints each file's findings as soon as it and the files before it are checked;
    /// SARIF, one document, at the end.
    private func report(_ run: CheckRun) -> ExitCode {
        var sarif: [(path: String, document: TextDocument, finding: Finding)] = []
        var tally = CheckTally()
        tally.skipped = run.walkSkipped.count
        var unreported: [Finding] = []
        let printer = FindingPrinter(format: format, colored: colored)
        var status = run.forEachOutcome(checked: { path, document, findings in
            tally.addChecked(findings: findings, unreported: unreported)
            if format == .sarif {
                sarif += findings.map { (path, document, $0) }
            } else if !findings.isEmpty {
                // One write a file: a write per line costs more than the formatting.
                Output.print(findings.map { format == .json ? json($0, path: path, document: document)
                                                          : printer.describe($0, path: path, document: document) }
                    .joined(separator: "\n"))
            }
        }, skipped: { _ in tally.skipped += 1 }, unread: { tally.unreadParagraphs += $0 }, unreported: { unreported = $0 })
        if format == .sarif { Output.print(SarifReport.render(sarif, version: CommandLineTool.version)) }
        if !quiet {
            let seconds = String(format: "%.1f", Date().timeIntervalSince(run.started))
            Output.error("check: \(tally.headline(verbose: verbose)); \(seconds) s")
        }
        // What is reported is what the exit status says: with --all (or "report": "all"),
        // unknown words count as findings, as they did before the tiers.
        if status == .ok && tally.findings > 0 { status = .findings }
        return status
    }

    /// `--summary` or `--unknown-words`: the same exit status as the findings would give.
    private func summarize(_ run: CheckRun) -> ExitCode {
        var summary = CheckSummary()
        run.walkSkipped.forEach { summary.addSkipped(reason: $0.reason) }
        var unreported: [Finding] = []
        var status = run.forEachOutcome(checked: { path, _, findings in
            summary.addChecked(path, findings: findings, unreported: unreported)
        }, skipped: { summary.addSkipped(reason: $0) }, unread: { summary.addUnread($0) }, unreported: { unreported = $0 })
        if unknownWords {
            if !summary.unknownWordLines.isEmpty { Output.print(summary.unknownWordLines.joined(separator: "\n")) }
        } else {
            Output.print(summary.text)
        }
        if status == .ok && summary.tally.findings > 0 { status = .findings }
        return status
    }

    /// One line of JSON: the finding with its place in 1-based lines and columns and in
    /// UTF-16 units, and the reason that decided it.
    private func json(_ finding: Finding, path: String, document: TextDocument) -> String {
        let position = document.lines.position(of: finding.range.location)
        let object: [String: Any] = [
            "id": finding.id, "path": path, "line": position.line + 1, "column": position.column + 1,
            "offset": finding.range.location, "length": finding.range.length, "kind": finding.kind.rawValue,
            "rule": finding.rule.rawValue, "text": finding.text, "message": finding.message, "suggestions": finding.suggestions,
            "tier": finding.tier.rawValue, "reason": ["id": finding.reason.id, "summary": finding.reason.summary],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
