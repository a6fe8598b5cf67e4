/// A query made only of node-type patterns — `(comment) @prose`, or a choice
/// `[(line_comment) (block_comment)] @prose` — with one capture each, no fields,
/// children, quantifiers or predicates: most languages' prose and protected queries.
///
/// Such a query needs no matching engine: which captures a node gets depends on its
/// type alone, so one walk over the tree that looks each type up finds the same
/// captures as tree-sitter's query cursor, which tracks match states at every node.
struct NodeTypePatterns {
    struct Entry: Equatable {
        let type: String
        let capture: String
        let pattern: Int
    }

    let entries: [Entry]

    /// Several queries' patterns as one, each capture renamed to its query's index
    /// ("0", "1" …), so that one walk serves them all.
    init(combining queries: [NodeTypePatterns]) {
        entries = queries.enumerated().flatMap { index, patterns in
            patterns.entries.map { Entry(type: $0.type, capture: String(index), pattern: $0.pattern) }
        }
    }

    /// Nil when the source holds anything beyond node-type patterns.
    init?(source: String) {
        var tokens = Self.tokens(in: source)[...]
        var entries: [Entry] = []
        var pattern = 0
        while let first = tokens.first {
            var types: [String] = []
            if first == "[" {
                tokens.removeFirst()
                while tokens.first == "(" {
                    guard let type = Self.nodeType(&tokens) else { return nil }
                    types.append(type)
                }
                guard tokens.popFirst() == "]", !types.isEmpty else { return nil }
            } else {
                guard let type = Self.nodeType(&tokens) else { return nil }
                types = [type]
            }
            guard let capture = tokens.popFirst(), capture.hasPrefix("@"), capture.count > 1,
                  tokens.first?.hasPrefix("@") != true else { return nil }
            entries += types.map { Entry(type: $0, capture: String(capture.dropFirst()), pattern: pattern) }
            pattern += 1
        }
        self.entries = entries
    }

    /// `(name)` where the name is a plain named node type (not `_`, not a field).
    private static func nodeType(_ tokens: inout ArraySlice<String>) -> String? {
        guard tokens.popFirst() == "(", let name = tokens.popFirst(), tokens.popFirst() == ")",
              name != "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return name
    }

    /// Brackets, parentheses and the words between them, comments dropped. Anything
    /// else (a quote, a field's colon, a quantifier, a predicate's '#') is kept inside
    /// a word, where `nodeType` and the capture check refuse it.
    private static func tokens(in source: String) -> [String] {
        var tokens: [String] = []
        for line in source.split(whereSeparator: \.isNewline) {
            let code = line.prefix { $0 != ";" }
            var word = ""
            for character in code {
                if "()[]".contains(character) || character.isWhitespace {
                    if !word.isEmpty { tokens.append(word) }
                    word = ""
                    if !character.isWhitespace { tokens.append(String(character)) }
                } else {
                    word.append(character)
                }
            }
            if !word.isEmpty { tokens.append(word) }
        }
        return tokens
    }
}
