import Foundation
import InkstoneLSP

/// `inkstone lsp`: the language server on standard input and output.
struct LSPCommand {
    static let help = """
    inkstone lsp — the language server: live findings, fixes and safe rewrites in any editor

    USAGE
      inkstone lsp [--stdio] [--log FILE]

    OPTIONS
      --stdio      accepted and ignored: the server always talks over standard input
                   and output (editors' configurations often pass it)
      --log FILE   write the server's log to FILE (appended) instead of standard error

    The server speaks LSP 3.17: incremental sync, pushed or pulled diagnostics,
    code actions (replace, add to your dictionary or the project's, ignore, silence
    the line, fix all), hover, commands, and the inkstone/contexts, inkstone/rewrite
    and inkstone/proofread requests for assistants. Each document is checked as
    'inkstone check' would check its path (.inkstone.json, word lists, dictionaries).
    Settings (section "inkstone"): severity, typingDelay, dictionaries,
    personalDictionary. Editor set-ups: docs/editors.md.
    """

    let logPath: String?

    static let options: [CommandOption] = [.valued("--log", completes: .file), .flag("--stdio")]

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "lsp", arguments: arguments, options: Self.options, help: Self.help)
        if let extra = options.positional.first {
            throw UsageError(message: "lsp: unexpected argument '\(extra)'; the server reads standard input (see inkstone lsp --help)")
        }
        logPath = options.values["--log"]
    }

    func run() throws -> ExitCode {
        var handle = FileHandle.standardError
        if let logPath {
            if !FileManager.default.fileExists(atPath: logPath) {
                guard FileManager.default.createFile(atPath: logPath, contents: nil) else {
                    throw UsageError(message: "lsp: cannot create the log file \(logPath); check the folder exists and is writable")
                }
            }
            guard let file = FileHandle(forWritingAtPath: logPath) else {
                throw UsageError(message: "lsp: cannot write the log file \(logPath); check its permissions")
            }
            file.seekToEndOfFile()
            handle = file
        }
        let options = LanguageServer.Options(cacheFolder: CheckCommand.cacheFolder,
                                             version: CommandLineTool.version + "|" + CheckCommand.buildStamp)
        StdioTransport.run(options: options, log: ServerLog(handle: handle))
    }
}
