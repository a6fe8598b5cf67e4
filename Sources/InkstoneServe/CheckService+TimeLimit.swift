import Foundation

/// A check that answers within a time limit: it runs on a worker of its own, and one
/// that takes longer is answered 503 (it finishes in the background and gives its
/// checker back). At most `slotCount` checks run at once, those given up included, so
/// a flood of slow texts cannot take every core and all memory; a request that finds
/// no slot free is answered 503 at once. (Waiting for a slot held one of the server's
/// threads: four long checks made a 503 take 30 s and `/v2/languages` 29 s, issue #49.)
extension CheckService {
    func check(_ parameters: CheckParameters, within limit: TimeInterval, done: @escaping @Sendable (Result<Checked, APIError>) -> Void) {
        guard slots.wait(timeout: .now()) == .success else {
            return done(.failure(APIError(503, "the server is busy with \(slotCount) checks; try again in a moment")))
        }
        let answer = Answer(done)
        DispatchQueue.global().async {
            self.beforeCheck?()
            let result = Result { () throws(APIError) -> Checked in try self.check(parameters) }
            self.slots.signal()
            answer.give(result)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit) {
            answer.give(.failure(APIError(503, "the check took longer than this server's limit of \(limit) s "
                + "(inkstone serve --time-limit); send a shorter text")))
        }
    }

    /// The check's answer or the time limit's, whichever comes first.
    private final class Answer: @unchecked Sendable {
        private let lock = NSLock()
        private var done: (@Sendable (Result<Checked, APIError>) -> Void)?

        init(_ done: @escaping @Sendable (Result<Checked, APIError>) -> Void) { self.done = done }

        func give(_ result: Result<Checked, APIError>) {
            lock.lock()
            let done = self.done
            self.done = nil
            lock.unlock()
            done?(result)
        }
    }
}
