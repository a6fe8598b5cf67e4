import Foundation
import InkstoneProofing
import InkstoneSessions
import InkstoneSyntax
import InkstoneText

/// `inkstone rewrite PATH --command CMD`: a rewrite session over a file. Each prose
/// paragraph goes to the command; its output is diffed into the smallest changes, and
/// each is judged by the session rules, so that a rewrite never breaks code.
struct RewriteCommand {
    static let help = """
    inkstone rewrite — rewrite a file's prose with any command, never breaking its code

    USAGE
      inkstone rewrite PATH --command CMD [--diff | --write] [--range LINE:LINE]
                       [--jobs N] [--timeout SECONDS] [--partial] [--language NAME] [--quiet]

    Each paragraph of PATH that holds prose (a context, as a writing session hands
    it out: a run of non-blank lines) is sent to CMD, run by /bin/sh, on standard
    input, with INKSTONE_PATH and INKSTONE_LANGUAGE in its environment. What CMD
    prints is the paragraph's rewrite: it is diffed against the paragraph into the
    smallest changes, on word boundaries, and each change is validated on its own as
    a session validates a suggestion. Changes to protected text (code spans and
    fences, identifiers, URLs, markup) or that split a character are refused and
    reported with the reason and place, and with them the paragraph's whole rewrite
    (an answer that rewrote a heading's markup is no rewrite of the heading:
    --partial applies the other changes); the paragraphs whose changes all pass
    apply, as one group. The paragraph's own white space at its end is kept, whatever
    the command prints after its last word. A command that fails, prints nothing,
    prints control characters (other than tabs and line breaks), prints more than
    eight times its paragraph (at least 64 KB) or runs past its time leaves its
    paragraph as it was, and is reported. CMD may be anything that reads text and
    prints text: a model's command-line tool, sed, a script.

    OPTIONS
      --command CMD        the command (required)
      --diff               print the result as a unified diff (the default)
      --write              write the result to PATH instead, atomically, keeping its
                           permissions, owner, hard links, byte-order mark and line
                           endings; a read-only file is refused, and a file that
                           changed on disk meanwhile is left alone
      --range LINE:LINE    only the paragraphs meeting these lines (1-based, inclusive)
      --jobs N             run the command for N paragraphs at a time (default 1); the
                           results apply in document order
      --timeout SECONDS    stop a command that runs longer (default 60)
      --partial            apply the changes of a paragraph that pass even when
                           others of the same paragraph were refused
      --language NAME      parse PATH as NAME (default: from the file)
      --quiet              print no summary line

    EXIT STATUS
      0  every change applied    1  a change was refused or a command failed
      2  usage or input error
    """

    let path: String
    let command: ContextCommand
    let writes: Bool
    let lines: ClosedRange<Int>?
    let jobs: Int
    let language: String?
    let quiet: Bool
    let partial: Bool

