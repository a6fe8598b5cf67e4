import Foundation
import InkstoneProofing

/// What the workers of one run share: a lazily built suggestion index per dictionary,
/// and the word results per language list (each worker has its own Hunspell handles,
/// which are not thread-safe, but a word one worker has looked up is known to all).
final class SharedLookups: @unchecked Sendable {
    /// Where built suggestion indexes are saved for later runs.
    private let indexFolder: String?
    private let lock = NSLock()
    private var indexes: [String: LazySuggestionIndex] = [:]
    private var results: [[String]: WordResults] = [:]
    private var fingerprints: [[String]: String] = [:]

    init(indexFolder: String?) {
        self.indexFolder = indexFolder
    }

    func index(for name: String, locator: DictionaryLocator) -> LazySuggestionIndex? {
        lock.lock()
        defer { lock.unlock() }
        if let index = indexes[name] { return index }
        guard let paths = try? locator.locate(name) else { return nil }
        let index = LazySuggestionIndex(aff: paths.aff, dic: paths.dic, cacheFolder: indexFolder)
        indexes[name] = index
        return index
    }

    func results(for languages: [String]) -> WordResults {
        lock.lock()
        defer { lock.unlock() }
        if let shared = results[languages] { return shared }
        let shared = WordResults()
        results[languages] = shared
        return shared
    }

    /// A hash of the dictionaries' files, for the result cache's keys: results made
    /// with another version of a dictionary are not reused.
    func fingerprint(of languages: [String], locator: DictionaryLocator) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let known = fingerprints[languages] { return known }
        let files = languages.flatMap { name in (try? locator.locate(name)).map { [$0.aff, $0.dic] } ?? [name] }
        let fingerprint = ResultCache.fingerprint(ofFiles: files)
        fingerprints[languages] = fingerprint
        return fingerprint
    }
}
