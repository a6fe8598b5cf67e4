import Dispatch
import Foundation
import InkstoneJSON

/// What handlers use besides the state: the options, the log, the way out, the
/// checkers, and the way to run slow work off the queue and come back to it.
final class ServerServices {
    let options: LanguageServer.Options
    let log: ServerLog
    let outbox: Outbox
    let checking: CheckingResources
    let notes: ArrivalNotes
    let background: BackgroundWork
    /// Runs a job on the server's queue, with the state, in order with the messages.
    let schedule: @Sendable (@escaping @Sendable (inout ServerState, ServerServices) -> Void) -> Void
    let onExit: @Sendable (Int32) -> Void

    init(options: LanguageServer.Options, log: ServerLog, outbox: Outbox, notes: ArrivalNotes, background: BackgroundWork,
         schedule: @escaping @Sendable (@escaping @Sendable (inout ServerState, ServerServices) -> Void) -> Void,
         onExit: @escaping @Sendable (Int32) -> Void) {
        (self.options, self.log, self.outbox, self.notes, self.background) = (options, log, outbox, notes, background)
        (self.schedule, self.onExit) = (schedule, onExit)
        checking = CheckingResources(options: options)
    }

    /// Runs `work` off the queue; `then` gets its result back on the queue.
    func inBackground<Result: Sendable>(_ work: @escaping @Sendable () -> Result,
                                        then: @escaping @Sendable (inout ServerState, ServerServices, Result) -> Void) {
        let schedule = self.schedule
        background.run(work) { result in schedule { state, services in then(&state, services, result) } }
    }

    /// Runs `job` on the queue once the work started so far is done (at most a few
    /// seconds later): `shutdown`'s answer and `exit` wait for the documents opened
    /// before them to be checked and published.
    func whenIdle(_ job: @escaping @Sendable (inout ServerState, ServerServices) -> Void) {
        if background.isIdle { return schedule(job) }
        let schedule = self.schedule
        background.whenIdle(timeout: 3) { schedule(job) }
    }

    /// Runs `job` on the queue after `milliseconds`.
    func after(milliseconds: Int, _ job: @escaping @Sendable (inout ServerState, ServerServices) -> Void) {
        let schedule = self.schedule
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { schedule(job) }
    }

    /// Says `text` to the person: logged, and shown by the client once it is connected.
    func showMessage(_ text: String, type: Int = 1, state: ServerState) {
        log.error(text)
        if state.phase != .waiting { outbox.notify("window/showMessage", ["type": .int(type), "message": .string("inkstone: " + text)]) }
    }
}