    static let options: [CommandOption] = [
        .valued("--command"), .valued("--range"), .valued("--jobs"), .valued("--timeout"), .language,
        .flag("--diff"), .flag("--write"), .flag("--quiet"), .flag("--partial"),
    ]

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "rewrite", arguments: arguments, options: Self.options, help: Self.help)
        guard options.positional.count == 1, let path = options.positional.first else {
            throw UsageError(message: "rewrite: name one file, as in inkstone rewrite README.md --command 'CMD'")
        }
        guard let command = options.values["--command"], !command.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError(message: "rewrite: --command CMD is required: the command that rewrites a paragraph, as in --command 'sed s/teh/the/g'")
        }
        if options.flags.contains("--diff") && options.flags.contains("--write") {
            throw UsageError(message: "rewrite: --diff prints and --write writes; give one of them")
        }
        let timeout = try Self.number(options.values["--timeout"], option: "--timeout", default: 60)
        if let value = options.values["--jobs"] {
            guard let count = Int(value), count > 0 else {
                throw UsageError(message: "rewrite: --jobs takes a whole number above 0, as in --jobs 4; not '\(value)'")
            }
            jobs = count
        } else {
            jobs = 1
        }
        lines = try options.values["--range"].map(Self.lineRange)
        self.path = path
        self.command = ContextCommand(command: command, timeout: timeout)
        writes = options.flags.contains("--write")
        language = options.values["--language"]
        quiet = options.flags.contains("--quiet")
        partial = options.flags.contains("--partial")
    }

    private static func number(_ value: String?, option: String, default fallback: Double) throws -> Double {
        guard let value else { return fallback }
        guard let number = Double(value), number > 0, number.isFinite else {
            throw UsageError(message: "rewrite: \(option) takes a positive number, not '\(value)'")
        }
        return number
    }

    private static func lineRange(_ value: String) throws -> ClosedRange<Int> {
        let parts = value.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let first = parts[0], let last = parts[1], first >= 1, first <= last else {
            throw UsageError(message: "rewrite: --range takes LINE:LINE, 1-based, the first not after the last, as in --range 10:20; not '\(value)'")
        }
        return first...last
    }

    func run() throws -> ExitCode {
        let bytes = try LimitedFile.read(path, limit: TextFile.sizeLimit, kind: "a file to rewrite")
        let file = try TextFile.decode(bytes, path: path)
        let language = try FileLanguage.of(file, named: self.language, configFile: nil, command: "rewrite")
        let text = file.document.text
        let editor = Editor(text: text, exclusionProvider: SyntaxExclusions(language: language))
        let contexts = editor.paragraphs(meeting: range(in: file.document)).filter(Self.holdsProse)
        let results = rewrites(of: contexts, language: language)
        var accepted: [CheckedEdit] = []
        var (refused, failed, withheld) = (0, 0, 0)
        for (context, result) in zip(contexts, results) {
            switch result {
            case .failed(let reason):
                failed += 1
                Output.error("\(FileLanguage.place(context.range.location, in: file.document, path: path)): paragraph left as it was: the command \(reason)")
            case .rewrite(let output):
                let edits = editor.checkRewrite(of: context.range, to: Self.keepingTrailingSpace(of: context.text, in: output))
                for edit in edits where edit.rejection != nil {
                    refused += 1
                    Output.error("\(FileLanguage.place(edit.range.location, in: file.document, path: path)): refused "
                        + "'\(file.document.string(in: edit.range))' → '\(edit.text)': \(edit.rejection!.explanation)")
                }
                let passed = edits.filter { $0.rejection == nil }
                if partial || passed.count == edits.count {
                    accepted += passed
                } else if !passed.isEmpty {
                    withheld += 1
                    Output.error("\(FileLanguage.place(context.range.location, in: file.document, path: path)): paragraph left as it was: "
                        + "part of its rewrite was refused, so none of it applies (--partial applies the other \(passed.count))")
                }
            }
        }
        let outcome = FileFix(language: language).apply(accepted.map { FileFix.Replacement(range: $0.range, text: $0.text) }, to: text)
        if writes {
            if outcome.text != text {
                try TextFile.write(TextDocument(outcome.text), to: path, byteOrderMark: file.hasByteOrderMark,
                                   encoding: file.declaredEncoding, unlessChangedFrom: bytes)
            }
        } else {
            let diff = UnifiedDiff.render(old: file.document, changes: outcome.made.map { UnifiedDiff.Change(range: $0.range, text: $0.text) },
                                          path: path)
            if !diff.isEmpty { Output.print(diff, terminator: "") }
        }
        if !quiet {
            Output.error("rewrite: \(contexts.count) paragraph\(contexts.count == 1 ? "" : "s") sent; \(outcome.applied.count) "
                + "change\(outcome.applied.count == 1 ? "" : "s") \(writes ? "applied" : "to apply"), \(refused) refused; "
                + "\(failed + withheld) paragraph\(failed + withheld == 1 ? "" : "s") left as "
                + "\(failed + withheld == 1 ? "it was" : "they were")"
                + (failed + withheld > 0 ? " (\(failed) where the command failed, \(withheld) where part of the rewrite was refused)" : ""))
        }
        return refused + failed + outcome.refused.count > 0 ? .findings : .ok
    }

    /// The command's answers, in the contexts' order, `jobs` at a time.
    private func rewrites(of contexts: [ProseParagraph], language: Language) -> [ContextCommand.Result] {
        let lock = NSLock()
        nonisolated(unsafe) var results = [ContextCommand.Result](repeating: .failed("was not run"), count: contexts.count)
        nonisolated(unsafe) var next = 0
        let environment = ["INKSTONE_PATH": path, "INKSTONE_LANGUAGE": language.name]
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, contexts.count))) { _ in
            while true {
                lock.lock()
                let index = next
                next += 1
                lock.unlock()
                guard index < contexts.count else { return }
                let result = command.run(input: contexts[index].text + "\n", environment: environment)
                lock.lock()
                results[index] = result
                lock.unlock()
            }
        }
        return results
    }

    /// A paragraph with a letter outside its protected parts.
    private static func holdsProse(_ paragraph: ProseParagraph) -> Bool {
        let units = Array(paragraph.text.utf16)
        let prose = RangeSet.complement(of: paragraph.exclusions, length: units.count)
        return prose.contains { range in
            String(decoding: units[range.location..<range.end], as: UTF16.self).unicodeScalars.contains { $0.properties.isAlphabetic }
        }
    }

    /// The output without the white space after its last word, followed by the
    /// paragraph's own: the paragraph went out with a line break after it, and blank
    /// lines a command adds after its answer are no part of the rewrite.
    static func keepingTrailingSpace(of paragraph: String, in output: String) -> String {
        let isSpace = { (character: Character) in character.isWhitespace }
        let trailing = paragraph.reversed().prefix(while: isSpace).reversed()
        var body = output
        while let last = body.last, isSpace(last) { body.removeLast() }
        return body + String(trailing)
    }

    private func range(in document: TextDocument) -> TextRange {
        guard let lines else { return document.fullRange }
        let first = min(lines.lowerBound - 1, document.lines.count - 1)
        let last = min(lines.upperBound - 1, document.lines.count - 1)
        let start = document.lines.line(at: first).start
        let end = document.lines.line(at: last)
        return TextRange(start, end.start + end.length - start)
    }
}
