import InkstoneProject
import InkstoneProofing
import InkstoneSessions
import Synchronization

/// A large document's editor made off the server's queue: its text parsed and checked
/// whole, as `inkstone check` would (issue #24, T4: a document of megabytes held the
/// queue for seconds). It has a checker of its own — Hunspell handles are not
/// thread-safe, and the queue's are the queue's — and is handed to the queue once
/// (`take`), where the edits made meanwhile are replayed onto it.
final class PreparedEditor: Sendable {
    private let slot: Mutex<Result<Editor, PreparationFailure>?>

    struct PreparationFailure: Error {
        let message: String
    }

    /// Parses `text` in `profile`'s language and checks it with `profile`'s judge; the
    /// suggestion indexes of `lookups` are used when built, else the findings wait for
    /// them (the server prepares the document again once they are).
    init(text: String, profile: FileProfile, lookups: SharedLookups) {
        let editor = Editor(text: text, exclusionProvider: SyntaxExclusions(language: profile.language))
        let pool = CheckerPool(lookups: lookups)
        do {
            let checker = try pool.checker(for: profile.choice)
            let ready = checker.suggesters.allSatisfy { ($0 as? LazySuggestionIndex)?.isBuilt ?? true }
            checker.computesSuggestions = ready
            try editor.proofread(as: profile, checker: checker, pool: pool, suggestionsReady: ready)
            slot = Mutex(.success(editor))
        } catch {
            slot = Mutex(.failure(PreparationFailure(message: "\(error)")))
        }
    }

    /// The editor, once: nil after the first call.
    func take() -> Result<Editor, PreparationFailure>? {
        slot.withLock { value in
            defer { value = nil }
            return value
        }
    }
}
