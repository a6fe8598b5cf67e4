import Foundation

/// Compiled queries by language and kind, compiled once per process.
enum QueryCache {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var compiled: [String: Query?] = [:]
    nonisolated(unsafe) private static var combined: [String: NodeTypeWalk?] = [:]

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

    /// One walk for several of the language's queries at once, when each is only node
    /// types: a capture's `name` is then the index of its query in `kinds`.
    static func combinedWalk(_ kinds: [String], for language: Language) throws(SyntaxError) -> NodeTypeWalk? {
        let queries = try kinds.map { kind throws(SyntaxError) in try query(kind, for: language) }
        let key = "\(language.name)/" + kinds.joined(separator: "+")
        lock.lock()
        defer { lock.unlock() }
        if let cached = combined[key] { return cached }
        // A language without a query of some kind has no patterns of that kind.
        let patterns = queries.map { query in query == nil ? NodeTypePatterns(combining: []) : query!.nodeTypePatterns }
        var walk: NodeTypeWalk?
        if let grammar = language.grammar?.pointer, patterns.allSatisfy({ $0 != nil }) {
            walk = NodeTypeWalk(patterns: NodeTypePatterns(combining: patterns.map { $0! }),
                                captureNames: kinds.indices.map(String.init), grammar: grammar)
        }
        combined[key] = .some(walk)
        return walk
    }
}
