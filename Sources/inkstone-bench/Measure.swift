import Foundation

/// Clocks, percentiles and the process's resident memory.
enum Measure {
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Seconds that `body` took, best of `runs` (the least disturbed run).
    static func bestSeconds(runs: Int, _ body: () -> Void) -> Double {
        var best = UInt64.max
        for _ in 0..<runs {
            let start = now()
            body()
            best = min(best, now() - start)
        }
        return Double(best) / 1e9
    }

    /// Runs `executable` once, its output thrown away, with `environment` over this
    /// process's; false when it could not be started.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return true
    }

    static func percentile(_ sorted: [UInt64], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))
        return Double(sorted[index])
    }

    /// Resident set size in bytes, from /proc/self/statm.
    static func residentBytes() -> Int {
        giveBackFreedMemory()
        // procfs reports a size of 0, so read it as a stream rather than as a file.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/statm") else { return 0 }
        defer { try? handle.close() }
        let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// glibc keeps freed memory for reuse, so the resident size is the high-water mark
    /// of the parse that built a document, not what stays: `malloc_trim` gives the free
    /// pages back first (looked up at run time; the Glibc module does not declare it).
    private static func giveBackFreedMemory() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
}
