import Foundation
import InkstoneProject
import InkstoneProofing
import InkstoneText

/// Checks one request's text through the pipeline `check --stdin` runs (`FileCheck`):
/// the configuration and word lists of the folder the server started in, the
/// request's language and format, and the judge. Thread-safe: each request borrows a
/// `CheckerPool` (Hunspell handles are not thread-safe) and gives it back, so there
/// are never more pools than requests answered at once. No answer waits for a
/// suggestion index to be built: Hunspell's own suggestions answer meanwhile.
final class CheckService: @unchecked Sendable {
    struct Checked {
        let document: TextDocument
        let findings: [Finding]
        /// The dictionary the text was read with (`en_US`).
        let dictionary: String
        /// Paragraphs not read: in a language no installed dictionary knows.
        var unread: [TextRange] = []
    }

    let catalog: LanguageCatalog
    /// How many checks may run at once (`check(_:within:)`).
    let slotCount = 2 * max(2, ProcessInfo.processInfo.activeProcessorCount)
    let slots: DispatchSemaphore
    /// Called on the worker before each timed check: lets a test hold one.
    var beforeCheck: (@Sendable () -> Void)?
    private let lookups: SharedLookups
    private let overrides: FileProfile.Overrides
    private let lock = NSLock()
    private var idle: [CheckerPool] = []
    /// The suggestion indexes of the default language, made from the start.
    private let defaultIndexes: [LazySuggestionIndex]

    /// Fails, naming the problem, when the folder's configuration cannot be read or
    /// its dictionary is not installed: the server then does not start.
    init(overrides: FileProfile.Overrides, lookups: SharedLookups) throws {
        (self.overrides, self.lookups) = (overrides, lookups)
        slots = DispatchSemaphore(value: slotCount)
        let profile = try FileProfile.resolve(path: nil, overrides: overrides, lookups: lookups)
        let pool = CheckerPool(lookups: lookups, waitsForSuggestionIndexes: false)
        // The default language's suggestion index is made (loaded, or built) while the
        // server waits for its first request.
        defaultIndexes = try pool.checker(for: profile.choice).suggesters.compactMap { $0 as? LazySuggestionIndex }
        defaultIndexes.forEach { $0.buildInBackground() }
        idle = [pool]
        catalog = LanguageCatalog(dictionaries: lookups.installedDictionaries(for: profile.choice), automatic: profile.choice.languages)
    }

    /// Waits until `defaultIndexes` are loaded or built.
    func waitForSuggestionIndexes() {
        defaultIndexes.forEach { _ = $0.index }
    }

    func check(_ parameters: CheckParameters) throws(APIError) -> Checked {
        var request = overrides
        let dictionary = try catalog.dictionary(for: parameters.language, preferring: parameters.preferredVariants)
        request.dictionaries = dictionary.map { [$0] } ?? overrides.dictionaries
        request.language = parameters.format ?? overrides.language ?? "plain"
        request.rules = parameters.rules
        let pool = borrow()
        defer { giveBack(pool) }
        let fileCheck = FileCheck(overrides: request, cache: nil, version: "", lookups: lookups)
        switch fileCheck.check("-", isNamed: true, input: Data(parameters.text.checked.utf8), pool: pool) {
        case .checked(let result):
            return Checked(document: result.document, findings: result.reported(everything: parameters.isPicky),
                           dictionary: dictionary ?? catalog.automatic.first ?? FileProfile.defaultDictionary, unread: result.unread)
        case .skipped(let reason), .failed(let reason):
            throw APIError(400, reason.hasPrefix("<stdin>: ") ? String(reason.dropFirst(9)) : reason)
        }
    }

    private func borrow() -> CheckerPool {
        lock.lock()
        defer { lock.unlock() }
        return idle.popLast() ?? CheckerPool(lookups: lookups, waitsForSuggestionIndexes: false)
    }

    private func giveBack(_ pool: CheckerPool) {
        lock.lock()
        idle.append(pool)
        lock.unlock()
    }
}
