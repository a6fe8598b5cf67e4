import Foundation

/// The `String`-and-`Character` judgements `LiteralText` made before issue #27 read
/// them from UTF-16 units: the naive model its randomized test compares against.
enum LiteralTextReference {
    /// Code or data rather than words to a reader: one token that is no capitalised
    /// word (`wb`, `darwin`, `utf-8`, `%Y-%m-%d`; `Cancel` is a label), markup
    /// (`<p class="x">`), a shell line (`a | b`, `x ; y`), or words half of which look
    /// like code (`key=value`, `{x}`, `a.b`, `snake_case`, `--flag`, `/path`).
    public static func holdsCode(_ text: String) -> Bool {
        let tokens = text.split(whereSeparator: \.isWhitespace)
        guard tokens.first != nil else { return true }
        let words = tokens.filter { !$0.allSatisfy { "\"'`".contains($0) } }
        if words.count <= 1 { return words.first.map { !isLabel($0) } ?? true }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("<") && trimmed.hasSuffix(">") { return true }
        // A list or a map of quoted values within the literal's quotes (and a prefix of
        // two letters at most): JSON.
        var inner = Substring(trimmed)
        if let quote = inner.prefix(3).firstIndex(where: { "\"'`".contains($0) }),
           inner[..<quote].allSatisfy({ $0.isASCII && $0.isLetter }) { inner = inner[quote...] }
        inner = inner.drop { "\"'`".contains($0) }
        while let last = inner.last, "\"'`".contains(last) { inner = inner.dropLast() }
        if inner.unicodeScalars.count >= 4, inner.hasPrefix("[") && inner.hasSuffix("]") || inner.hasPrefix("{") && inner.hasSuffix("}"),
           inner.dropFirst().dropLast().contains(where: { $0 == "\"" || $0 == "'" }) { return true }
        // A pipe, a list of commands, a redirection: a shell line.
        if tokens.contains(where: { ["|", "||", "&&", ";", ">", ">>", "2>&1"].contains($0) }) { return true }
        // A query: a statement's keyword first, a clause's after it, both in capitals.
        if ["SELECT", "WITH", "INSERT", "UPDATE", "DELETE", "CREATE", "ALTER", "DROP", "EXPLAIN"].contains(String(tokens[0].drop { "\"'`".contains($0) })),
           tokens.dropFirst().contains(where: { ["FROM", "WHERE", "SET", "INTO", "VALUES", "TABLE", "JOIN", "INDEX", "AS"].contains(String($0)) }) {
            return true
        }
        return tokens.filter(isCodeLike).count * 2 >= tokens.count
    }

    /// Six words or more, or three starting with a capital letter or ending as a
    /// sentence ends; with no token that looks like code, no column layout (three
    /// spaces between words), words mostly of two letters or more, and lines mostly of
    /// three words or more (a string of short lines is data, as test input is).
    public static func isSentence(_ text: String) -> Bool {
        let tokens = text.split(whereSeparator: \.isWhitespace)
        let words = tokens.filter { $0.contains(where: \.isLetter) }
        guard words.count >= 3, let first = text.first(where: { !$0.isWhitespace }),
              !tokens.contains(where: isCodeLike), !hasColumns(text),
              words.filter({ $0.count >= 2 }).count * 2 > words.count else { return false }
        let lines = text.split(whereSeparator: \.isNewline).filter { $0.contains(where: \.isLetter) }
        let wordy = lines.filter { $0.split(whereSeparator: \.isWhitespace).count >= 3 }
        guard wordy.count * 2 > lines.count else { return false }
        let last = text.last(where: { !$0.isWhitespace })
        return words.count >= 6 || first.isUppercase || [".", "!", "?", ":"].contains(last)
    }

    /// Text a grammar rule may read in a plain-text file: no token that looks like
    /// code and no column layout (`a rc count = 1` is program output).
    public static func isCodeFree(_ text: String) -> Bool {
        !text.split(whereSeparator: \.isWhitespace).contains(where: { isCodeLike($0) && !isModelName($0) && !isAbbreviation($0) }) && !hasColumns(text)
    }

    /// `IE11`, `v1.4`, `utf-8`: letters and digits, a dot only before a digit, a hyphen only between two.
    static func isModelName(_ token: Substring) -> Bool {
        let core = token.trimmingCharacters(in: CharacterSet(charactersIn: ".,:;!?\"'()`"))
        return core.range(of: #"^[\p{L}\p{N}]+(?:(?:-[\p{L}\p{N}]|\.\p{N})[\p{L}\p{N}]*)*$"#, options: .regularExpression) != nil
            && core.contains(where: \.isLetter) && core.contains(where: \.isNumber)
    }

    /// Whether lines may hold what `withoutTablesAndCodeSpans` takes out of the grammar
    /// rules' prose: a row of columns, or a backtick.
    static func mayHoldHoles(_ units: [UInt16]) -> Bool {
        units.contains(0x60) || units.contains(0x20) && hasColumns(String(decoding: units, as: UTF16.self))
    }

    /// Whether a line has three spaces between two words (after its indentation).
    static func hasColumns(_ text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains { line in line.drop(while: \.isWhitespace).contains("   ") }
    }

    /// `Cancel`, `Error:`, `Save…`: a capitalised word of letters, a label.
    static func isLabel(_ token: Substring) -> Bool {
        let word = token.drop { !$0.isLetter }.prefix { $0.isLetter || $0 == "'" || $0 == "’" || $0 == "-" }
        guard let first = word.first, first.isUppercase, word.count >= 2 else { return false }
        let rest = token.drop { !$0.isLetter }.dropFirst(word.count)
        return rest.allSatisfy { ".,:;!?…)\"'".contains($0) } && !word.dropFirst().contains(where: \.isUppercase)
    }

    /// Single letters each with its dot (`e.g.`, `U.S.`), before closing punctuation.
    static func isAbbreviation(_ token: Substring) -> Bool {
        var scalars = Array(token.unicodeScalars)
        while let first = scalars.first, ".,:;!?\"'()`".unicodeScalars.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, ",:;!?\"')`".unicodeScalars.contains(last) { scalars.removeLast() }
        guard scalars.last == "." else { return false }
        let parts = scalars.dropLast().split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { $0.count == 1 && $0.first!.properties.isAlphabetic }
    }

    /// A token with a code character inside it, or a dotted or slashed name.
    static func isCodeLike(_ token: Substring) -> Bool {
        let core = token.trimmingCharacters(in: CharacterSet(charactersIn: ".,:;!?\"'()`"))
        // `;`, `|`, `&&`, `=`: an operator standing alone; `'"` a quote pair.
        if core.isEmpty { return token.count > 1 || token.contains(where: { ";|&<>=".contains($0) }) }
        if core == "&" || core.range(of: #"^([$#][0-9]([0-9.,]*[0-9])?%?|[0-9]([0-9.,]*[0-9])?%?)$"#, options: .regularExpression) != nil
            || core.range(of: #"^[0-9]([0-9.,]*[0-9])?((st|nd|rd|th)(-[A-Za-z]+)*|(-[A-Za-z]+)+)$"#, options: .regularExpression) != nil {
            return false
        }
        if core.contains(where: { "={}<>[]$\\|^~*#@%_&+".contains($0) }) { return true }
        if core.hasPrefix("-") || core.hasPrefix("/") || core.contains("::") { return true }
        // a.b, path/to, x86: letters joined by dots or slashes, or letters and digits.
        let inner = core.dropFirst().dropLast()
        if inner.contains(".") || inner.contains("/") { return true }
        return core.contains(where: \.isNumber) && core.contains(where: \.isLetter)
    }
}
