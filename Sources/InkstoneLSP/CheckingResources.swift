import Foundation
import InkstoneProject
import InkstoneProofing

/// What every document's checking shares: one checker per choice of dictionaries (all
/// on the server's queue, so one Hunspell handle each), the suggestion indexes, and
/// the `FileCheck` that workspace scans run, with `inkstone check`'s result cache.
///
/// A suggestion index takes about a second to build the first time (it is then
/// cached on disk): until it is ready, findings carry no suggestions, and the loop
/// never waits for it.
final class CheckingResources {
    let lookups: SharedLookups
    let options: LanguageServer.Options
    private var checkers: [DictionaryChoice: SpellingChecker] = [:]
    private var building = Set<ObjectIdentifier>()

    init(options: LanguageServer.Options) {
        self.options = options
        lookups = options.lookups ?? SharedLookups(indexFolder: options.cacheFolder.map { $0 + "/indexes" })
    }

    /// The pipeline `inkstone check` runs, for files that are not open.
    func fileCheck(settings: ServerSettings, personalWords: Set<String>) -> FileCheck {
        FileCheck(dictionaries: settings.dictionaries, defaultLanguages: ["en_US"], language: nil, personalWords: personalWords,
                  cache: options.cacheFolder.map { ResultCache(folder: $0 + "/results") }, version: options.version + "|lsp",
                  lookups: lookups)
    }

    /// The checker for `choice`; `indexReady` runs (on any thread) when a suggestion
    /// index it waits for has been built.
    func checker(for choice: DictionaryChoice, indexReady: @escaping @Sendable () -> Void) throws(DictionaryError) -> SpellingChecker {
        if let checker = checkers[choice] { return checker }
        let checker = try fileCheck(settings: ServerSettings(), personalWords: []).makeChecker(choice)
        checkers[choice] = checker
        _ = refreshSuggestions(of: checker)
        for case let index as LazySuggestionIndex in checker.suggesters where !index.isBuilt {
            guard building.insert(ObjectIdentifier(index)).inserted else { continue }
            DispatchQueue.global(qos: .userInitiated).async {
                _ = index.index
                indexReady()
            }
        }
        return checker
    }

    /// Turns suggestions on for the checkers whose indexes are all built; returns
    /// whether any changed.
    @discardableResult
    func refreshSuggestions() -> Bool {
        checkers.values.reduce(false) { refreshSuggestions(of: $1) || $0 }
    }

    private func refreshSuggestions(of checker: SpellingChecker) -> Bool {
        let ready = checker.suggesters.allSatisfy { ($0 as? LazySuggestionIndex)?.isBuilt ?? true }
        defer { checker.computesSuggestions = ready }
        return checker.computesSuggestions != ready
    }

    /// Forgets the checkers (a project's `dictionaries/` changed).
    func forgetCheckers() {
        checkers = [:]
    }
}
