import CTreeSitter
import Foundation
import InkstoneText

/// The identifiers a file's code defines or uses, so that its comments may name them
/// without being flagged (`# call parse_items first`).
public enum IdentifierSet {
    /// The names in the code, outside the prose nodes (`RegionMap.proseNodeExtents`),
    /// read lexically (letters, digits and `_`, not starting with a digit): the tree's
    /// identifiers plus keywords, far cheaper than walking every node. Grammars without
    /// identifiers (Markdown, plain text) give none, as before.
    public static func names(in syntax: SyntaxTree, outside prose: [TextRange]) -> Set<String> {
        guard let grammar = syntax.language.unsafeGrammarPointer, identifierSymbols(of: grammar).contains(true) else { return [] }
        let units = syntax.document.units(in: syntax.document.fullRange)
        var result = Set<String>()
        var cursor = 0
        for gap in prose + [TextRange(units.count, 0)] {
            scanNames(in: units[cursor..<max(cursor, min(gap.location, units.count))], into: &result)
            cursor = max(cursor, min(gap.end, units.count))
        }
        return result
    }

    /// Whether `language`'s code can name anything (Markdown and plain text cannot).
    public static func hasNames(_ language: Language) -> Bool {
        language.unsafeGrammarPointer.map { identifierSymbols(of: $0).contains(true) } ?? false
    }

    private static func scanNames(in units: ArraySlice<UInt16>, into result: inout Set<String>) {
        var index = units.startIndex
        while index < units.endIndex {
            let unit = units[index]
            guard isNameStart(unit) else {
                index += 1
                // Skip the rest of a number or a name that started with a digit.
                while index < units.endIndex && (0x30...0x39).contains(unit) && isNamePart(units[index]) { index += 1 }
                continue
            }
            let start = index
            while index < units.endIndex && isNamePart(units[index]) { index += 1 }
            if index - start < 100 { result.insert(UTF16Text.string(units[start..<index])) }
        }
    }

    private static func isNameStart(_ unit: UInt16) -> Bool {
        if unit < 0x80 { return (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || unit == 0x5F }
        if Surrogates.isHalf(unit) { return true }
        return Unicode.Scalar(unit)?.properties.isAlphabetic ?? false
    }

    private static func isNamePart(_ unit: UInt16) -> Bool {
        isNameStart(unit) || (0x30...0x39).contains(unit)
    }

    /// For each symbol of the grammar, whether it names something: its name mentions
    /// "identifier", or it is a shell's command or variable name (bash's grammar has no
    /// identifiers, and a script's `pgrep`, `mocp` are the names its comments mention).
    static func identifierSymbols(of grammar: OpaquePointer) -> [Bool] {
        (0..<Int(ts_language_symbol_count(grammar))).map { symbol in
            guard let name = ts_language_symbol_name(grammar, TSSymbol(symbol)) else { return false }
            return strstr(name, "identifier") != nil || strcmp(name, "command_name") == 0 || strcmp(name, "variable_name") == 0
        }
    }
}
