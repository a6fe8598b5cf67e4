import Foundation

/// Cancels a parse that has used more than its CPU time: a parse in progress is
/// registered with the CPU clock of its thread, and a watchdog thread, started on
/// first use, raises the parse's cancellation flag once that clock passes the limit.
/// CPU time, unlike tree-sitter's wall-clock timeout, does not grow when the machine
/// is busy, so a file parses or is refused the same way under load.
final class ParseWatchdog: @unchecked Sendable {
    static let shared = ParseWatchdog()

    private struct Watch {
        let clock: clockid_t
        let deadline: Double
        let flag: UnsafeMutablePointer<Int>
    }

    /// What the watchdog writes into a flag (the read budget writes 1), so that the
    /// parser's owner can tell which limit stopped it.
    static let flagValue = 2

    private let lock = NSLock()
    private var watches: [Int: Watch] = [:]
    private var nextKey = 0
    private var started = false

    /// Runs `body` with `flag` raised once this thread has used `seconds` of CPU time
    /// more than it had at the start.
    func guarding<R>(_ flag: UnsafeMutablePointer<Int>, cpuSeconds seconds: Double, _ body: () -> R) -> R {
        var clock = clockid_t()
        guard seconds.isFinite, pthread_getcpuclockid(pthread_self(), &clock) == 0 else { return body() }
        let key = register(Watch(clock: clock, deadline: Self.now(clock) + seconds, flag: flag))
        defer { unregister(key) }
        return body()
    }

    private func register(_ watch: Watch) -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextKey += 1
        watches[nextKey] = watch
        if !started {
            started = true
            let thread = Thread { [unowned self] in self.run() }
            thread.name = "inkstone parse watchdog"
            thread.start()
        }
        return nextKey
    }

    private func unregister(_ key: Int) {
        lock.lock()
        watches[key] = nil
        lock.unlock()
    }

    private func run() {
        while true {
            usleep(20_000)
            lock.lock()
            for watch in watches.values where Self.now(watch.clock) > watch.deadline { watch.flag.pointee = Self.flagValue }
            lock.unlock()
        }
    }

    private static func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
