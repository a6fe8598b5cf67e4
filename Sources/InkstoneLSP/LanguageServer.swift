import Foundation
import InkstoneJSON
import InkstoneProject
import InkstoneProofing

/// An LSP 3.17 server for prose (issue #15): each open document is an `Editor` with
/// the live proofreader, its findings are diagnostics, and every edit the server
/// hands out has passed the session rules (S20 S21 S22 S23 S24).
///
/// Everything the server knows lives on one serial queue: messages are handled one at
/// a time in arrival order (`receive` may be called from any thread), so edits can
/// never apply out of order. Slow work (a suggestion index, a workspace scan) runs
/// elsewhere and hands its result back to the queue. The server writes nothing but
/// message bodies, through `send`; the transport frames them.
public final class LanguageServer: @unchecked Sendable {
    public struct Options: Sendable {
        /// Where built suggestion indexes (`indexes/`) and `inkstone check`'s results
        /// (`results/`) are kept; nil keeps nothing.
        public var cacheFolder: String?
        /// Names the build, for the result cache.
        public var version: String
        /// The person's environment (`HOME`, `XDG_CONFIG_HOME`, `DICPATH`).
        public var environment: [String: String]
        /// How often (seconds) the server looks at watched files itself when the client
        /// cannot watch them for it; nil never.
        public var pollInterval: Double?
        /// Suggestion indexes and word results to share with other servers of the
        /// process (each builds its own when nil).
        public var lookups: SharedLookups?

        public init(cacheFolder: String?, version: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                    pollInterval: Double? = 1, lookups: SharedLookups? = nil) {
            (self.cacheFolder, self.version, self.environment, self.pollInterval) = (cacheFolder, version, environment, pollInterval)
            self.lookups = lookups
        }
    }

    enum Phase { case waiting, running, shutDown }

    let options: Options
    let queue = DispatchQueue(label: "inkstone.lsp")
    private let send: @Sendable (Data) -> Void
    private let onExit: @Sendable (Int32) -> Void
    let log: ServerLog
    private let cancelled = CancelledRequests()
    let closing = PendingCloses()

    var phase = Phase.waiting
    var client = ClientCapabilities()
    var encoding = PositionEncoding.utf16
    var settings = ServerSettings()
    var workspaceFolders: [String] = []
    var documents: [String: OpenDocument] = [:]
    let checking: CheckingResources
    var watcher: WatchedFiles?
    /// Answers awaited from the client, by the id of the server's request.
    var awaiting: [Int: (JSONValue?) -> Void] = [:]
    private var nextRequestID = 0
    /// Incremented whenever what documents are checked with changes: a pulled report
    /// with an older one is stale.
    var generation = 0
    /// Config files that cannot be read, by path: said once, shown on the file while it is open.
    var configProblems: [String: ConfigError] = [:]

    public init(options: Options, send: @escaping @Sendable (Data) -> Void, log: ServerLog,
                onExit: @escaping @Sendable (Int32) -> Void) {
        self.options = options
        self.send = send
        self.log = log
        self.onExit = onExit
        checking = CheckingResources(options: options)
    }

    // MARK: Input

    /// One message's body, in the order the client sent it; handled on the server's queue.
    public func receive(_ body: Data) {
        cancelled.note(body)
        closing.note(body)
        queue.async { self.handle(body) }
    }

    /// A frame that could not be read (the stream goes on with the next one).
    public func receiveUnreadable(_ error: FramingError) {
        queue.async {
            self.log.error("a message could not be read: \(error)")
            self.respond(to: .null, error: ResponseError(.parseError, "\(error)"))
        }
    }

    /// The client closed the connection: the process ends as `exit` would.
    public func endOfInput() {
        queue.async { self.exit() }
    }

    /// Waits until every message received so far has been handled (for tests and benchmarks).
    public func drain() {
        queue.sync {}
    }

    /// Whether the client cancelled request `id` (it must still be answered).
    func isCancelled(_ id: JSONValue) -> Bool {
        cancelled.take(id)
    }

