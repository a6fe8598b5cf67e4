import Foundation

/// A `SuggestionIndex` built on first use (about a second for en_US) and then shared
/// by every thread: a run whose results all come from the cache, or that finds
/// nothing misspelled, never builds it. A dictionary it cannot read suggests nothing.
public final class LazySuggestionIndex: Suggester, @unchecked Sendable {
    private let aff: String
    private let dic: String
    private let extraWords: [String]
    private let lock = NSLock()
    private var built: SuggestionIndex??

    public init(aff: String, dic: String, extraWords: [String] = BundledWords.technical) {
        (self.aff, self.dic, self.extraWords) = (aff, dic, extraWords)
    }

    public var index: SuggestionIndex? {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let index = try? SuggestionIndex(aff: aff, dic: dic, extraWords: extraWords)
        built = .some(index)
        return index
    }

    public func suggest(_ word: String, limit: Int) -> (suggestions: [String], correction: String?) {
        index?.suggest(word, limit: limit) ?? ([], nil)
    }
}
