import Dispatch
import Synchronization

/// Slow work kept off the server's queue — a project's profile read from disk, a
/// workspace scan, watched files looked at — and the jobs handed to the queue (their
/// results, timers, one document's re-check a turn), counted, so that
/// `LanguageServer.drain()` can wait for all of it (tests and benchmarks).
final class BackgroundWork: Sendable {
    private let pending = Mutex(0)
    private let group = DispatchGroup()

    /// Runs `work` on a global queue; `deliver` gets its result (it hands it to the server's queue).
    func run<Result: Sendable>(qos: DispatchQoS.QoSClass = .userInitiated, _ work: @escaping @Sendable () -> Result,
                               deliver: @escaping @Sendable (Result) -> Void) {
        pending.withLock { $0 += 1 }
        group.enter()
        DispatchQueue.global(qos: qos).async {
            deliver(work())
            self.pending.withLock { $0 -= 1 }
            self.group.leave()
        }
    }

    /// Runs `job` on `queue` (a background result, a timer, a document's turn), counted
    /// until it has run.
    func schedule(on queue: DispatchQueue, _ job: @escaping @Sendable () -> Void) {
        pending.withLock { $0 += 1 }
        group.enter()
        queue.async {
            job()
            self.pending.withLock { $0 -= 1 }
            self.group.leave()
        }
    }

    var isIdle: Bool { pending.withLock { $0 == 0 } }

    /// Runs `job` once no work is running, or after `timeout` seconds if some still is
    /// (a workspace scan); jobs asked for in turn run in that order.
    func whenIdle(timeout: Double, _ job: @escaping @Sendable () -> Void) {
        let once = Mutex<(@Sendable () -> Void)?>(job)
        let run: @Sendable () -> Void = { once.withLock { job in defer { job = nil }; return job }?() }
        group.notify(queue: ordered, execute: run)
        ordered.asyncAfter(deadline: .now() + timeout, execute: run)
    }

    private let ordered = DispatchQueue(label: "inkstone.lsp.idle")

    /// Waits until no work is running.
    func wait() {
        group.wait()
    }
}