    private func handle(_ body: Data) {
        let message: IncomingMessage
        do { message = try IncomingMessage.read(body) } catch {
            return respond(to: error.id, error: error.error)
        }
        switch message {
        case .request(let id, let method, let params):
            if cancelled.take(id) { return respond(to: id, error: ResponseError(.requestCancelled, "\(method) was cancelled")) }
            do {
                if let result = try answer(method, params, id: id) { respond(to: id, result: result) }
            } catch {
                respond(to: id, error: error)
            }
        case .notification(let method, let params):
            hear(method, params)
        case .response(let id, let result, let error):
            guard let number = id.int, let callback = awaiting.removeValue(forKey: number) else { return }
            if let error { log.info("the client answered request \(number) with an error: \(error.text)") }
            callback(error == nil ? result : nil)
        }
    }

    // MARK: Dispatch
    //
    // One handler per method; the lifecycle decides first what may run (LSP 3.17:
    // nothing before `initialize`, nothing but `exit` after `shutdown`).

    /// The result of a request, or nil when it will be answered later.
    private func answer(_ method: String, _ params: JSONValue, id: JSONValue) throws(ResponseError) -> JSONValue? {
        switch phase {
        case .waiting where method != "initialize":
            throw ResponseError(.serverNotInitialized, "\(method) before initialize: send initialize first")
        case .running where method == "initialize":
            throw ResponseError(.invalidRequest, "initialize was already received; it may be sent once")
        case .shutDown:
            throw ResponseError(.invalidRequest, "\(method) after shutdown: the server only takes exit now")
        default: break
        }
        switch method {
        case "initialize": return try initialize(params)
        case "shutdown": return shutdown()
        case "textDocument/diagnostic": return try pullDiagnostics(params)
        case "workspace/diagnostic": return try workspaceDiagnostics(params, id: id)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/hover": return try hover(params)
        case "workspace/executeCommand": return try executeCommand(params, id: id)
        case "inkstone/contexts": return try contexts(params)
        case "inkstone/rewrite": return try rewrite(params)
        case "inkstone/proofread": return try proofread(params)
        default: throw ResponseError(.methodNotFound, "\(method) is not a method this server has")
        }
    }

    private func hear(_ method: String, _ params: JSONValue) {
        if method == "exit" { return exit() }
        guard phase == .running else { return }
        do {
            switch method {
            case "initialized": initialized()
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params)
            case "textDocument/didClose": try didClose(params)
            case "workspace/didChangeConfiguration": didChangeConfiguration(params)
            case "workspace/didChangeWatchedFiles": watchedFilesChanged()
            case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params)
            default: break  // $/cancelRequest is noted on arrival; other notifications may be ignored
            }
        } catch {
            log.error("\(method): \(error.message)")
        }
    }

    private func exit() {
        onExit(phase == .shutDown ? 0 : 1)
    }

    // MARK: Output

    func respond(to id: JSONValue, result: JSONValue) {
        write(["jsonrpc": "2.0", "id": id, "result": result])
    }

    func respond(to id: JSONValue, error: ResponseError) {
        write(["jsonrpc": "2.0", "id": id, "error": error.json])
    }

    func notify(_ method: String, _ params: JSONValue) {
        write(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Sends a request to the client; `then` gets its result (nil for an error), on the queue.
    func request(_ method: String, _ params: JSONValue, then: @escaping (JSONValue?) -> Void = { _ in }) {
        nextRequestID += 1
        awaiting[nextRequestID] = then
        write(["jsonrpc": "2.0", "id": .int(nextRequestID), "method": .string(method), "params": params])
    }

    func showMessage(_ text: String, type: Int = 1) {
        log.error(text)
        if phase != .waiting { notify("window/showMessage", ["type": .int(type), "message": .string("inkstone: " + text)]) }
    }

    private func write(_ message: JSONValue) {
        send(Data(message.text.utf8))
    }
}
