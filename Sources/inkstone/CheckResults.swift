import Foundation
import InkstoneProofing
import InkstoneText

/// Per-file outcomes of a parallel check, kept in file order.
final class CheckResults: @unchecked Sendable {
    typealias Outcome = FileCheck.Outcome

    private let lock = NSLock()
    private var outcomes: [Outcome?]
    private var done = 0
    private let showsProgress: Bool
    private var lastProgress = Date.distantPast

    init(count: Int, showsProgress: Bool = false) {
        outcomes = Array(repeating: nil, count: count)
        self.showsProgress = showsProgress
    }

    func set(_ index: Int, _ outcome: Outcome) {
        lock.lock()
        defer { lock.unlock() }
        outcomes[index] = outcome
        done += 1
        // A progress line that rewrites itself, at most five times a second.
        if showsProgress && (Date().timeIntervalSince(lastProgress) > 0.2 || done == outcomes.count) {
            lastProgress = Date()
            let line = done == outcomes.count ? "\r\u{1B}[K" : "\rchecked \(done) of \(outcomes.count) files"
            Output.writeError(line)
        }
    }

    var all: [Outcome?] {
        lock.lock()
        defer { lock.unlock() }
        return outcomes
    }
}
