import Foundation
import InkstoneText

/// What the workers of one run share: a lazily built suggestion index per dictionary,
/// and the word results per language list (each worker has its own Hunspell handles,
/// which are not thread-safe, but a word one worker has looked up is known to all).
public final class SharedLookups: @unchecked Sendable {
    /// Where built suggestion indexes are saved for later runs.
    private let indexFolder: String?
    private let lock = NSLock()
    private var indexes: [String: LazySuggestionIndex] = [:]
    private var results: [[String]: WordResults] = [:]
    private var fingerprints: [[String]: String] = [:]
    private var located: [DictionaryChoice: Result<[String], DictionaryError>] = [:]
    private var installed: [String: [String]] = [:]

    public init(indexFolder: String?) {
        self.indexFolder = indexFolder
    }

    /// One index per dictionary file (two projects may each have their own `en_US`).
    public func index(for name: String, locator: DictionaryLocator) -> LazySuggestionIndex? {
        guard let paths = try? locator.locate(name) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let index = indexes[paths.dic] { return index }
        let index = LazySuggestionIndex(aff: paths.aff, dic: paths.dic, cacheFolder: indexFolder)
        indexes[paths.dic] = index
        return index
    }

    /// The `.aff` and `.dic` paths of `choice`'s dictionaries, in order, found once a
    /// run: what checkers and results are kept by, so that the files of two folders
    /// without a project of their own (each its own `DictionaryChoice`) share one
    /// Hunspell handle per worker instead of loading the dictionary again (issue #27).
    public func files(of choice: DictionaryChoice) throws(DictionaryError) -> [String] {
        lock.lock()
        let known = located[choice]
        lock.unlock()
        if let known { return try known.get() }
        let locator = choice.locator
        var found = Result<[String], DictionaryError>.success([])
        for name in choice.languages {
            do {
                let paths = try locator.locate(name)
                found = found.map { $0 + [paths.aff, paths.dic] }
            } catch {
                found = .failure(error)
                break
            }
        }
        lock.lock()
        located[choice] = found
        lock.unlock()
        return try found.get()
    }

    /// The word results shared by the checkers of the dictionaries in `files`.
    public func results(forFiles files: [String]) -> WordResults {
        lock.lock()
        defer { lock.unlock() }
        if let shared = results[files] { return shared }
        let shared = WordResults()
        results[files] = shared
        return shared
    }

    /// The dictionaries installed where `choice` looks (`DictionaryLocator.installed`),
    /// listed once a run rather than once a file.
    public func installedDictionaries(for choice: DictionaryChoice) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let known = installed[choice.projectDictionaries] { return known }
        let names = choice.locator.installed()
        installed[choice.projectDictionaries] = names
        return names
    }

    /// A hash of the dictionaries' files, for the result cache's keys: results made
    /// with another version of a dictionary are not reused. (A dictionary that is not
    /// found fails the check before any result is cached.)
    public func fingerprint(of choice: DictionaryChoice) -> String {
        let files = (try? self.files(of: choice)) ?? []
        lock.lock()
        defer { lock.unlock() }
        if let known = fingerprints[files] { return known }
        let fingerprint = StableHash.fingerprint(ofFiles: files, limit: HunspellDictionary.fileSizeLimit)
        fingerprints[files] = fingerprint
        return fingerprint
    }

    /// Forgets where dictionaries were found, which are installed, what they said and
    /// their indexes (a long-running host saw a `dictionaries/` folder change); an
    /// index whose dictionary is unchanged loads again from `indexFolder`.
    public func forgetDictionaries() {
        lock.lock()
        defer { lock.unlock() }
        (located, installed, results, fingerprints, indexes) = ([:], [:], [:], [:], [:])
    }
}
