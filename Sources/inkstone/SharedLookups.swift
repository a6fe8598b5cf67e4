import Foundation
import InkstoneProofing

/// One lazily built suggestion index per dictionary for the whole run, shared by the
/// workers (each has its own Hunspell handles, which are not thread-safe).
final class SharedSuggesters: @unchecked Sendable {
    private let lock = NSLock()
    private var indexes: [String: LazySuggestionIndex] = [:]

    func index(for name: String, locator: DictionaryLocator) -> LazySuggestionIndex? {
        lock.lock()
        defer { lock.unlock() }
        if let index = indexes[name] { return index }
        guard let paths = try? locator.locate(name) else { return nil }
        let index = LazySuggestionIndex(aff: paths.aff, dic: paths.dic)
        indexes[name] = index
        return index
    }
}
