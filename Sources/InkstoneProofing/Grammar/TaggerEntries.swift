import Foundation

/// The tagger's entries (`Tagger.Entry`: what the lexicon and the word forms list say of
/// a word) kept for the whole process and shared by its threads: a document's own
/// entries start empty, and most of its words were looked up in the documents before.
final class TaggerEntries: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: Tagger.Entry] = [:]
    /// How many words are kept (a bound on memory: a few megabytes).
    static let limit = 100_000

    /// The entry of `word`, made by `make` the first time it is asked.
    func entry(for word: String, make: () -> Tagger.Entry) -> Tagger.Entry {
        lock.lock()
        let known = entries[word]
        lock.unlock()
        if let known { return known }
        let entry = make()
        lock.lock()
        if entries.count < Self.limit { entries[word] = entry }
        lock.unlock()
        return entry
    }
}
