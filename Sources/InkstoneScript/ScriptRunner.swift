import Foundation
import InkstoneSessions
import InkstoneSyntax
import InkstoneText

/// Drives an `Editor` through a script, collecting every event with the script line
/// that caused it, and checking `expect` steps.
public final class ScriptRunner {
    public let editor = Editor()
    public private(set) var transcript: [TranscriptEvent] = []
    /// What each failed expectation said, with its line.
    public private(set) var failures: [String] = []
    let folder: String
    var language = LanguageRegistry.plainText
    var currentLine = 0
    var eventsSinceExpect = 0
    var wholeDocumentScope = false
    /// Called after each step with its events, for live output.
    public var onStep: ((ScriptStep, ArraySlice<TranscriptEvent>) -> Void)?

    /// `folder` resolves the script's relative file paths.
    public init(folder: String) {
        self.folder = folder
        editor.observer = { [unowned self] event in
            transcript.append(TranscriptEvent(line: currentLine, event: event))
        }
    }

    /// Reads and runs a script line by line, so that a mistake on line 20 still leaves
    /// the transcript of lines 1–19.
    public func run(source: String) throws(ScriptError) {
        var script = ScriptParser.Script()
        for (index, line) in ScriptParser.lines(of: source).enumerated() {
            if let step = try ScriptParser.read(line, line: index + 1, into: &script) { try run(step) }
        }
    }

    /// Runs every step; stops at the first script error (the transcript so far stays).
    public func run(_ script: ScriptParser.Script) throws(ScriptError) {
        for step in script.steps { try run(step) }
    }

    private func run(_ step: ScriptStep) throws(ScriptError) {
        currentLine = step.line
        let before = transcript.count
        if step.op == "expect" {
            check(step)
            eventsSinceExpect = transcript.count
        } else {
            try perform(step)
        }
        onStep?(step, transcript[before...])
    }

    func recordError(_ error: EditorError) {
        record(.error(message: error.description))
    }

    /// An event that the runner emits itself (the answer to `findings`, errors).
    func record(_ event: EditorEvent) {
        transcript.append(TranscriptEvent(line: currentLine, event: event))
    }

    func fail(_ step: ScriptStep, _ message: String) {
        failures.append("line \(step.line): \(message)")
    }

    /// The most a script, or its stored transcript, may have to be read.
    public static let fileSizeLimit = 64 << 20

    /// A file the script names, relative to its folder and inside it: `run` prints what
    /// it loads and `replay` prints it when a transcript differs, so a fixtures folder
    /// from elsewhere must not load `/etc/shadow` or `../../.ssh/id_rsa` into a CI log.
    func readFile(_ path: String, line: Int) throws(ScriptError) -> String {
        let advice = "; name a file in the script's folder or below it, relative to the folder"
        guard !path.hasPrefix("/") else { throw ScriptError(line: line, "\"file\": '\(path)' is an absolute path" + advice) }
        let root = Self.resolved(folder)
        let full = root + "/" + path
        // The file as its links lead (when it exists), else as its `..` lead.
        let target = FileManager.default.fileExists(atPath: full) ? Self.resolved(full) : URL(fileURLWithPath: full).standardizedFileURL.path
        guard target.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw ScriptError(line: line, "\"file\": '\(path)' leads out of the script's folder (to \(target))" + advice)
        }
        do {
            return try TextFile.read(full).document.text
        } catch {
            throw ScriptError(line: line, "\"file\": \(error.description)")
        }
    }

    /// `path` made absolute with its links and `..` resolved.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        defer { free(real) }
        return String(cString: real)
    }
}
