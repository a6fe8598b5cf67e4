import Foundation
import Synchronization

/// How long a connection may take to send one whole request, headers and body: the
/// idle timeout starts again at every byte, so 256 connections sending a header byte
/// every few seconds held every slot of the server, and no one else got in (issue #49).
/// A connection that has not delivered its request by the deadline — counted from
/// its opening, or from the answer to its previous request, so a kept-alive
/// connection idle that long is closed too (clients open a new one) — is shut down by
/// a watchdog thread. One waiting for its answer is not.
final class RequestDeadlines: @unchecked Sendable {
    private struct Connection {
        let socket: Int32
        /// Since when it owes a request; nil while its request is answered.
        var owingSince: ContinuousClock.Instant?
    }

    let seconds: Double
    private let connections = Mutex<[Int: Connection]>([:])
    private let stopped = Atomic<Bool>(false)
    private var watchdog: Thread?

    init(seconds: Double) {
        self.seconds = seconds
    }

    /// Starts the watchdog; `stop` ends it.
    func start() {
        let thread = Thread { [self] in
            while !stopped.load(ordering: .relaxed) {
                usleep(100_000)
                shutDownLate()
            }
        }
        thread.name = "inkstone serve request deadlines"
        watchdog = thread
        thread.start()
    }

    func stop() { stopped.store(true, ordering: .relaxed) }

    func opened(_ connection: OpaquePointer, socket: Int32) {
        let key = Int(bitPattern: connection)
        connections.withLock { $0[key] = Connection(socket: socket, owingSince: .now) }
    }

    /// Its request arrived whole.
    func requestArrived(_ connection: OpaquePointer) {
        let key = Int(bitPattern: connection)
        connections.withLock { $0[key]?.owingSince = nil }
    }

    /// Its answer went out: the next request on the connection is owed from now.
    func answered(_ connection: OpaquePointer) {
        let key = Int(bitPattern: connection)
        connections.withLock { $0[key]?.owingSince = .now }
    }

    /// Before the server closes its socket: the lock keeps the watchdog from shutting
    /// down a socket number that a new connection may reuse once this one is closed.
    func closed(_ connection: OpaquePointer) {
        let key = Int(bitPattern: connection)
        _ = connections.withLock { $0.removeValue(forKey: key) }
    }

    private func shutDownLate() {
        let now = ContinuousClock.now
        connections.withLock { connections in
            for (key, connection) in connections {
                guard let since = connection.owingSince, now - since > .seconds(seconds) else { continue }
                shutdown(connection.socket, Int32(SHUT_RDWR))
                connections[key]?.owingSince = nil
            }
        }
    }
}
