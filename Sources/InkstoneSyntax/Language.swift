import CTreeSitter

/// A language Inkstone can parse: its grammar, how files are recognised, where the
/// grammar's sources were pinned, and its queries.
public struct Language: Sendable, Hashable {
    public let name: String
    public let extensions: [String]
    public let filenames: [String]
    public let shebangs: [String]
    /// `package==version` of the PyPI source distribution the grammar was built from.
    public let pin: String
    /// The grammar; nil for plain text.
    let grammar: Grammar?
    /// Whether re-parsing may reuse the old tree; false for grammars whose scanners
    /// make incremental trees differ from fresh ones (grammars/manifest.json).
    public let isIncremental: Bool
    /// The name of the language whose grammar parses this one's inline nodes
    /// (grammars/manifest.json's `inline_layer`: markdown's markdown_inline).
    public let inlineLayer: String?
    /// Whether a leading front matter block (`---` YAML, `+++` TOML) is protected.
    public let hasFrontMatter: Bool
    /// A grammar that serves only as another's inline layer: not listed, never chosen.
    public let isLayerOnly: Bool
    /// How a one-line comment opens and closes, for the directive that silences a
    /// line; nil for a language without one.
    public let lineComment: LineComment?
    /// The names editors give it besides its own (grammars/manifest.json's `client_ids`).
    public let clientIDs: [String]

    /// A one-line comment's markers: `// ` and nothing, or `<!-- ` and ` -->`.
    public struct LineComment: Sendable, Hashable {
        public let open: String
        public let close: String
    }

    /// Its compiled queries, compiled on first use.
    let queries = LanguageQueries()

    public var isPlainText: Bool { grammar == nil }

    public static func == (lhs: Language, rhs: Language) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The grammar's `TSLanguage *`, for callers of the tree-sitter C API (benchmarks).
    public var unsafeGrammarPointer: OpaquePointer? { grammar?.pointer }

    /// The query of a kind (`prose`, `protected`, `highlights`), if the language has one.
    func querySource(_ kind: String) -> String? {
        EmbeddedQueries.byName["\(name)/\(kind)"]
    }

    /// The compiled query of a kind; nil when the language has none. A query that does
    /// not compile is a build defect, reported with its file and offset.
    func query(_ kind: String) throws(SyntaxError) -> Query? {
        try queries.query(kind, for: self)
    }

    /// One walk for several of the language's queries at once, when each is only node
    /// types: a capture's `name` is then the index of its query in `kinds`.
    func combinedWalk(_ kinds: [String]) throws(SyntaxError) -> NodeTypeWalk? {
        let compiled = try kinds.map { kind throws(SyntaxError) in try query(kind) }
        return queries.walk(kinds, for: self, queries: compiled)
    }
}

/// A grammar's entry point, as exported by its C target.
struct Grammar: @unchecked Sendable, Hashable {
    let function: @convention(c) () -> OpaquePointer?

    var pointer: OpaquePointer { function()! }

    static func == (lhs: Grammar, rhs: Grammar) -> Bool { lhs.pointer == rhs.pointer }
    func hash(into hasher: inout Hasher) { hasher.combine(pointer) }
}
