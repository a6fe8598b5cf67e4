import Foundation
import InkstoneProject
import InkstoneProofing
import InkstoneServe

/// `inkstone serve`: LanguageTool's HTTP API on the loopback, for the clients writers
/// already use (browser extensions, LibreOffice, Obsidian, Emacs, language_tool_python).
struct ServeCommand {
    static let help = """
    inkstone serve — the LanguageTool HTTP API, for browsers, LibreOffice and writing apps

    USAGE
      inkstone serve [--port N] [--listen ADDRESS] [--allow-origin ORIGIN]
                     [--max-text-length N] [--max-request-bytes N] [--time-limit SECONDS]
                     [--config FILE]

    OPTIONS
      --port N                 the port (default 8081, LanguageTool's; 0 lets the system choose)
      --listen ADDRESS         the address to listen on (default 127.0.0.1, this machine only;
                               0.0.0.0 or :: for every network: anyone who reaches it can check text
                               and change your word list)
      --allow-origin ORIGIN    let web pages from ORIGIN call the server: the browser extension's
                               own origin (chrome-extension://ID, moz-extension://ID) reads and
                               changes your word list too; * lets any page check text, never
                               touch the list; none by default
      --max-text-length N      the longest text checked, in UTF-16 code units (default 100000)
      --max-request-bytes N    the largest request body (default 1048576)
      --time-limit SECONDS     answer 503 to a check that takes longer (default 10)
      --config FILE            this .inkstone.json for every request

    ENDPOINTS
      POST /v2/check           text or data (annotated), language (en-US, en, auto), level
                               (default: typos and grammar; picky: unknown words too),
                               enabledRules, disabledRules, enabledCategories, disabledCategories,
                               enabledOnly, preferredVariants; and inkstoneFormat (markdown,
                               python, …) to protect the code of text pasted from a file
      GET  /v2/languages       the languages installed dictionaries check
      GET  /v2/words           your personal word list (offset, limit)
      POST /v2/words/add       word: add it, as 'inkstone learn' does
      POST /v2/words/delete    word: take it out

    Each text is checked as 'inkstone check --stdin' would check it in the folder the
    server started in: its .inkstone.json, word lists and dictionaries. Rule ids are
    Inkstone's (spelling, flagWords, repeated-word, a-an, sentence-case,
    space-before-punctuation, missing-apostrophe), in the categories TYPOS, GRAMMAR,
    CASING and TYPOGRAPHY. Client set-ups: docs/editors.md. Ctrl-C stops the server.
    """

    let address: String
    let port: UInt16
    let options: LanguageToolAPI.Options
    let bodyLimit: Int
    let configFile: String?

    static let options: [CommandOption] = [
        .valued("--port"), .valued("--listen"), .valued("--allow-origin"), .valued("--max-text-length"),
        .valued("--max-request-bytes"), .valued("--time-limit"), .config,
    ]

    init(arguments: [String]) throws {
        let parsed = try OptionParser(command: "serve", arguments: arguments, options: Self.options, help: Self.help)
        if let extra = parsed.positional.first {
            throw UsageError(message: "serve: unexpected argument '\(extra)'; see inkstone serve --help")
        }
        port = UInt16(try Self.number(parsed.values["--port"], option: "--port", default: 8081, in: 0...65535))
        address = parsed.values["--listen"] ?? "127.0.0.1"
        var options = LanguageToolAPI.Options()
        options.allowedOrigin = parsed.values["--allow-origin"]
        options.listenAddress = address
        options.maxTextLength = try Self.number(parsed.values["--max-text-length"], option: "--max-text-length",
                                                default: options.maxTextLength, in: 1...Int(Int32.max))
        options.version = CommandLineTool.version
        options.timeLimit = TimeInterval(try Self.number(parsed.values["--time-limit"], option: "--time-limit", default: 10, in: 1...3600))
        self.options = options
        bodyLimit = try Self.number(parsed.values["--max-request-bytes"], option: "--max-request-bytes", default: 1 << 20, in: 1...Int(Int32.max))
        configFile = parsed.values["--config"]
    }

    func run() throws -> ExitCode {
        let overrides = FileProfile.Overrides(configFile: configFile)
        let api: LanguageToolAPI
        do {
            api = try LanguageToolAPI(overrides: overrides, lookups: SharedLookups(indexFolder: CheckCommand.cacheFolder + "/indexes"),
                                      options: options)
        } catch { throw UsageError(message: "serve: \(error)") }
        var limits = HTTPServer.Limits()
        limits.bodyLimit = bodyLimit
        let server: HTTPServer
        let refused = RefusedOrigins()
        let answer: HTTPServer.Responder = { request, done in
            api.answer(request) { response in
                if let line = refused.note(request, response) { Output.error(line) }
                done(response)
            }
        }
        do { server = try HTTPServer(address: address, port: port, limits: limits, answer: answer) } catch {
            throw UsageError(message: "serve: \(error)")
        }
        let host = address.contains(":") ? "[\(address)]" : address
        Output.error("serve: LanguageTool API at http://\(host):\(server.port)/v2/ (Ctrl-C stops)")
        Self.waitForSignal()
        server.stop()
        return .ok
    }

    /// Blocks until SIGINT or SIGTERM.
    private static func waitForSignal() {
        let stopped = DispatchSemaphore(value: 0)
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stopped.signal() }
            source.resume()
            return source
        }
        stopped.wait()
        sources.forEach { $0.cancel() }
    }

    private static func number(_ value: String?, option: String, default fallback: Int, in range: ClosedRange<Int>) throws -> Int {
        guard let value else { return fallback }
        guard let number = Int(value), range.contains(number) else {
            throw UsageError(message: "serve: \(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(value)'")
        }
        return number
    }
}
