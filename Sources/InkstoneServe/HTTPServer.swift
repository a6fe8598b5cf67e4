import CMicroHTTPD
import Foundation

/// An HTTP/1.1 server on GNU libmicrohttpd: its own threads (a pool of `threads`,
/// epoll), keep-alive and chunked bodies from the library, idle connections closed
/// after `idleTimeout`, bodies over `bodyLimit` answered 413 without being kept.
/// `respond` is called on the pool's threads, one request at a time on each.
public final class HTTPServer: @unchecked Sendable {
    public struct Limits: Sendable {
        public var threads = max(2, ProcessInfo.processInfo.activeProcessorCount)
        public var idleTimeout: UInt32 = 30
        public var connections: UInt32 = 256
        public var bodyLimit = 1 << 20
        public init() {}
    }

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
    let respond: @Sendable (HTTPRequest) -> HTTPResponse
    private var daemon: OpaquePointer?

    public init(address: String, port: UInt16, limits: Limits = Limits(), respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws(StartError) {
        (self.limits, self.respond) = (limits, respond)
        guard let socketAddress = SocketAddress(address, port: port) else { throw .badAddress(address) }
        let context = Unmanaged.passUnretained(self).toOpaque()
        daemon = socketAddress.withPointer { pointer in
            inkstone_http_start(pointer, UInt32(limits.threads), limits.idleTimeout, limits.connections, 64 << 10,
                                HTTPServer.access, context, HTTPServer.completed, context)
        }
        guard let daemon else { throw .cannotListen(address: address, port: port) }
        self.port = inkstone_http_port(daemon)
    }

    deinit { stop() }

    /// Stops listening and waits for the threads; requests under way are dropped.
    public func stop() {
        if let daemon { MHD_stop_daemon(daemon) }
        daemon = nil
    }
}
