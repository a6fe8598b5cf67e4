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
    private var results: [DictionaryChoice: WordResults] = [:]
    private var fingerprints: [DictionaryChoice: String] = [:]
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

    public func results(for choice: DictionaryChoice) -> WordResults {
        lock.lock()
        defer { lock.unlock() }
        if let shared = results[choice] { return shared }
        let shared = WordResults()
        results[choice] = shared
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
        lock.lock()
        defer { lock.unlock() }
        if let known = fingerprints[choice] { return known }
        let locator = choice.locator
        let files = choice.languages.flatMap { name in (try? locator.locate(name)).map { [$0.aff, $0.dic] } ?? [] }
        let fingerprint = StableHash.fingerprint(ofFiles: files)
        fingerprints[choice] = fingerprint
        return fingerprint
    }
}
