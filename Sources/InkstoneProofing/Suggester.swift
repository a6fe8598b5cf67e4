/// Where a `SpellingChecker` gets suggestions for a misspelled word, best first, and
/// the one fix it is sure of, if any (a `correction` finding), in one go.
public protocol Suggester: AnyObject, Sendable {
    func suggest(_ word: String, limit: Int) -> (suggestions: [String], correction: String?)
}

extension SuggestionIndex: Suggester {}
