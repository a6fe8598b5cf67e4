import CTreeSitter

/// What each symbol of a grammar is to `RegionMap.isLiteral`, worked out once per
/// language from the symbols' names rather than from a node's type at every node: a
/// string's (its name says `str`, `heredoc`, `template` or `scalar`; XML's `CharData`),
/// or a statement of its own (`expression_statement`: a string standing there is a
/// docstring).
struct LiteralSymbols: Sendable {
    private let isString: [Bool]
    private let isStatement: [Bool]

    init(grammar: OpaquePointer) {
        let names = (0..<Int(ts_language_symbol_count(grammar))).map { symbol in
            ts_language_symbol_name(grammar, TSSymbol(symbol)).map { String(cString: $0) } ?? ""
        }
        isString = names.map { name in
            name.contains("str") || name.contains("heredoc") || name.contains("template") || name.hasSuffix("scalar")
                || name == "CharData"
        }
        isStatement = names.map { $0 == "expression_statement" }
    }

    func isString(_ symbol: TSSymbol) -> Bool { Int(symbol) < isString.count && isString[Int(symbol)] }
    func isStatement(_ symbol: TSSymbol) -> Bool { Int(symbol) < isStatement.count && isStatement[Int(symbol)] }
}
