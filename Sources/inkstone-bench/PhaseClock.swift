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
        let spent = Self.threadCPUTime() - start
        lock.lock()
        if seconds[phase] == nil { order.append(phase) }
        seconds[phase, default: 0] += spent
        lock.unlock()
        return result
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
