import Synchronization

/// A language's compiled queries, each compiled on first use and kept with the language
/// that owns them — no cache shared by the process. Safe to use from any thread.
final class LanguageQueries: Sendable {
    private let compiled = Mutex<[String: Query?]>([:])
    private let walks = Mutex<[String: NodeTypeWalk?]>([:])
    private let literals = Mutex<LiteralSymbols?>(nil)

    /// The grammar's symbols as `RegionMap.isLiteral` reads them, worked out once.
    func literalSymbols(for grammar: OpaquePointer) -> LiteralSymbols {
        literals.withLock { literals in
            if let literals { return literals }
            let table = LiteralSymbols(grammar: grammar)
            literals = table
            return table
        }
    }

    /// The query of `kind` for `language`, compiled once; nil when the language has none.
    func query(_ kind: String, for language: Language) throws(SyntaxError) -> Query? {
        try compiled.withLock { (compiled: inout [String: Query?]) throws(SyntaxError) -> Query? in
            if let cached = compiled[kind] { return cached }
            guard let source = language.querySource(kind), let grammar = language.grammar else {
                compiled[kind] = .some(nil)
                return nil
            }
            let query = try Query(language: language.name, kind: kind, source: source, grammar: grammar.pointer)
            compiled[kind] = query
            return query
        }
    }

    /// One walk for several queries at once, when each is only node types; built once.
    func walk(_ kinds: [String], for language: Language, queries: [Query?]) -> NodeTypeWalk? {
        walks.withLock { walks in
            let key = kinds.joined(separator: "+")
            if let cached = walks[key] { return cached }
            let walk = Self.buildWalk(kinds, for: language, queries: queries)
            walks[key] = .some(walk)
            return walk
        }
    }

    /// A language without a query of some kind has no patterns of that kind; a query
    /// beyond node types leaves the engine to do the work (nil).
    private static func buildWalk(_ kinds: [String], for language: Language, queries: [Query?]) -> NodeTypeWalk? {
        var parts: [NodeTypePatterns] = []
        for query in queries {
            guard let patterns = query.map(\.nodeTypePatterns) ?? NodeTypePatterns(combining: []) else { return nil }
            parts.append(patterns)
        }
        return language.grammar.flatMap {
            NodeTypeWalk(patterns: NodeTypePatterns(combining: parts), captureNames: kinds.indices.map(String.init), grammar: $0.pointer)
        }
    }
}
