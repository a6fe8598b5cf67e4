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
    /// process's; the wall seconds from its start to its exit, nil when it could not be
    /// started. Spawned and waited for directly: Foundation's `Process.waitUntilExit`
    /// looks every 50 ms, which made every start-up figure a multiple of 50 ms.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) -> Double? {
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        let started = now()
        guard posix_spawnp(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return Double(now() - started) / 1e9
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
