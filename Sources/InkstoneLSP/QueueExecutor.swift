import Dispatch

/// The server's serial queue as the executor of its state (`ServerCore`): messages
/// are handled on the queue in arrival order (`queue.async`, first in first out, as
/// no task scheduler promises), and the compiler knows that everything the core
/// holds is touched only there.
final class QueueExecutor: SerialExecutor {
    let queue: DispatchQueue

    init(queue: DispatchQueue) {
        self.queue = queue
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    func checkIsolated() {
        dispatchPrecondition(condition: .onQueue(queue))
    }
}
