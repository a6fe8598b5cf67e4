import Foundation

/// CPU seconds spent in each named phase, summed over all threads: where a run's
/// time goes when the phases interleave on several workers.
final class PhaseClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: [String: Double] = [:]
    private var order: [String] = []

    func time<Result>(_ phase: String, _ body: () -> Result) -> Result {
        let start = Self.threadCPUTime()
        let result = body()
        add(phase, Self.threadCPUTime() - start)
        return result
    }

    /// Times a body whose work comes in stages: each `stage(name)` call ends the stage
    /// before and starts `prefix_name`.
    func stages<Result>(_ prefix: String, _ body: ((String) -> Void) -> Result) -> Result {
        var current: (name: String, start: Double)?
        func close() {
            guard let current else { return }
            add(prefix + "_" + current.name, Self.threadCPUTime() - current.start)
        }
        let result = body { name in
            close()
            current = (name, Self.threadCPUTime())
        }
        close()
        return result
    }

    private func add(_ phase: String, _ spent: Double) {
        lock.lock()
        if seconds[phase] == nil { order.append(phase) }
        seconds[phase, default: 0] += spent
        lock.unlock()
    }

    /// The phases in the order they were first timed.
    var totals: [(String, Double)] {
        lock.lock()
        defer { lock.unlock() }
        return order.map { ($0, seconds[$0]!) }
    }

    private static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
