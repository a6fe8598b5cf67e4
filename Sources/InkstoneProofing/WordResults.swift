import Foundation

/// What the dictionaries said about each word, and the suggestions for the words they
/// refused. One run's workers each have their own `SpellingChecker` (Hunspell handles
/// are not thread-safe) but share one of these, so a word that any worker has met
/// costs the others a hash look-up, and its suggestions are ranked once.
///
/// Checkers that share results must have the same dictionaries and words: a word
/// learned through one of them must be learned by all (the editor has one checker;
/// `inkstone check` learns nothing while it runs).
public final class WordResults: @unchecked Sendable {
    public typealias Suggested = (suggestions: [String], correction: String?)

    private let lock = NSLock()
    private var accepted: [String: Bool] = [:]
    private var suggested: [String: Suggested] = [:]
    private var acceptedWithForms: [String: Bool] = [:]
    private var wordDecisions: [String: Int] = [:]
    /// Counts learned words: an answer worked out before a word was learned is not
    /// stored after it.
    private var generation = 0

    public init() {}

    /// Whether `word` is accepted, asking `decide` (outside the lock) the first time.
    func accepts(_ word: String, decide: () -> Bool) -> Bool {
        remembered(word, in: \.accepted, compute: decide)
    }

    /// Whether `word` or an English form of a word is accepted, asking `decide` the first time.
    func acceptsWithForms(_ word: String, decide: () -> Bool) -> Bool {
        remembered(word, in: \.acceptedWithForms, compute: decide)
    }

    /// Whether a word (with what it is asked with, in `key`) is a typo, asking `decide` the first time.
    /// The index in `WordDecisions.all` of the decision the word stage made for `key`.
    func wordDecision(_ key: String, decide: () -> Int) -> Int {
        remembered(key, in: \.wordDecisions, compute: decide)
    }

    /// The suggestions for `word`, computed by `compute` (outside the lock) the first time.
    func suggestions(for word: String, compute: () -> Suggested) -> Suggested {
        remembered(word, in: \.suggested, compute: compute)
    }

    /// The table's answer for `word`, or `compute`'s, kept unless a word was learned
    /// meanwhile. Two threads may compute the same answer at once; both are right.
    private func remembered<Value>(_ word: String, in table: ReferenceWritableKeyPath<WordResults, [String: Value]>,
                                   compute: () -> Value) -> Value {
        lock.lock()
        let known = self[keyPath: table][word]
        let asked = generation
        lock.unlock()
        if let known { return known }
        let result = compute()
        lock.lock()
        if generation == asked { self[keyPath: table][word] = result }
        lock.unlock()
        return result
    }

    /// After a word was added to the dictionaries: every refusal may be out of date
    /// (Hunspell accepts more than the word itself, its capitalised form too).
    func learned(_ word: String) {
        lock.lock()
        generation += 1
        accepted = accepted.filter(\.value)
        accepted[word] = true
        acceptedWithForms = acceptedWithForms.filter(\.value)
        suggested = [:]
        wordDecisions = [:]
        lock.unlock()
    }
}
