import Foundation

/// A check that answers within a time limit: it runs on a worker of its own while the
/// request's thread waits, and a check that takes longer is answered 503 (it finishes
/// in the background and gives its checker back). At most `slots` checks run at once,
/// those given up included, so a flood of slow texts cannot take every core and all
/// memory; a request that finds no slot within the limit is answered 503 too.
extension CheckService {
    func check(_ parameters: CheckParameters, within limit: TimeInterval) throws(APIError) -> Checked {
        let deadline = DispatchTime.now() + limit
        guard slots.wait(timeout: deadline) == .success else {
            throw APIError(503, "the server is busy with \(slotCount) checks; try again (or start it with a longer --time-limit)")
        }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            self.beforeCheck?()
            do throws(APIError) { outcome.value = .success(try self.check(parameters)) } catch { outcome.value = .failure(error) }
            self.slots.signal()
            done.signal()
        }
        guard done.wait(timeout: deadline) == .success, let value = outcome.value else {
            throw APIError(503, "the check took longer than this server's limit of \(limit) s (inkstone serve --time-limit); "
                + "send a shorter text")
        }
        return try value.get()
    }

    /// Where the worker writes its result; read after `done` is signalled.
    private final class Outcome: @unchecked Sendable {
        var value: Result<Checked, APIError>?
    }
}
