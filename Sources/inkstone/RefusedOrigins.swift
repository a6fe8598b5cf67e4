import InkstoneServe
import Synchronization

/// Web pages whose calls the server answered without letting the browser read the
/// answer (no `Access-Control-Allow-Origin`): the page sees only "Failed to fetch", so
/// the server's log says which origin was refused and how to allow it, once per origin.
final class RefusedOrigins: Sendable {
    private let seen = Mutex(Set<String>())

    /// The line to log for this exchange, or nil (no origin, allowed, or said already).
    func note(_ request: HTTPRequest, _ response: HTTPResponse) -> String? {
        guard let origin = request.headers["origin"], !origin.isEmpty,
              !response.headers.contains(where: { $0.0.lowercased() == "access-control-allow-origin" }),
              seen.withLock({ $0.insert(origin).inserted }) else { return nil }
        let shown = String(origin.prefix(200).unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? Character($0) : "?" })
        return "serve: a page from \(shown) called \(request.method) \(request.path); its browser was not allowed to read the answer "
            + "(it reports 'Failed to fetch'). To allow it, start the server with --allow-origin '\(shown)' (or '*' for any page)"
    }
}
