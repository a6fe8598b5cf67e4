import Foundation
import InkstoneProofing
import InkstoneText

/// Per-file outcomes of a parallel check, kept in file order.
final class CheckResults: @unchecked Sendable {
    enum Outcome {
        case findings(TextDocument, [Finding])
        case skipped(String)
        case failed(String)
    }

    private let lock = NSLock()
    private var outcomes: [Outcome?]

    init(count: Int) {
        outcomes = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ outcome: Outcome) {
        lock.lock()
        outcomes[index] = outcome
        lock.unlock()
    }

    var all: [Outcome?] {
        lock.lock()
        defer { lock.unlock() }
        return outcomes
    }
}
