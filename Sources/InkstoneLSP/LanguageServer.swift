import Dispatch
import Foundation
import InkstoneJSON
import InkstoneProofing
import Synchronization

/// An LSP 3.17 server for prose (issue #15): each open document is an `Editor` with
/// the live proofreader, its findings are diagnostics, and every edit the server
/// hands out has passed the session rules (S20 S21 S22 S23 S24).
///
/// Messages are handled one at a time in arrival order on one serial queue
/// (`receive` may be called from any thread), where the state lives (`ServerCore`),
/// so edits can never apply out of order. Slow work (a document's profile read from
/// disk, a suggestion index, a workspace scan, watched files) runs elsewhere and
/// hands its result back to the queue. The server writes nothing but message
/// bodies, through `send`; the transport frames them.
public final class LanguageServer: Sendable {
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
        /// Documents longer than this (UTF-16 units) are parsed and checked whole off
        /// the server's queue (`PreparedEditor`).
        public var preparedOffTheQueue: Int
        /// Called off the queue before each such preparation starts: a test holds it
        /// there to send edits while the document is being prepared.
        public var beforePreparing: (@Sendable () -> Void)?

        public init(cacheFolder: String?, version: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                    pollInterval: Double? = 1, lookups: SharedLookups? = nil, preparedOffTheQueue: Int = 128 * 1024) {
            (self.cacheFolder, self.version, self.environment, self.pollInterval) = (cacheFolder, version, environment, pollInterval)
            (self.lookups, self.preparedOffTheQueue) = (lookups, preparedOffTheQueue)
        }
    }

    private let queue = DispatchQueue(label: "inkstone.lsp")
    private let core: ServerCore
    private let notes = ArrivalNotes()
    private let background = BackgroundWork()

    public init(options: Options, send: @escaping @Sendable (Data) -> Void, log: ServerLog,
                onExit: @escaping @Sendable (Int32) -> Void) {
        let queue = self.queue
        let executor = QueueExecutor(queue: queue)
        // The services' jobs reach the core they serve, which is made after them.
        let box = CoreBox()
        let background = self.background
        let services = ServerServices(options: options, log: log, outbox: Outbox(send: send), notes: notes, background: background,
                                      schedule: { job in background.schedule(on: queue) { box.core?.assumeIsolated { $0.apply(job) } } },
                                      onExit: onExit)
        core = ServerCore(executor: executor, services: services)
        box.core = core
        log.forward { text, type in queue.async { box.core?.assumeIsolated { $0.forwardLog(text, type: type) } } }
    }

    /// One message's body, in the order the client sent it; handled on the server's queue.
    public func receive(_ body: Data) {
        notes.note(body)
        let core = self.core
        queue.async { core.assumeIsolated { $0.handle(body) } }
    }

    /// A frame that could not be read (the stream goes on with the next one).
    public func receiveUnreadable(_ error: FramingError) {
        let core = self.core
        queue.async {
            core.assumeIsolated { core in
                core.apply { _, services in
                    services.log.error("a message could not be read: \(error)")
                    services.outbox.respond(to: .null, error: ResponseError(.parseError, "\(error)"))
                }
            }
        }
    }

    /// The client closed the connection: the process ends as `exit` would.
    public func endOfInput() {
        receive(Data(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8))
    }

    /// Waits until every message received so far, and the background work it started,
    /// has been handled (for tests and benchmarks).
    public func drain() {
        while true {
            queue.sync {}
            // Every job the messages started is counted until it has run, and any it starts in turn.
            if background.isIdle { return }
            background.wait()
        }
    }
}

// MARK: For tests

extension LanguageServer {
    /// The text of an open document as the server has it, once the messages received
    /// so far are handled.
    func text(of uri: String) -> String? {
        let core = self.core
        return queue.sync { core.assumeIsolated { $0.peek { $0.documents[uri]?.text.text } } }
    }

    /// Whether a preparation off the queue of the document is under way.
    /// Whether `uri`'s proofreader checks with the queue's own checker (not a prepared editor's).
    func checksWithTheQueuesChecker(_ uri: String) -> Bool {
        let core = self.core
        return queue.sync {
            core.assumeIsolated { core in
                core.peek { (state: ServerState, services: ServerServices) in
                    guard let document = state.documents[uri], let checker = document.editor.proofreader?.checker else { return false }
                    return services.checking.pool.all.contains { $0 === checker }
                }
            }
        }
    }

    func isPreparing(_ uri: String) -> Bool {
        let core = self.core
        return queue.sync { core.assumeIsolated { $0.peek { $0.documents[uri]?.preparation != nil } } }
    }

    /// Keeps the queue busy until `release` is signalled, as a slow message would.
    func hold(until release: DispatchSemaphore) {
        queue.async { release.wait() }
    }
}

/// The server's core, reachable from the jobs the core's own services schedule.
private final class CoreBox: Sendable {
    private let slot = Mutex<ServerCore?>(nil)

    var core: ServerCore? {
        get { slot.withLock { $0 } }
        set { slot.withLock { $0 = newValue } }
    }
}
