import Foundation

/// Compiled queries by language and kind, compiled once per process.
enum QueryCache {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var compiled: [String: Query?] = [:]

    /// The language's query of that kind; nil when it has none. A query that does not
    /// compile is a build defect, reported once with its file and offset.
    static func query(_ kind: String, for language: Language) throws(SyntaxError) -> Query? {
        let key = "\(language.name)/\(kind)"
        lock.lock()
        defer { lock.unlock() }
        if let cached = compiled[key] { return cached }
        guard let source = language.querySource(kind), let grammar = language.grammar else {
            compiled[key] = .some(nil)
            return nil
        }
        let query = try Query(language: language.name, kind: kind, source: source, grammar: grammar.pointer)
        compiled[key] = query
        return query
    }
}
