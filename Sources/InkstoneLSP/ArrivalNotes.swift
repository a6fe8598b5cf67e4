import Foundation
import InkstoneJSON
import Synchronization

/// What the server notes of each message as it arrives, before the queue reaches it:
/// the requests the client cancelled (`$/cancelRequest`: a request still waiting is
/// answered `RequestCancelled` instead of being run), and the documents whose
/// `didClose` is on its way (a `didOpen` still waiting for one of them is neither
/// checked nor published: a client that opens and closes thousands of files at once
/// costs the queue nothing).
final class ArrivalNotes: Sendable {
    private struct Notes {
        var cancelled: [JSONValue] = []
        var closing: [String: Int] = [:]
    }

    private let notes = Mutex(Notes())
    private static let cancelMarker = Data("$/cancelRequest".utf8)
    private static let closeMarker = Data("textDocument/didClose".utf8)

    /// Looks at a body as it arrives (a cheap search first: most are neither).
    func note(_ body: Data) {
        let cancels = body.range(of: Self.cancelMarker) != nil, closes = body.range(of: Self.closeMarker) != nil
        guard cancels || closes, let message = try? JSONValue.parse(body) else { return }
        if cancels, message["method"]?.string == "$/cancelRequest", let id = message["params"]?["id"] {
            notes.withLock { notes in
                if notes.cancelled.count > 1_000 { notes.cancelled.removeFirst(notes.cancelled.count - 1_000) }
                notes.cancelled.append(id)
            }
        }
        if closes, message["method"]?.string == "textDocument/didClose", let uri = message["params"]?["textDocument"]?["uri"]?.string {
            notes.withLock { $0.closing[uri, default: 0] += 1 }
        }
    }

    /// Whether request `id` was cancelled; forgets it.
    func takeCancellation(_ id: JSONValue) -> Bool {
        notes.withLock { notes in
            guard let index = notes.cancelled.firstIndex(of: id) else { return false }
            notes.cancelled.remove(at: index)
            return true
        }
    }

    /// Whether a `didClose` for `uri` is still waiting.
    func isClosing(_ uri: String) -> Bool {
        notes.withLock { $0.closing[uri, default: 0] > 0 }
    }

    /// The `didClose` for `uri` is being handled.
    func closed(_ uri: String) {
        notes.withLock { notes in
            if let count = notes.closing[uri] { notes.closing[uri] = count > 1 ? count - 1 : nil }
        }
    }
}
