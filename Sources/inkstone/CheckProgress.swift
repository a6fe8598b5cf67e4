import Foundation
import Synchronization

/// The line on standard error that says how far a long run is, rewriting itself at
/// most five times a second; nothing when standard error is no terminal.
final class CheckProgress: Sendable {
    private let total: Int
    private let shows: Bool
    private let last = Mutex(Date.distantPast)

    init(total: Int, shows: Bool) {
        (self.total, self.shows) = (total, shows)
    }

    /// For `ProjectCheck.run`: `done` files of `total` are checked.
    var report: (@Sendable (Int) -> Void)? {
        guard shows else { return nil }
        return { [self] done in
            let due = last.withLock { last in
                guard Date().timeIntervalSince(last) > 0.2 else { return false }
                last = Date()
                return true
            }
            if due { Output.writeError("\rchecked \(done) of \(total) files") }
        }
    }

    /// Clears the line.
    func finish() {
        if shows { Output.writeError("\r\u{1B}[K") }
    }
}
