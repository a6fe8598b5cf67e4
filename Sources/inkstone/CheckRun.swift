import Foundation
import InkstoneProject
import InkstoneProofing
import InkstoneText

/// One run of the check pipeline over the command line's paths, as `check` and `fix`
/// share it: the project's configuration, the dictionaries, the folder walk, the
/// names the code uses, the files checked in parallel on all cores (their outcomes
/// taken in file order as each is ready), and the result cache.
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
    }

    let options: Options
    let files: [String]
    /// What the walk passed over, and why.
    let walkSkipped: [FileWalker.Skipped]
    /// The parts of the names the files' code uses: every file's prose may mention them.
    let names: Set<String>
    private let results: CheckResults
    /// Folders named on the command line that could not be listed (said already).
    let unreadableFolders: [String]
    /// False when the personal dictionary exists but could not be read (said already).
    let readsPersonalWords: Bool
    private let cacheChanged: [Int]?
    let started = Date()

    static var cache: ResultCache { ResultCache(folder: CheckCommand.cacheFolder + "/results") }

    /// Starts checking in the background; `command` names the command in errors.
    init(_ options: Options, command: String) throws {
        self.options = options
        let paths = options.paths
        let root: (config: ProjectConfig, folder: String)?
        do { root = try ProjectConfig.find(for: paths[0], using: options.configFile) } catch { throw UsageError(message: "\(command): \(error)") }
        let defaultLanguages = options.dictionaries ?? root?.config.languages ?? ["en_US"]
        let defaultChoice = DictionaryChoice(languages: defaultLanguages, projectFolder: root?.folder)
        let personalWords = Self.personalWords(command: command)
        readsPersonalWords = personalWords != nil
        let fileCheck = FileCheck(
            dictionaries: options.dictionaries, defaultLanguages: defaultLanguages, language: options.language,
            personalWords: personalWords ?? [],
            projectNames: options.fromStandardInput ? [] : ProjectVocabulary.names(from: Self.absoluteFolder(of: paths[0]),
                                                                                   upTo: FileWalker.base(of: Self.absoluteFolder(of: paths[0]))),
            cache: options.useCache ? Self.cache : nil,
            // The markers name changes to what is reported that the version does not.
            version: CommandLineTool.version + "|" + CheckCommand.buildStamp,
            lookups: SharedLookups(indexFolder: CheckCommand.cacheFolder + "/indexes"),
            computesSuggestions: options.computesSuggestions, configFile: options.configFile)
        // Made here to report a missing dictionary once; used by worker 0 only.
        nonisolated(unsafe) let first: SpellingChecker
        do { first = try fileCheck.makeChecker(defaultChoice) } catch { throw UsageError(message: "\(command): \(error)") }
        // The walker reads every .inkstone.json's ignorePaths itself, relative to its folder.
        let listed = try options.selection.listedFiles(command: command)
        let (walked, skipped) = options.fromStandardInput ? (["-"], [])
            : listed.map { (FileSelection.withoutExcluded($0, excludes: options.excludes), []) }
            ?? FileWalker(excludes: options.excludes).files(under: paths)
        let files = options.selection.sharded(walked)
        (self.files, walkSkipped) = (files, skipped)
        if options.verbose { skipped.forEach { Output.error("skipped \($0.path): \($0.reason)") } }
        // A file named on the command line that cannot be checked is an input error;
        // one met in a walk is skipped (and --verbose says so).
        // Listed files (--files-from, --changed) are met as a walk meets them.
        let named = Set(options.fromStandardInput ? ["-"] : listed != nil ? [] : paths.filter { !Self.isFolder($0) })
        unreadableFolders = options.fromStandardInput || listed != nil ? [] : paths.compactMap { path in
            Self.isFolder(path) ? FileWalker.problem(listing: path).map { "\(path): \($0)" } : nil
        }
        unreadableFolders.forEach { Output.error($0) }
        let standardInput = options.fromStandardInput ? try Output.readStandardInput() : Data()
        // A run that stores entries changes the folder's time, and then prunes it.
        cacheChanged = options.useCache ? Self.modificationTime(of: Self.cache.folder) : nil
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        // The names the code uses, first: every file's findings can then be shown as
        // soon as it is checked, without those names (issue #14, items 3 and 8).
        names = options.fromStandardInput ? [] : Self.repositoryNames(of: files, named: named, fileCheck: fileCheck, workers: workers)
        let results = CheckResults(count: files.count, showsProgress: !options.quiet && Terminal.standardErrorIsTerminal && files.count > 200)
        self.results = results
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
    }

    /// Goes through the files' outcomes in order: the findings of each checked file
    /// (shown as `<stdin>` for standard input, without those the repository's names
    /// vouch for), each skip (said with --verbose), each failure (said, and exit 2).
    /// Returns `.usage` when a file failed or a folder could not be listed, `.ok`
    /// otherwise. Call once.
    func forEachOutcome(checked: (String, TextDocument, [Finding]) -> Void,
                        skipped: (String) -> Void = { _ in }, unread: (Int) -> Void = { _ in }) -> ExitCode {
        var status = unreadableFolders.isEmpty && readsPersonalWords ? ExitCode.ok : .usage
        for (index, path) in files.enumerated() {
            switch results.take(index) {
            case .findings(let document, let findings, _, let paragraphs):
                let shown = path == "-" ? "<stdin>" : path
                if options.verbose {
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
                if options.verbose { Output.error("skipped \(path): \(reason)") }
                skipped(reason)
            case .failed(let message):
                Output.error(message)
                status = .usage
            }
        }
        if options.useCache, Self.modificationTime(of: Self.cache.folder) != cacheChanged { Self.cache.prune() }
        return status
    }

    /// The personal dictionary's words; a list that cannot be read is said (and the run
    /// ends with status 2), and the files are checked without it.
    private static func personalWords(command: String) -> Set<String>? {
        do { return Set(try PersonalDictionary().words()) } catch {
            Output.error("\(command): \(error); checking without your words (fix its permissions, then run again)")
            return nil
        }
    }

    /// The folder a path is or lies in, absolute.
    private static func absoluteFolder(of path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return isFolder(path) ? url.path : url.deletingLastPathComponent().path
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
}
