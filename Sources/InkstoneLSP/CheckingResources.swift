import Foundation
import InkstoneProject
import InkstoneProofing

/// What every document's checking shares: the checkers (one per choice of
/// dictionaries, all on the server's queue, so one Hunspell handle each), the
/// suggestion indexes, and what `inkstone check`'s pipeline needs for files that are
/// not open.
///
/// A suggestion index takes about a second to build the first time (it is then
/// cached on disk): until it is ready, findings carry no suggestions and names vouch
/// for themselves (`FindingJudge.suggestionsReady`); the loop never waits for it.
final class CheckingResources {
    let lookups: SharedLookups
    let options: LanguageServer.Options
    private(set) var pool: CheckerPool
    private var building = Set<ObjectIdentifier>()

    init(options: LanguageServer.Options) {
        self.options = options
        lookups = options.lookups ?? SharedLookups(indexFolder: options.cacheFolder.map { $0 + "/indexes" })
        pool = CheckerPool(lookups: lookups)
    }

    /// The pipeline `inkstone check` runs, for files that are not open.
    func fileCheck(overrides: FileProfile.Overrides) -> FileCheck {
        FileCheck(overrides: overrides, cache: options.cacheFolder.map { ResultCache(folder: $0 + "/results") },
                  version: options.version + "|lsp", lookups: lookups)
    }

    /// The checker for `choice`, and the suggestion indexes it waits for that nobody
    /// builds yet: the caller builds them off the queue (`LazySuggestionIndex.index`).
    func checker(for choice: DictionaryChoice) throws(DictionaryError) -> (SpellingChecker, toBuild: [LazySuggestionIndex]) {
        let checker = try pool.checker(for: choice)
        _ = refreshSuggestions(of: checker)
        var toBuild: [LazySuggestionIndex] = []
        for case let index as LazySuggestionIndex in checker.suggesters where !index.isBuilt {
            if building.insert(ObjectIdentifier(index)).inserted { toBuild.append(index) }
        }
        return (checker, toBuild)
    }

    /// Whether `checker`'s suggestion indexes are built.
    func suggestionsReady(_ checker: SpellingChecker) -> Bool {
        checker.suggesters.allSatisfy { ($0 as? LazySuggestionIndex)?.isBuilt ?? true }
    }

    /// Turns suggestions on for the checkers whose indexes are all built; returns
    /// whether any changed.
    @discardableResult
    func refreshSuggestions() -> Bool {
        pool.all.reduce(false) { refreshSuggestions(of: $1) || $0 }
    }

    private func refreshSuggestions(of checker: SpellingChecker) -> Bool {
        let ready = suggestionsReady(checker)
        defer { checker.computesSuggestions = ready }
        return checker.computesSuggestions != ready
    }

    /// Forgets the checkers (a project's `dictionaries/` changed).
    func forgetCheckers() {
        lookups.forgetDictionaries()
        pool = CheckerPool(lookups: lookups)
    }
}
