import Foundation
import InkstoneJSON

/// The way out: answers, notifications and the server's own requests, as message
/// bodies through `send` (the transport frames them), and the callbacks awaiting the
/// client's answers. Used on the server's queue only.
final class Outbox {
    private let send: @Sendable (Data) -> Void
    private var awaiting: [Int: (JSONValue?) -> Void] = [:]
    private var nextRequestID = 0

    init(send: @escaping @Sendable (Data) -> Void) {
        self.send = send
    }

    func respond(to id: JSONValue, result: JSONValue) {
        write(["jsonrpc": "2.0", "id": id, "result": result])
    }

    func respond(to id: JSONValue, error: ResponseError) {
        write(["jsonrpc": "2.0", "id": id, "error": error.json])
    }

    func notify(_ method: String, _ params: JSONValue) {
        write(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Sends a request to the client; `then` gets its result (nil for an error).
    func request(_ method: String, _ params: JSONValue, then: @escaping (JSONValue?) -> Void = { _ in }) {
        nextRequestID += 1
        awaiting[nextRequestID] = then
        write(["jsonrpc": "2.0", "id": .int(nextRequestID), "method": .string(method), "params": params])
    }

    /// The client answered request `id`; its callback, once.
    func answer(for id: Int) -> ((JSONValue?) -> Void)? {
        awaiting.removeValue(forKey: id)
    }

    private func write(_ message: JSONValue) {
        send(Data(message.text.utf8))
    }
}
