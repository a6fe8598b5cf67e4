import Foundation
import InkstoneScript
import InkstoneText

/// `inkstone run SCRIPT`: drives an editor through a session script.
struct RunCommand {
    static let help = """
    inkstone run — run a session script and print what happened

    USAGE
      inkstone run [--format json|pretty] [--transcript FILE] SCRIPT

    SCRIPT is a JSON Lines file (docs/script-format.md), or - for standard input.
    Every event the editor emits is written as one JSON object per line (json, the
    default when not on a terminal), or told for people (pretty: each step, then what
    it caused; the default on a terminal). --transcript FILE also writes the JSON
    transcript to FILE (atomically, even when the script fails part-way).

    EXIT STATUS
      0  every expect held    1  an expect failed (what differs is printed, with its
      line)    2  the script could not run (the message names the line and key)
    """

    let path: String
    let format: String
    let transcriptPath: String?

    static let options: [CommandOption] = [.valued("--format", choices: ["json", "pretty"]), .valued("--transcript", completes: .file)]

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "run", arguments: arguments, options: Self.options, help: Self.help)
        format = try options.choice("--format", default: Terminal.standardOutputIsTerminal ? "pretty" : "json")
        transcriptPath = options.values["--transcript"]
        guard options.positional.count == 1 else {
            throw UsageError(message: "run: name one script, as in 'inkstone run fixtures/sessions/S21-protection.jsonl'")
        }
        path = options.positional[0]
    }

    /// Runs the script; the script error that stopped it, if any.
    private func execute(_ text: String, with runner: ScriptRunner) -> ScriptError? {
        do throws(ScriptError) {
            try runner.run(source: text)
            return nil
        } catch {
            return error
        }
    }

    private func stepPrinter(for runner: ScriptRunner) -> (ScriptStep, ArraySlice<TranscriptEvent>) -> Void {
        let pretty = format == "pretty"
        let printer = PrettyPrinter(color: Terminal.standardOutputIsTerminal)
        return { [unowned runner] step, events in
            if pretty {
                Output.print(printer.describe(step, events: Array(events), editor: runner.editor))
            } else {
                events.forEach { Output.print($0.json.text) }
            }
        }
    }

    func run() throws -> ExitCode {
        let text: String
        if path == "-" {
            text = String(decoding: try Output.readStandardInput(), as: UTF8.self)
        } else {
            text = String(decoding: try LimitedFile.read(path, limit: ScriptRunner.fileSizeLimit, kind: "a session script",
                                                         acceptsStreams: true), as: UTF8.self)
        }
        let folder = path == "-" ? FileManager.default.currentDirectoryPath : (path as NSString).deletingLastPathComponent
        let runner = ScriptRunner(folder: folder.isEmpty ? "." : folder)
        runner.onStep = stepPrinter(for: runner)
        var status = ExitCode.ok
        if let error = execute(text, with: runner) {
            Output.error("\(path):\(error.line): \(error.message)")
            status = .usage
        }
        if let transcriptPath {
            let lines = runner.transcript.map { $0.json.text + "\n" }.joined()
            try TranscriptFile.write(lines, to: transcriptPath)
        }
        if status == .ok && !runner.failures.isEmpty {
            runner.failures.forEach { Output.error("\(path):\($0)") }
            status = .findings
        }
        return status
    }
}
