import CTreeSitter
import Foundation
import InkstoneText

/// The identifiers a file's code defines or uses, so that its comments may name them
/// without being flagged (`# call parse_items first`).
public enum IdentifierSet {
    /// The text of every named leaf whose type mentions "identifier" (identifier,
    /// field_identifier, type_identifier, property_identifier …).
    public static func identifiers(in syntax: SyntaxTree) -> Set<String> {
        guard let grammar = syntax.language.unsafeGrammarPointer else { return [] }
        let isIdentifier = identifierSymbols(of: grammar)
        // One copy of the text, sliced per identifier, rather than a rope walk each.
        let units = syntax.document.units(in: syntax.document.fullRange)
        var result = Set<String>()
        syntax.forEachNode { node in
            let symbol = Int(ts_node_symbol(node))
            if symbol < isIdentifier.count, isIdentifier[symbol], ts_node_child_count(node) == 0, ts_node_is_named(node) {
                let range = node.textRange
                if range.length > 0 && range.length < 100 && range.end <= units.count {
                    result.insert(text(of: units[range.location..<range.end]))
                }
            }
            return true
        }
        return result
    }

    /// For each symbol of the grammar, whether its name mentions "identifier" (asked
    /// once per file instead of once per node).
    static func identifierSymbols(of grammar: OpaquePointer) -> [Bool] {
        (0..<Int(ts_language_symbol_count(grammar))).map { symbol in
            guard let name = ts_language_symbol_name(grammar, TSSymbol(symbol)) else { return false }
            return strstr(name, "identifier") != nil
        }
    }

    /// Identifiers are nearly always ASCII: their text is built from bytes directly.
    private static func text(of units: ArraySlice<UInt16>) -> String {
        guard units.allSatisfy({ $0 < 0x80 }) else { return String(decoding: units, as: UTF16.self) }
        return String(unsafeUninitializedCapacity: units.count) { buffer in
            for (index, unit) in units.enumerated() { buffer[index] = UInt8(unit) }
            return units.count
        }
    }
}
