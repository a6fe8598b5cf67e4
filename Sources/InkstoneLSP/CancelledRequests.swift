import Foundation
import InkstoneJSON

/// The ids of requests the client cancelled (`$/cancelRequest`), noted as soon as
/// the notification arrives, before the queue reaches the request: a request that is
/// still waiting is then answered with `RequestCancelled` instead of being run.
final class CancelledRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: [JSONValue] = []
    private static let marker = Data("$/cancelRequest".utf8)

    func note(_ body: Data) {
        guard body.range(of: Self.marker) != nil, let message = try? JSONValue.parse(body),
              message["method"]?.string == "$/cancelRequest", let id = message["params"]?["id"] else { return }
        lock.lock()
        if ids.count > 1_000 { ids.removeFirst(ids.count - 1_000) }
        ids.append(id)
        lock.unlock()
    }

    /// Whether `id` was cancelled; forgets it.
    func take(_ id: JSONValue) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let index = ids.firstIndex(of: id) else { return false }
        ids.remove(at: index)
        return true
    }
}
