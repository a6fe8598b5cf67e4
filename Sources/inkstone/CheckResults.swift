import Foundation
import InkstoneProject
import InkstoneProofing
import InkstoneText

/// Per-file outcomes of a parallel check, taken in file order as soon as each is
/// ready: what the workers `set`, the reader `take`s (and the slot is freed), so that
/// output streams and memory holds only the files not yet shown.
final class CheckResults: @unchecked Sendable {
    typealias Outcome = FileCheck.Outcome

    private let lock = NSCondition()
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
        lock.broadcast()
        // A progress line that rewrites itself, at most five times a second.
        if showsProgress && (Date().timeIntervalSince(lastProgress) > 0.2 || done == outcomes.count) {
            lastProgress = Date()
            let line = done == outcomes.count ? "\r\u{1B}[K" : "\rchecked \(done) of \(outcomes.count) files"
            Output.writeError(line)
        }
    }

    /// The outcome of file `index`, once a worker has set it; its slot is emptied.
    func take(_ index: Int) -> Outcome {
        lock.lock()
        defer { lock.unlock() }
        while outcomes[index] == nil { lock.wait() }
        let outcome = outcomes[index]!
        outcomes[index] = nil
        return outcome
    }
}
