import Foundation
import InkstoneJSON

/// The documents whose `didClose` has arrived but not yet been handled, noted as each
/// message arrives (before the queue reaches it): a `didOpen` still waiting in the
/// queue for a document that is closed again after it is not checked nor published,
/// so a client that opens and closes thousands of files (a search, a refactoring)
/// costs the queue nothing and gets no diagnostics for closed documents.
final class PendingCloses: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private static let marker = Data("textDocument/didClose".utf8)

    func note(_ body: Data) {
        guard body.range(of: Self.marker) != nil, let message = try? JSONValue.parse(body),
              message["method"]?.string == "textDocument/didClose",
              let uri = message["params"]?["textDocument"]?["uri"]?.string else { return }
        lock.lock()
        counts[uri, default: 0] += 1
        lock.unlock()
    }

    /// Whether a `didClose` for `uri` is still waiting.
    func isPending(_ uri: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return counts[uri, default: 0] > 0
    }

    /// The `didClose` for `uri` is being handled.
    func take(_ uri: String) {
        lock.lock()
        defer { lock.unlock() }
        if let count = counts[uri] { counts[uri] = count > 1 ? count - 1 : nil }
    }
}
