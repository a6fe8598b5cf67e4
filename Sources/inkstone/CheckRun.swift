import Foundation
import InkstoneProject
import InkstoneProofing
import InkstoneText

/// One run of the project pipeline (`ProjectCheck`) over the command line's paths, as
/// `check` and `fix` share it: the files from the walk, a list or Git, each checked
/// once on all cores, their outcomes taken in file order, and the result cache.
struct CheckRun {
    /// What the command line chose.
    struct Options {
        var paths: [String]
        var fromStandardInput = false
        var useCache = true
        var language: String?
        var dictionaries: [String]?
        var verbose = false
        /// No progress line.
        var quiet = false
        var computesSuggestions = true
        var selection = FileSelection()
        /// `--exclude` globs.
        var excludes: [String] = []
        /// `--config`: this file's settings for every file.
        var configFile: String?
        /// Every tier, not only what is reported by default (`check --all`).
        var reportsEverything = false
        /// Check the files named or listed even where a walk would skip them (`--force`).
        var forcesNamedFiles = false
        /// The grammar rules off by default run too (`check --level picky`).
        var picky = false
        /// Whether a walk that reads no file at all is an error (`check PATH…` without
        /// `--allow-empty`): "0 of 0 files checked" and exit 0 read as a pass.
        var requiresAFile = false
    }

    let options: Options
    /// The command, for its messages.
    let command: String
    let files: [String]
    /// What the walk passed over, and why.
    let walkSkipped: [FileWalker.Skipped]
    /// Files named on the command line ("-" for standard input).
    let named: Set<String>
    /// Files checked whatever a walk would say of them (`--force`).
    let forced: Set<String>
    /// Folders named on the command line that could not be listed (said already).
    let unreadableFolders: [String]
    /// False when the personal dictionary exists but could not be read (said already).
    let readsPersonalWords: Bool
    private let outcomes: [FileCheck.Outcome]
    let started = Date()

    static var cache: ResultCache { ResultCache(folder: CheckCommand.cacheFolder + "/results") }

    /// Runs the check; `command` names the command in errors.
    init(_ options: Options, command: String) throws {
        (self.options, self.command) = (options, command)
        let paths = options.paths
        var overrides = FileProfile.Overrides(language: options.language, dictionaries: options.dictionaries,
                                              configFile: options.configFile)
        readsPersonalWords = Self.personalListReads(command: command)
        overrides.readsPersonalDictionary = readsPersonalWords
        if options.picky {
            overrides.rules = Dictionary(uniqueKeysWithValues: GrammarRules.rules.filter { !$0.isOnByDefault }.map { ($0.id.rawValue, true) })
        }
        let lookups = SharedLookups(indexFolder: CheckCommand.cacheFolder + "/indexes")
        // The first path's profile, to stop at once on what every file would fail on:
        // a broken configuration, an unknown language or a missing dictionary.
        // Its checkers serve the first worker.
        let firstPool = CheckerPool(lookups: lookups, computesSuggestions: options.computesSuggestions)
        do {
            let profile = try FileProfile.resolve(path: options.fromStandardInput ? nil : paths[0], overrides: overrides, lookups: lookups)
            _ = try firstPool.checker(for: profile.choice)
        } catch { throw UsageError(message: "\(command): \(error)") }
        // The walker reads every .inkstone.json's ignorePaths itself, relative to its folder.
        let listed = try options.selection.listedFiles(command: command, verbose: options.verbose)
        let walker = FileWalker(excludes: options.excludes)
        var (walked, skipped): ([String], [FileWalker.Skipped]) = options.fromStandardInput ? (["-"], [])
            : listed.map { Self.chosen($0, by: walker, forced: options.forcesNamedFiles) } ?? walker.files(under: paths)
        // Files named on the command line (a pre-commit hook names them) are chosen as the
        // walk chooses, and a skipped one is said even without --verbose.
        let namedFiles = options.fromStandardInput || listed != nil ? [] : paths.filter { !Self.isFolder($0) }
        var namedSkipped: [FileWalker.Skipped] = []
        if !options.forcesNamedFiles {
            (walked, namedSkipped) = Self.chosen(walked, among: Set(namedFiles), by: walker)
        }
        let files = options.selection.sharded(walked)
        (self.files, walkSkipped) = (files, skipped + namedSkipped)
        if options.verbose {
            let folders = options.fromStandardInput ? [] : listed != nil ? ["."] : paths.map { Self.isFolder($0) ? $0 : ($0 as NSString).deletingLastPathComponent }
            Set(folders.map { FileWalker.describeBase(of: URL(fileURLWithPath: $0.isEmpty ? "." : $0).standardizedFileURL.path) })
                .sorted().forEach { Output.error($0) }
            skipped.forEach { Output.error("skipped \($0.path): \($0.reason)") }
        }
        if !options.quiet { namedSkipped.forEach { Output.error("skipped \($0.path): \($0.reason) (--force checks it)") } }
        // A file named on the command line that cannot be read is an input error; one
        // met in a walk is skipped (and --verbose says so).
        // Listed files (--files-from, --changed) are met as a walk meets them.
        named = Set(options.fromStandardInput ? ["-"] : namedFiles)
        forced = options.forcesNamedFiles ? Set(listed ?? namedFiles) : []
        unreadableFolders = options.fromStandardInput || listed != nil ? [] : paths.compactMap { path in
            Self.isFolder(path) ? FileWalker.problem(listing: path).map { "\(path): \($0)" } : nil
        }
        unreadableFolders.forEach { Output.error($0) }
        let standardInput = options.fromStandardInput ? try Output.readStandardInput() : Data()
        // A run that stores entries changes the folder's time, and then prunes it.
        let cacheTime = options.useCache ? Self.modificationTime(of: Self.cache.folder) : nil
        var fileCheck = FileCheck(overrides: overrides, cache: options.useCache ? Self.cache : nil,
                                  // The markers name changes to what is reported that the version does not.
                                  version: CommandLineTool.version + "|" + CheckCommand.buildStamp, lookups: lookups)
        fileCheck.walkRoots = options.fromStandardInput || listed != nil ? [] : paths.filter(Self.isFolder)
        let progress = CheckProgress(total: files.count, shows: !options.quiet && Terminal.standardErrorIsTerminal && files.count > 200)
        outcomes = ProjectCheck(fileCheck: fileCheck, computesSuggestions: options.computesSuggestions)
            .run(files, named: named, forced: forced, input: standardInput, firstPool: firstPool, progress: progress.report)
        progress.finish()
        if options.useCache, Self.modificationTime(of: Self.cache.folder) != cacheTime { Self.cache.prune() }
    }

