import Foundation
import InkstoneJSON

/// The server's state and its handlers, isolated to the server's queue (its
/// executor): nothing reaches them but a message handled there, or a job a
/// background task hands back there (`ServerServices.schedule`).
actor ServerCore {
    private let executor: QueueExecutor
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }
    private var state = ServerState()
    private let services: ServerServices
    private let handlers: [String: Handler]

    init(executor: QueueExecutor, services: ServerServices) {
        self.executor = executor
        self.services = services
        handlers = Dictionary(uniqueKeysWithValues: Handler.table.map { ($0.method, $0) })
    }

    /// Runs a job with the state (a background result, a timer).
    func apply(_ job: (inout ServerState, ServerServices) -> Void) {
        job(&state, services)
    }

    /// What `read` sees of the state (for tests).
    func peek<Value>(_ read: (ServerState) -> Value) -> Value {
        read(state)
    }

    /// What `read` sees of the state and the services (for tests).
    func peek<Value>(_ read: (ServerState, ServerServices) -> Value) -> Value {
        read(state, services)
    }

    /// A line of the log, for the client's log once it is connected.
    func forwardLog(_ text: String, type: Int) {
        guard state.phase == .running else { return }
        services.outbox.notify("window/logMessage", ["type": .int(type), "message": .string(text)])
    }

    /// One message's body, in the order the client sent it.
    func handle(_ body: Data) {
        let message: IncomingMessage
        do { message = try IncomingMessage.read(body) } catch {
            return services.outbox.respond(to: error.id, error: error.error)
        }
        switch message {
        case .request(let id, let method, let params):
            if services.notes.takeCancellation(id) {
                return services.outbox.respond(to: id, error: ResponseError(.requestCancelled, "\(method) was cancelled"))
            }
            do {
                if let result = try answer(method, params, id: id) { services.outbox.respond(to: id, result: result) }
            } catch {
                services.outbox.respond(to: id, error: error)
            }
        case .notification(let method, let params):
            hear(method, params)
        case .response(let id, let result, let error):
            guard let number = id.int, let callback = services.outbox.answer(for: number) else { return }
            if let error { services.log.info("the client answered request \(number) with an error: \(error.text)") }
            callback(error == nil ? result : nil)
        }
    }

    /// The lifecycle decides first what may run (LSP 3.17: nothing before
    /// `initialize`, nothing but `exit` after `shutdown`); then the table.
    private func answer(_ method: String, _ params: JSONValue, id: JSONValue) throws(ResponseError) -> JSONValue? {
        switch state.phase {
        case .waiting where method != LSP.Initialize.name:
            throw ResponseError(.serverNotInitialized, "\(method) before initialize: send initialize first")
        case .running where method == LSP.Initialize.name:
            throw ResponseError(.invalidRequest, "initialize was already received; it may be sent once")
        case .shutDown:
            throw ResponseError(.invalidRequest, "\(method) after shutdown: the server only takes exit now")
        default: break
        }
        guard let handler = handlers[method], handler.isRequest else {
            throw ResponseError(.methodNotFound, "\(method) is not a method this server has")
        }
        return try run(handler, params, id: id)
    }

    private func hear(_ method: String, _ params: JSONValue) {
        if method == LSP.Exit.name {
            let code: Int32 = state.phase == .shutDown ? 0 : 1
            return services.whenIdle { _, services in services.onExit(code) }
        }
        // $/cancelRequest is noted on arrival; other notifications may be ignored.
        guard state.phase == .running, let handler = handlers[method], !handler.isRequest else { return }
        do {
            _ = try run(handler, params, id: nil)
        } catch {
            services.log.error("\(method): \(error.message)")
        }
    }

    /// A mutating handler gets the state itself; a reading one, a copy.
    private func run(_ handler: Handler, _ params: JSONValue, id: JSONValue?) throws(ResponseError) -> JSONValue? {
        if handler.mutates { return try handler.run(&state, services, params, id) }
        var copy = state
        return try handler.run(&copy, services, params, id)
    }
}
