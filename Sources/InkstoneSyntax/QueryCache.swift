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
        // A language without a query of some kind has no patterns of that kind; a
        // query beyond node types leaves the engine to do the work.
        var parts: [NodeTypePatterns] = []
        for query in queries {
            guard let patterns = query.map(\.nodeTypePatterns) ?? NodeTypePatterns(combining: []) else {
                combined[key] = .some(nil)
                return nil
            }
            parts.append(patterns)
        }
        let walk = language.grammar.flatMap {
            NodeTypeWalk(patterns: NodeTypePatterns(combining: parts), captureNames: kinds.indices.map(String.init), grammar: $0.pointer)
        }
        combined[key] = .some(walk)
        return walk
    }
}
