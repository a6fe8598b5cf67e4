import CMicroHTTPD
import Foundation
import Synchronization

/// An HTTP/1.1 server on GNU libmicrohttpd: its own threads (a pool of `threads`,
/// epoll), keep-alive and chunked bodies from the library, idle connections closed
/// after `idleTimeout`, each request owed within `requestSeconds` (`RequestDeadlines`),
/// bodies over `bodyLimit` read, dropped and answered 413. `answer` is called on the
/// pool's threads and may answer later, from any thread: the connection then waits
/// suspended, holding no thread, so a slow check never stalls the other requests.
public final class HTTPServer: @unchecked Sendable {
    public struct Limits: Sendable {
        public var threads = max(2, ProcessInfo.processInfo.activeProcessorCount)
        public var idleTimeout: UInt32 = 30
        public var connections: UInt32 = 256
        public var bodyLimit = 1 << 20
        /// Seconds a connection has to send one whole request, headers and body.
        public var requestSeconds = 10.0
        public init() {}
    }

    /// Answers a request, now or later: `done` is called once, on any thread.
    public typealias Responder = @Sendable (_ request: HTTPRequest, _ done: @escaping @Sendable (HTTPResponse) -> Void) -> Void

    public enum StartError: Error, CustomStringConvertible {
        case badAddress(String)
        case cannotListen(address: String, port: UInt16)

        public var description: String {
            switch self {
            case .badAddress(let address): "'\(address)' is not an IPv4 or IPv6 address (for example 127.0.0.1 or ::1)"
            case .cannotListen(let address, let port):
                "cannot listen on \(address) port \(port): it is in use or not an address of this machine (choose another with --port or --listen)"
            }
        }
    }

    public let limits: Limits
    /// The port listened on (the one the system chose when asked for 0).
    public private(set) var port: UInt16 = 0
    let responder: Responder
    let deadlines: RequestDeadlines
    /// The requests whose answers are awaited, and whether the server is stopping: no
    /// connection may stay suspended when the library stops.
    let awaited = Mutex<(uploads: [ObjectIdentifier: Upload], stopping: Bool)>(([:], false))
    private var daemon: OpaquePointer?

    /// A server whose `respond` answers at once.
    public convenience init(address: String, port: UInt16, limits: Limits = Limits(),
                            respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws(StartError) {
        try self.init(address: address, port: port, limits: limits, answer: { request, done in done(respond(request)) })
    }

    public init(address: String, port: UInt16, limits: Limits = Limits(), answer: @escaping Responder) throws(StartError) {
        (self.limits, self.responder) = (limits, answer)
        deadlines = RequestDeadlines(seconds: limits.requestSeconds)
        guard let socketAddress = SocketAddress(address, port: port) else { throw .badAddress(address) }
        let context = Unmanaged.passUnretained(self).toOpaque()
        daemon = socketAddress.withPointer { pointer in
            inkstone_http_start(pointer, UInt32(limits.threads), limits.idleTimeout, limits.connections, 64 << 10,
                                HTTPServer.access, context, HTTPServer.completed, context, HTTPServer.connectionChanged, context)
        }
        guard let daemon else { throw .cannotListen(address: address, port: port) }
        self.port = inkstone_http_port(daemon)
        deadlines.start()
    }

    deinit { stop() }

    /// Stops listening and waits for the threads; requests under way are answered 503
    /// or dropped.
    public func stop() {
        guard let daemon else { return }
        awaited.withLock { awaited in
            awaited.stopping = true
            for upload in awaited.uploads.values { upload.complete(Self.stopping) }
            awaited.uploads = [:]
        }
        deadlines.stop()
        MHD_stop_daemon(daemon)
        self.daemon = nil
    }

    static let stopping = HTTPResponse.text("Error: the server is stopping", status: 503)
}
