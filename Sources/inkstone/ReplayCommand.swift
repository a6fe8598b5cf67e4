import Foundation
import InkstoneScript
import InkstoneText

/// `inkstone replay DIR…`: runs every script under the folders and compares stored
/// transcripts.
struct ReplayCommand {
    static let help = """
    inkstone replay — run every session script under folders and check them

    USAGE
      inkstone replay [--update] DIR…

    Runs each *.jsonl script (not *.transcript.jsonl). A script passes when all its
    expects hold and, where NAME.transcript.jsonl sits beside it, its transcript equals
    that file line for line. Prints one line per script, then 'N passed, N failed'.
    --update writes each passing script's transcript beside it (creating or replacing
    NAME.transcript.jsonl) instead of comparing.

    EXIT STATUS
      0  all passed    1  a script failed    2  usage error
    """

    let folders: [String]
    let update: Bool

    static let options: [CommandOption] = [.flag("--update")]

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "replay", arguments: arguments, options: Self.options, help: Self.help)
        update = options.flags.contains("--update")
        folders = options.positional
        if folders.isEmpty { throw UsageError(message: "replay: name a folder, as in 'inkstone replay fixtures/sessions'") }
    }

    func run() throws -> ExitCode {
        var passed = 0, failed = 0
        for script in try scripts() {
            if let problem = replay(script) {
                failed += 1
                Output.print("FAIL \(script): \(problem)")
            } else {
                passed += 1
                Output.print("ok   \(script)")
            }
        }
        Output.print("\(passed) passed, \(failed) failed")
        return failed == 0 ? .ok : .findings
    }

    private func scripts() throws -> [String] {
        var found: [String] = []
        for folder in folders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
                throw UsageError(message: "replay: '\(folder)': no such folder")
            }
            guard isFolder.boolValue, let walker = FileManager.default.enumerator(atPath: folder) else {
                throw UsageError(message: "replay: '\(folder)' is not a folder; name folders of *.jsonl scripts (run a single script with 'inkstone run')")
            }
            let before = found.count
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".jsonl") && !relative.hasSuffix(".transcript.jsonl") {
                    found.append((folder as NSString).appendingPathComponent(relative))
                }
            }
            // A replay that ran nothing must not pass.
            if found.count == before { throw UsageError(message: "replay: no session scripts (*.jsonl) under '\(folder)'") }
        }
        return found.sorted()
    }

    /// Nil when the script passes; otherwise what went wrong.
    private func replay(_ path: String) -> String? {
        let data: Data
        do { data = try LimitedFile.read(path, limit: ScriptRunner.fileSizeLimit, kind: "a session script") } catch { return error.fact }
        let runner = ScriptRunner(folder: (path as NSString).deletingLastPathComponent)
        do {
            try runner.run(source: String(decoding: data, as: UTF8.self))
        } catch {
            return "script error at \(error)"
        }
        if let failure = runner.failures.first { return failure }
        let transcript = runner.transcript.map { $0.json.text + "\n" }.joined()
        let stored = String(path.dropLast(".jsonl".count)) + ".transcript.jsonl"
        if update {
            do { try TranscriptFile.write(transcript, to: stored) } catch { return "\(error)" }
            return nil
        }
        let expected: Data
        do { expected = try LimitedFile.read(stored, limit: ScriptRunner.fileSizeLimit, kind: "a transcript") } catch {
            if case .missing = error { return nil }
            return "\(error)"
        }
        let expectedText = String(decoding: expected, as: UTF8.self)
        guard expectedText != transcript else { return nil }
        let got = transcript.split(separator: "\n"), want = expectedText.split(separator: "\n")
        let index = (0..<min(got.count, want.count)).first { got[$0] != want[$0] } ?? min(got.count, want.count)
        return "transcript differs at line \(index + 1): got \(index < got.count ? String(got[index]) : "(end)"), stored \(index < want.count ? String(want[index]) : "(end)")"
    }
}
