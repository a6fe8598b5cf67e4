import Foundation
import InkstoneProofing
import InkstoneSessions
import InkstoneSyntax
import InkstoneText

/// `inkstone fix [PATH…]`: the findings that have a sure fix, fixed in place through a
/// proofreading session over each file (`FileFix`), or shown as a diff.
struct FixCommand {
    static let help = """
    inkstone fix — fix what 'inkstone check' finds, in place, never touching code

    USAGE
      inkstone fix [--diff] [--interactive] [--kinds KINDS] [--language NAME]
                   [--dictionary NAMES] [--exclude GLOB] [--config FILE] [--no-cache]
                   [--verbose] [--quiet] [PATH…]

    Checks the files as 'inkstone check' does (the same PATHs, walk, configuration
    and dictionaries), then applies the fixes of the findings of the chosen kinds: each
    file is opened in an editor with its syntax exclusions, a proofreading session
    suggests every fix, the session's validation refuses any that would change
    protected text (code, identifiers, URLs, markup) or split a character, and the
    accepted ones are applied as one group. A file is written only if it changed,
    atomically, keeping its permissions, owner, hard links, byte-order mark, encoding
    and line endings; a read-only file is refused (chmod u+w it to fix it), and a
    file that changed on disk meanwhile is left alone and reported.

    Each fix made is printed as path:line:column: fixed 'old' → 'new'; fixes that
    were refused are reported on standard error with the reason.

    Unasked, fix leaves alone what may be a name or data, however sure the spelling:
    a capitalised word, a word in a string literal, and a word written three times or
    more in the file's repository, in code or prose (a term of the project; 'inkstone
    learn --project' it), whichever files the run names. --verbose says which;
    --interactive asks about them.

    OPTIONS
      --diff               print the changes as a unified diff (patch -p0 applies it)
                           and write nothing
      --interactive        on a terminal: each finding in its line with its numbered
                           suggestions; answer a number to fix it, s to skip, l to
                           learn the word, i to ignore it for the rest of the run, q to
                           quit (what was chosen in that file is applied, the rest of
                           it stays as it was, later files are not asked about)
      --kinds KINDS        which findings to fix, comma-separated, with their first
                           suggestion: correction (default: the sure corrections of
                           common misspellings), spelling, grammar (the
                           rules whose fix is sure: 'inkstone rules'); with
                           --interactive every kind is asked about by default
      --quiet              print no summary line
      --language, --dictionary, --no-cache, --verbose, --exclude, --config
                           as for 'inkstone check'

    EXIT STATUS
      0  no findings are left    1  findings are left (or would be, with --diff)
      2  usage or input error (the other files are still fixed)
    """

    let checkOptions: CheckRun.Options
    let showsDiff: Bool
    let kinds: Set<Finding.Kind>
    let quiet: Bool
    let interactive: Bool

