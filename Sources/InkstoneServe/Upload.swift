import CMicroHTTPD
import Foundation

/// One request on its way through the server: its body as it arrives, kept up to a
/// limit (past it the rest is read and dropped, and the request answered 413), then
/// its answer, which the responder may give on another thread, later: the connection
/// waits suspended meanwhile, holding no thread of the server's.
final class Upload: @unchecked Sendable {
    enum State { case receiving, answering, queued }

    private(set) var body = Data()
    private(set) var isTooLarge = false
    /// Touched by the server's thread for the connection only.
    var state = State.receiving
    let limit: Int
    private let lock = NSLock()
    private var response: HTTPResponse?
    /// The connection, while it waits suspended for `response`.
    private var suspended: OpaquePointer?

    init(limit: Int) { self.limit = limit }

    func append(_ bytes: UnsafeRawBufferPointer) {
        guard !isTooLarge else { return }
        guard body.count + bytes.count <= limit else {
            markTooLarge()
            return
        }
        body.append(contentsOf: bytes)
    }

    /// The body is over the limit: what arrives is read and dropped.
    func markTooLarge() {
        isTooLarge = true
        body = Data()
    }

    /// The responder's answer, from any thread, once: a connection waiting for it resumes.
    func complete(_ response: HTTPResponse) {
        lock.lock()
        defer { lock.unlock() }
        guard self.response == nil else { return }
        self.response = response
        if let connection = suspended {
            suspended = nil
            MHD_resume_connection(connection)
        }
    }

    /// The answer when it has come (from the connection's own thread); otherwise the
    /// connection is suspended until `complete` resumes it, and nil.
    func answer(orSuspend connection: OpaquePointer) -> HTTPResponse? {
        lock.lock()
        defer { lock.unlock() }
        if let response { return response }
        suspended = connection
        MHD_suspend_connection(connection)
        return nil
    }

    /// Whether the connection waits suspended for an answer.
    var isWaiting: Bool {
        lock.lock()
        defer { lock.unlock() }
        return suspended != nil
    }
}
