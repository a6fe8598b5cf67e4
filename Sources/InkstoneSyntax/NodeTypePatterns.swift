/// A query made only of node-type patterns, one capture each: `(comment) @prose`, a
/// choice `[(line_comment) (block_comment)] @prose`, or a child of a parent type,
/// named or a token: `(shortcut_link (link_text) @protected)`,
/// `(inline_link ["[" "]"] @protected)`. No fields, quantifiers or predicates: most
/// languages' prose and protected queries, and Markdown's inline ones.
///
/// Such a query needs no matching engine: which captures a node gets depends on its
/// type and its parent's alone, so one walk over the tree that looks each type up
/// finds the same captures as tree-sitter's query cursor, which tracks match states
/// at every node (and, in the runtime Debian ships, takes quadratic time over a wide
/// tree such as a paragraph of 50,000 emphasis markers).
struct NodeTypePatterns {
    struct Entry: Equatable {
        /// A named node's type, or a token's text.
        let type: String
        let capture: String
        let pattern: Int
        /// False for a token (`"["`).
        var isNamed = true
        /// The type the node's parent must have, if any.
        var parent: String?
    }

    let entries: [Entry]

    /// Several queries' patterns as one, each capture renamed to its query's index
    /// ("0", "1" …), so that one walk serves them all.
    init(combining queries: [NodeTypePatterns]) {
        entries = queries.enumerated().flatMap { index, patterns in
            patterns.entries.map { Entry(type: $0.type, capture: String(index), pattern: $0.pattern, isNamed: $0.isNamed, parent: $0.parent) }
        }
    }

    /// Nil when the source holds anything beyond such patterns.
    init?(source: String) {
        var tokens = Self.tokens(in: source)[...]
        var entries: [Entry] = []
        var pattern = 0
        while !tokens.isEmpty {
            var parent: String?
            if tokens.count > 2, tokens[tokens.startIndex] == "(", tokens[tokens.startIndex + 2] != ")" {
                tokens.removeFirst()
                guard let name = tokens.popFirst(), Self.isPlainName(name) else { return nil }
                parent = name
            }
            guard let alternatives = Self.alternatives(&tokens, tokensAllowed: parent != nil),
                  let capture = tokens.popFirst(), capture.hasPrefix("@"), capture.count > 1,
                  tokens.first?.hasPrefix("@") != true else { return nil }
            if parent != nil && tokens.popFirst() != ")" { return nil }
            entries += alternatives.map {
                Entry(type: $0.type, capture: String(capture.dropFirst()), pattern: pattern, isNamed: $0.isNamed, parent: parent)
            }
            pattern += 1
        }
        self.entries = entries
    }

    /// `(name)`, a token `"text"` (only as a parent's child), or a choice `[…]` of them.
    private static func alternatives(_ tokens: inout ArraySlice<String>, tokensAllowed: Bool) -> [(type: String, isNamed: Bool)]? {
        guard tokens.first == "[" else { return one(&tokens, tokensAllowed: tokensAllowed).map { [$0] } }
        tokens.removeFirst()
        var found: [(type: String, isNamed: Bool)] = []
        while let next = tokens.first, next != "]" {
            guard let alternative = one(&tokens, tokensAllowed: tokensAllowed) else { return nil }
            found.append(alternative)
        }
        guard tokens.popFirst() == "]", !found.isEmpty else { return nil }
        return found
    }

    private static func one(_ tokens: inout ArraySlice<String>, tokensAllowed: Bool) -> (type: String, isNamed: Bool)? {
        if let token = tokens.first, token.count >= 3, token.hasPrefix("\""), token.hasSuffix("\""), tokensAllowed,
           !token.dropFirst().dropLast().contains("\\") {
            tokens.removeFirst()
            return (String(token.dropFirst().dropLast()), false)
        }
        guard tokens.popFirst() == "(", let name = tokens.popFirst(), tokens.popFirst() == ")", isPlainName(name) else { return nil }
        return (name, true)
    }

    /// A plain named node type (not `_`, not a field).
    private static func isPlainName(_ name: String) -> Bool {
        name != "_" && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Brackets, parentheses, quoted strings and the words between them, comments
    /// dropped. Anything else (a field's colon, a quantifier, a predicate's '#') is
    /// kept inside a word, where the parser refuses it.
    private static func tokens(in source: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        var inString = false, inComment = false, escaped = false
        func flush() {
            if !word.isEmpty { tokens.append(word) }
            word = ""
        }
        for character in source {
            if inComment {
                if character.isNewline { inComment = false }
            } else if inString {
                word.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" {
                    inString = false
                    flush()
                }
            } else if character == "\"" {
                flush()
                word = "\""
                inString = true
            } else if character == ";" {
                flush()
                inComment = true
            } else if "()[]".contains(character) || character.isWhitespace {
                flush()
                if !character.isWhitespace { tokens.append(String(character)) }
            } else {
                word.append(character)
            }
        }
        flush()
        return tokens
    }
}