    static let options: [CommandOption] = [
        .valued("--kinds"), .language, .dictionary, .exclude, .config,
        .flag("--diff"), .flag("--interactive"), .flag("--no-cache"), .flag("--verbose"), .flag("--quiet"), .flag("--force"),
    ]

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "fix", arguments: arguments, options: Self.options, help: Self.help)
        showsDiff = options.flags.contains("--diff")
        quiet = options.flags.contains("--quiet")
        interactive = options.flags.contains("--interactive")
        if interactive && isatty(STDIN_FILENO) == 0 {
            throw UsageError(message: "fix: --interactive reads its answers from a terminal; run it in one, or leave it out")
        }
        kinds = try Self.kinds(options.values["--kinds"] ?? (interactive ? "correction,spelling,grammar" : "correction"))
        checkOptions = CheckRun.Options(
            paths: options.positional.isEmpty ? ["."] : options.positional, useCache: !options.flags.contains("--no-cache"),
            language: options.values["--language"],
            dictionaries: try CheckCommand.dictionaryNames(options.values["--dictionary"], command: "fix"),
            verbose: options.flags.contains("--verbose"), quiet: quiet,
            excludes: try FileSelection.excludes(options.lists["--exclude"] ?? [], command: "fix"),
            configFile: try CheckCommand.configFile(options.values["--config"], command: "fix"),
            forcesNamedFiles: options.flags.contains("--force"))
    }

    private static func kinds(_ value: String) throws -> Set<Finding.Kind> {
        let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let kinds = names.compactMap(Finding.Kind.init(rawValue:))
        guard !kinds.isEmpty, kinds.count == names.count else {
            throw UsageError(message: "fix: --kinds takes correction, spelling or grammar, comma-separated, not '\(value)'")
        }
        return Set(kinds)
    }

    func run() throws -> ExitCode {
        let started = Date()
        let run = try CheckRun(checkOptions, command: "fix")
        var tally = (files: 0, fixes: 0, left: 0)
        var failed = false
        let prompt = interactive ? FixPrompt() : nil
        // Unasked, every file's fixes wait for the run's counts (`UnaskedFixes`).
        var pending: [(path: String, document: TextDocument, candidates: [Finding], findings: Int)] = []
        func fixFile(_ path: String, _ document: TextDocument, _ chosen: [(finding: Finding, text: String)],
                     findings: Int, unasked: UnaskedFixes? = nil) {
            do {
                let made = chosen.isEmpty ? 0 : try fix(path, checked: document, chosen: chosen, unasked: unasked)
                tally.fixes += made
                tally.files += made > 0 ? 1 : 0
                tally.left += findings - made
            } catch {
                Output.error("\(error)")
                tally.left += findings
                failed = true
            }
        }
        var status = run.forEachOutcome { path, document, findings in
            let candidates = findings.filter { kinds.contains($0.kind) && (prompt != nil || !$0.suggestions.isEmpty) }
            guard !candidates.isEmpty, prompt?.hasQuit != true else {
                tally.left += findings.count
                return
            }
            guard let prompt else { return pending.append((path, document, candidates, findings.count)) }
            do {
                fixFile(path, document, try prompt.ask(candidates, in: document, path: path), findings: findings.count)
            } catch {
                Output.error("\(error)")
                tally.left += findings.count
                failed = true
            }
        }
        let unasked = UnaskedFixes(pending.map { ($0.path, $0.candidates) })
        for file in pending {
            fixFile(file.path, file.document, file.candidates.map { ($0, $0.suggestions[0]) }, findings: file.findings, unasked: unasked)
        }
        if failed { status = .usage }
        if !quiet {
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            let verb = showsDiff ? "would fix" : "fixed"
            Output.error("fix: \(verb) \(tally.fixes) finding\(tally.fixes == 1 ? "" : "s") in \(tally.files) "
                + "file\(tally.files == 1 ? "" : "s"); \(tally.left) left ('inkstone check' shows them); \(run.files.count) "
                + "file\(run.files.count == 1 ? "" : "s") checked in \(seconds) s")
        }
        if status == .ok && tally.left > 0 { status = .findings }
        return status
    }

    /// Fixes one file; returns how many fixes were made (or would be, with --diff).
    /// With `unasked`, what may be a name or data is left (and said with --verbose).
    private func fix(_ path: String, checked: TextDocument, chosen: [(finding: Finding, text: String)],
                     unasked: UnaskedFixes?) throws -> Int {
        let bytes: Data
        do { bytes = try LimitedFile.read(path, limit: TextFile.sizeLimit, kind: "a file to fix") } catch {
            throw UsageError(message: "\(path): cannot be read again to fix it: \(error.fact)")
        }
        let file = try TextFile.decode(bytes, path: path)
        guard file.document.units(in: file.document.fullRange) == checked.units(in: checked.fullRange) else {
            throw UsageError(message: "\(path): changed on disk while it was being checked; left alone (run again)")
        }
        let language = try FileLanguage.of(file, named: checkOptions.language, configFile: checkOptions.configFile, command: "fix")
        var chosen = chosen
        if let unasked {
            let literals = UnaskedFixes.literals(of: file.document, language: language)
            chosen = chosen.filter { choice in
                guard let reason = unasked.reasonToLeave(choice.finding, in: path, literals: literals) else { return true }
                if checkOptions.verbose {
                    Output.error("\(FileLanguage.place(choice.finding.range.location, in: checked, path: path)): left '\(choice.finding.text)' → '\(choice.text)': "
                        + "\(reason) (--interactive asks)")
                }
                return false
            }
            guard !chosen.isEmpty else { return 0 }
        }
        let outcome = FileFix(language: language).apply(
            chosen.map { FileFix.Replacement(range: $0.finding.range, text: $0.text) }, to: file.document.text)
        for (index, refusal) in outcome.refused {
            Output.error("\(FileLanguage.place(chosen[index].finding.range.location, in: checked, path: path)): not fixed '\(chosen[index].finding.text)' → "
                + "'\(chosen[index].text)': \(refusal.explanation)")
        }
        guard !outcome.applied.isEmpty else { return 0 }
        if showsDiff {
            Output.print(UnifiedDiff.render(old: file.document, changes: outcome.made.map { UnifiedDiff.Change(range: $0.range, text: $0.text) },
                                            path: path), terminator: "")
        } else {
            try TextFile.write(TextDocument(outcome.text), to: path, byteOrderMark: file.hasByteOrderMark,
                               encoding: file.declaredEncoding, unlessChangedFrom: bytes)
            Output.print(outcome.applied.map { index in
                "\(FileLanguage.place(chosen[index].finding.range.location, in: checked, path: path)): fixed '\(chosen[index].finding.text)' → '\(chosen[index].text)'"
            }.joined(separator: "\n"))
        }
        return outcome.applied.count
    }
}
