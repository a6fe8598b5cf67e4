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
}
