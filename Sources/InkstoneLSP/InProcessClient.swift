import Dispatch
import Foundation
import InkstoneJSON
import Synchronization

/// Drives a `LanguageServer` in the same process as a client would: each message
/// goes in framed, through the transport's reader, and is handled before the call
/// returns (`drain`); what the server sends is kept with the time it was sent, and
/// read on demand, so the client's own parsing never counts as the server's time.
/// Waiting is on the server's messages, never on the clock. The tests and
/// `inkstone-bench` play the client with it; an editor that embeds the server in
/// its process can too.
public final class InProcessClient: Sendable {
    public let server: LanguageServer
    private let inbox = Inbox()
    private let framing = Mutex(MessageFraming())
    private let nextID = Atomic<Int>(100)

    public init(options: LanguageServer.Options, log: ServerLog) {
        let inbox = self.inbox
        server = LanguageServer(options: options, send: { inbox.add($0) }, log: log, onExit: { inbox.exited($0) })
    }

    // MARK: Sending

    /// Sends one message body (framed, as the transport would read it) and waits until
    /// the server has handled it and the work it started — unless not `draining`, as a
    /// client typing on while the server is busy.
    public func send(_ body: String, draining: Bool = true) {
        let frame = MessageFraming.frame(Data(body.utf8))
        let server = self.server
        framing.withLock { $0.read(frame, message: server.receive, unreadable: server.receiveUnreadable) }
        if draining { server.drain() }
    }

    public func notify(_ method: String, _ params: JSONValue = [:], draining: Bool = true) {
        send(JSONValue.object([("jsonrpc", "2.0"), ("method", .string(method)), ("params", params)]).text, draining: draining)
    }

    /// Sends a request and waits for the server's answer to it (the whole response:
    /// its `result` or `error`); nil when none came within `seconds`.
    public func request(_ method: String, _ params: JSONValue = [:], waiting seconds: Double = 30,
                        draining: Bool = true) -> JSONValue? {
        let id = nextID.add(1, ordering: .relaxed).newValue
        send(JSONValue.object([("jsonrpc", "2.0"), ("id", .int(id)), ("method", .string(method)), ("params", params)]).text,
             draining: draining)
        return waitFor(seconds, draining: draining) { messages in messages.last { $0["id"] == .int(id) && $0["method"] == nil } }
    }

    /// Answers a request the server sent.
    public func answer(_ request: JSONValue, with result: JSONValue) {
        send(JSONValue.object([("jsonrpc", "2.0"), ("id", request["id"] ?? .null), ("result", result)]).text)
    }

    public func open(_ uri: String, _ text: String, language: String = "markdown", version: Int = 1, draining: Bool = true) {
        let params: JSONValue = ["textDocument": ["uri": .string(uri), "languageId": .string(language),
                                                  "version": .int(version), "text": .string(text)]]
        send(JSONValue.object([("jsonrpc", "2.0"), ("method", .string(LSP.DidOpen.name)), ("params", params)]).text, draining: draining)
    }

    public func change(_ uri: String, version: Int, _ changes: [JSONValue], draining: Bool = true) {
        notify(LSP.DidChange.name, ["textDocument": ["uri": .string(uri), "version": .int(version)],
                                          "contentChanges": .array(changes)], draining: draining)
    }

    public func close(_ uri: String) {
        notify(LSP.DidClose.name, ["textDocument": ["uri": .string(uri)]])
    }

    /// A range in the protocol's form.
    public static func range(_ line: Int, _ start: Int, _ endLine: Int, _ end: Int) -> JSONValue {
        ["start": ["line": .int(line), "character": .int(start)], "end": ["line": .int(endLine), "character": .int(end)]]
    }

    // MARK: Reading

    /// Everything the server sent, in order.
    public var messages: [JSONValue] { inbox.parsed }
    /// Everything the server sent, with when it was sent (nanoseconds of `CLOCK_MONOTONIC`).
    public var arrivals: [Arrival] { inbox.messages }
    /// The codes the server asked to exit with.
    public var exits: [Int32] { inbox.exits }
    public func clear() { inbox.clear() }

    /// The messages of `method` the server sent.
    public func sent(_ method: String) -> [JSONValue] {
        messages.filter { $0["method"]?.string == method }
    }

    /// The latest pushed diagnostics of `uri`.
    public func diagnostics(_ uri: String) -> [JSONValue]? {
        sent("textDocument/publishDiagnostics").last { $0["params"]?["uri"]?.string == uri }?["params"]?["diagnostics"]?.array
    }

    /// Waits until `find` finds something in what was received: looked for once the
    /// server's queue is drained, and again after each message it sends; nil when
    /// `seconds` pass first.
    /// Not `draining`, it only waits for messages: the server's background work (a
    /// suggestion index being built) goes on meanwhile.
    public func waitFor<T>(_ seconds: Double = 30, draining: Bool = true, _ find: ([JSONValue]) -> T?) -> T? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let seen = inbox.count
            if draining { server.drain() }
            if let found = find(messages) { return found }
            guard inbox.wait(beyond: seen, until: deadline) else { return nil }
        }
    }

    /// A message the server sent and the time it sent it.
    public struct Arrival: Sendable {
        public let body: Data
        public let time: UInt64
        /// The body read as JSON (a body that is not JSON reads as `null`).
        public var message: JSONValue { (try? JSONValue.parse(body)) ?? .null }
    }
}

/// What the server sent, from whichever thread it sent it.
private final class Inbox: @unchecked Sendable {
    // NSCondition is not Sendable; every stored property is read and written under it.
    private let condition = NSCondition()
    private var received: [InProcessClient.Arrival] = []
    /// The first of `received`, read as JSON: each body is read once, when first asked for.
    private var read: [JSONValue] = []
    private var codes: [Int32] = []

    func add(_ body: Data) {
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let time = UInt64(clock.tv_sec) * 1_000_000_000 + UInt64(clock.tv_nsec)
        locked { received.append(.init(body: body, time: time)) }
        condition.broadcast()
    }

    func exited(_ code: Int32) { locked { codes.append(code) } }
    func clear() { locked { (received, read) = ([], []) } }
    var messages: [InProcessClient.Arrival] { locked { received } }
    var parsed: [JSONValue] {
        locked {
            read += received[read.count...].map(\.message)
            return read
        }
    }
    var count: Int { locked { received.count } }
    var exits: [Int32] { locked { codes } }

    /// Waits until more than `count` messages were received; false when `deadline` passed first.
    func wait(beyond count: Int, until deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while received.count <= count {
            guard condition.wait(until: deadline) else { return received.count > count }
        }
        return true
    }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }
}
