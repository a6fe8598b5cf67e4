import Foundation

/// How long the randomized tests run: a quick size by default, so that `make test`
/// stays within its budget, and the full size with `INKSTONE_LONG_TESTS=1`
/// (`make test-long`, run before resolving a change to the layer a test guards).
/// A test's own variable (`INKSTONE_EDITS_PER_LANGUAGE`, …) still wins over both.
public enum TestScale {
    public static var isLong: Bool { ProcessInfo.processInfo.environment["INKSTONE_LONG_TESTS"] == "1" }

    /// `full` under `INKSTONE_LONG_TESTS=1`, `quick` otherwise, `variable`'s value when set.
    public static func count(quick: Int, full: Int, variable: String? = nil) -> Int {
        if let variable, let value = ProcessInfo.processInfo.environment[variable].flatMap(Int.init) { return value }
        return isLong ? full : quick
    }
}