    /// Goes through the files' outcomes in order: the findings of each checked file
    /// (shown as `<stdin>` for standard input), each skip (said with --verbose), each
    /// failure (said, and exit 2). A file not read at all (its path names a language
    /// no installed dictionary knows) is said always. Returns `.usage` when a file
    /// failed, a folder could not be listed, or a walk that must read a file read none;
    /// `.ok` otherwise. Call once.
    /// `unreported` hears, before `checked`, the unknown words of a file that are not
    /// reported (without `--all`).
    func forEachOutcome(checked: (String, TextDocument, [Finding]) -> Void,
                        skipped: (String) -> Void = { _ in }, unread: (Int) -> Void = { _ in },
                        unreported: ([Finding]) -> Void = { _ in }) -> ExitCode {
        var status = unreadableFolders.isEmpty && readsPersonalWords ? ExitCode.ok : .usage
        var read = 0
        for (path, outcome) in zip(files, outcomes) {
            switch outcome {
            case .checked(let result):
                if result.unreadReason == nil { read += 1 }
                let shown = path == "-" ? "<stdin>" : path
                let unreadLength = result.unread.reduce(0) { $0 + $1.length }
                if let reason = result.unreadReason {
                    Output.error("\(shown): not checked: \(reason)")
                } else if !options.verbose && unreadLength * 2 > result.document.length {
                    // Most of the file unread: said without --verbose, so that silence never means "fine" (issue #26).
                    Output.error("\(shown): mostly not checked: \(result.unread.count) paragraph(s) in another language than the "
                        + "dictionaries', and no installed dictionary reads them (--verbose says which)")
                } else if options.verbose {
                    for paragraph in result.unread {
                        let start = result.document.string(in: TextRange(paragraph.location, min(paragraph.length, 40)))
                        Output.error("\(shown):\(result.document.lines.position(of: paragraph.location).line + 1): not checked: '\(start)"
                            + (paragraph.length > 40 ? "…" : "") + "' "
                            + UnreadPassage.explanation(of: result.document.string(in: paragraph)))
                    }
                }
                unread(result.unread.count)
                let reported = result.reported(everything: options.reportsEverything)
                unreported(reported.count == result.findings.count ? [] : result.findings.filter { $0.tier != .default })
                checked(shown, result.document, reported)
            case .skipped(let reason):
                if named.contains(path) && !options.quiet {
                    Output.error("skipped \(path): \(reason) (--force checks it)")
                } else if options.verbose {
                    Output.error("skipped \(path): \(reason)")
                }
                skipped(reason)
            case .failed(let message):
                Output.error(message)
                status = .usage
            }
        }
        if options.requiresAFile && read == 0 && status == .ok {
            let passed = walkSkipped.count + outcomes.filter { if case .skipped = $0 { true } else { false } }.count
            let met = passed == 0 ? "found no file" : "met \(passed) file\(passed == 1 ? "" : "s") it does not read (--verbose says why)"
            Output.error("\(command): no file was checked: the walk of \(options.paths.joined(separator: ", ")) \(met); name a file, "
                + "bring files back with \"include\" or an override's \"language\" in .inkstone.json, or pass --allow-empty")
            status = .usage
        }
        return status
    }

    /// The files of `listed` a walk would meet, and why it would not meet the others.
    private static func chosen(_ listed: [String], by walker: FileWalker, forced: Bool) -> ([String], [FileWalker.Skipped]) {
        forced ? (listed, []) : chosen(listed, among: Set(listed), by: walker)
    }

    /// `files` without those of `among` that a walk from their repository's root would
    /// not meet (ignored by .gitignore, ignorePaths or --exclude), and those, with why.
    private static func chosen(_ files: [String], among: Set<String>, by walker: FileWalker) -> ([String], [FileWalker.Skipped]) {
        var kept: [String] = []
        var skipped: [FileWalker.Skipped] = []
        for file in files {
            if among.contains(file), let reason = walker.reasonToIgnore(file) {
                skipped.append(FileWalker.Skipped(path: file, reason: reason))
            } else {
                kept.append(file)
            }
        }
        return (kept, skipped)
    }

    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// A folder's modification time, which a new cache entry changes.
    private static func modificationTime(of path: String) -> [Int]? {
        var status = stat()
        return stat(path, &status) == 0 ? [status.st_mtim.tv_sec, status.st_mtim.tv_nsec] : nil
    }

    /// Whether the personal dictionary can be read; says why not once (the run then
    /// ends with status 2, the files checked without those words).
    private static func personalListReads(command: String) -> Bool {
        do {
            _ = try PersonalDictionary().words()
            return true
        } catch {
            Output.error("\(command): \(error); checking without your words (fix the list, then run again)")
            return false
        }
    }
}
