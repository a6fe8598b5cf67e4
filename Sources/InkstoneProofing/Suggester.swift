/// Where a `SpellingChecker` gets suggestions for a misspelled word, best first, and
/// the one fix it is sure of, if any (a `correction` finding).
public protocol Suggester: AnyObject, Sendable {
    func suggestions(for word: String, limit: Int) -> [String]
    func correction(for word: String) -> String?
}

extension SuggestionIndex: Suggester {}
