import Foundation
import InkstoneText

/// What the text of a string literal is (issue #14, items 6 and 7): code or data
/// (`'wb'`, `'darwin'`, `"<div class=…>"`, `"%s=%d"`, `"foo foo"` in a test), a
/// message a person wrote to a person (`"could not open the file"`), or a sentence.
/// Only messages are checked for spelling, and only sentences for grammar; comments,
/// docstrings and markup text are always both.
public enum LiteralText {
    /// The prose of a file split by what its literals hold: `spelling` without the
    /// literals that hold code, `grammar` without every literal that is no sentence,
    /// nor tables and code spans (`withoutTablesAndCodeSpans`).
    /// A literal is judged whole (`"Hello #{name}, welcome"`, a table in a raw string),
    /// its quotes included, though its prose comes in pieces.
    public static func partition(_ prose: [TextRange], literals: [TextRange], of document: TextDocument)
        -> (spelling: [TextRange], grammar: [TextRange]) {
        let (spelling, grammar) = split(prose, literals: literals, of: document, withGrammar: true)
        return (spelling, withoutTablesAndCodeSpans(grammar, of: document))
    }

    /// `partition`'s `spelling` alone (what a paragraph's reading weighs).
    static func spellingProse(_ prose: [TextRange], literals: [TextRange], of document: TextDocument) -> [TextRange] {
        split(prose, literals: literals, of: document, withGrammar: false).spelling
    }

    private static func split(_ prose: [TextRange], literals: [TextRange], of document: TextDocument, withGrammar: Bool)
        -> (spelling: [TextRange], grammar: [TextRange]) {
        guard !literals.isEmpty else { return (prose, withGrammar ? prose : []) }
        var spelling: [TextRange] = [], grammar: [TextRange] = []
        var next = 0
        var verdict: (index: Int, holdsCode: Bool, isSentence: Bool, codeLines: [TextRange])?
        for range in prose {
            while next < literals.count && literals[next].end < range.location { next += 1 }
            guard next < literals.count && literals[next].contains(range) else {
                spelling.append(range)
                grammar.append(range)
                continue
            }
            if verdict?.index != next {
                let text = ScalarText(units: document.units(in: literals[next]))
                let holdsCode = holdsCode(text) || followsBytesPrefix(literals[next].location, in: document)
                verdict = (next, holdsCode, withGrammar && !holdsCode && isSentence(text),
                           holdsCode ? [] : codeLines(of: literals[next], in: document))
            }
            guard let verdict, !verdict.holdsCode else { continue }
            let kept = verdict.codeLines.isEmpty ? [range] : RangeSet.subtracting(verdict.codeLines, from: [range])
            spelling += kept
            if verdict.isSentence { grammar += kept }
        }
        return (spelling, grammar)
    }

    /// The lines of a literal of several lines that hold code though the whole does not
    /// (a here-document's C program after a sentence): two tokens or more that
    /// `holdsCode` calls code (`va_list ap;`), or a statement — a call or an assignment
    /// that ends in `;` (`n = vsnprintf(buf, sizeof(buf), fmt, ap);`).
    static func codeLines(of literal: TextRange, in document: TextDocument) -> [TextRange] {
        let lines = document.lines
        let first = lines.line(containing: literal.location).index, last = lines.line(containing: literal.end).index
        guard last > first else { return [] }
        return (first...last).compactMap { index in
            let line = lines.line(at: index).contentRange.intersection(literal)
            guard line.length > 0 else { return nil }
            let units = document.units(in: line)
            let text = ScalarText(units: units)
            return isStatement(units) || text.tokens.count >= 2 && holdsCode(text) ? line : nil
        }
    }

    /// A line of C-like code: a call or an assignment that ends in `;`.
    static func isStatement(_ units: [UInt16]) -> Bool {
        guard let last = units.lastIndex(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }), units[last] == 0x3B else { return false }
        return units.contains(0x28) && units.contains(0x29) || units.contains(0x3D)
    }

    /// `prose` without the lines that are rows of columns (a table in a comment or a
    /// string: its cells are no sentences) and without the `code spans` that prose
    /// keeps its backticks around (a comment in code; Markdown's are no prose at all).
    static func withoutTablesAndCodeSpans(_ prose: [TextRange], of document: TextDocument) -> [TextRange] {
        guard let first = prose.first, let last = prose.last else { return prose }
        var holes: [TextRange] = []
        var line = document.lines.line(containing: first.location).index
        let lastLine = document.lines.line(containing: last.end).index
        while line <= lastLine {
            let range = document.lines.line(at: line).contentRange
            line += 1
            guard RangeSet.meeting(range, in: prose).isEmpty == false else { continue }
            let units = document.units(in: range)
            guard units.contains(0x60) || units.contains(0x20) else { continue }
            if hasColumns(units) {
                holes.append(range)
                continue
            }
            var open: Int?
            for (index, unit) in units.enumerated() where unit == 0x60 {
                if let start = open {
                    holes.append(TextRange(range.location + start, index + 1 - start))
                    open = nil
                } else {
                    open = index
                }
            }
        }
        return holes.isEmpty ? prose : RangeSet.subtracting(RangeSet.normalized(holes), from: prose)
    }

    /// Code or data rather than words to a reader: one token that is no capitalised
    /// word (`wb`, `darwin`, `utf-8`, `%Y-%m-%d`; `Cancel` is a label), markup
    /// (`<p class="x">`), a shell line (`a | b`, `x ; y`), or words half of which look
    /// like code (`key=value`, `{x}`, `a.b`, `snake_case`, `--flag`, `/path`).
    public static func holdsCode(_ text: String) -> Bool { holdsCode(ScalarText(text)) }

    static func holdsCode(_ text: ScalarText) -> Bool {
        let tokens = text.tokens
        guard let first = tokens.first, let last = tokens.last else { return true }
        // A quote alone is the literal's own (`'badd '`: one word and a space before it).
        let words = tokens.filter { !text[$0].allSatisfy(quotes.contains) }
        if words.count <= 1 { return words.first.map { !isLabel(text[$0]) } ?? true }
        if text.scalars[first.lowerBound] == "<" && text.scalars[last.upperBound - 1] == ">" { return true }
        if isQuotedCollection(Array(text.scalars[first.lowerBound..<last.upperBound])) { return true }
        // A pipe, a list of commands, a redirection: a shell line.
        if tokens.contains(where: { token in shellOperators.contains { text.token(token, is: $0) } }) { return true }
        if isSQLStatement(text) { return true }
        return tokens.filter { isCodeLike(text[$0]) }.count * 2 >= tokens.count
    }

    /// Whether the literal whose content starts at `location` has a bytes prefix (`b`,
    /// `br`, `rb`, any case) and its quotes right before it (Python's `string_content`
    /// leaves `b"` out): bytes are data, whatever their letters spell (typer's
    /// `b"la cig\xc3\xbce\xc3\xb1a trae al ni\xc3\xb1o"`).
    static func followsBytesPrefix(_ location: Int, in document: TextDocument) -> Bool {
        var index = location
        while index > 0, location - index < 3, document[index - 1] == 0x22 || document[index - 1] == 0x27 { index -= 1 }
        guard index < location else { return false }
        var prefix = ""
        while index > 0, prefix.count < 3, let letter = Unicode.Scalar(document[index - 1]), "bBrR".unicodeScalars.contains(letter) {
            prefix = String(letter).lowercased() + prefix
            index -= 1
        }
        guard ["b", "br", "rb"].contains(prefix) else { return false }
        return index == 0 || !(Unicode.Scalar(document[index - 1]).map { $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) } ?? false)
    }

    private static let shellOperators = ["|", "||", "&&", ";", ">", ">>", "2>&1"]

    /// A query (a Ruby `<<~SQL` heredoc, a string a program sends to its database): it
    /// opens (after its quotes) with a statement's keyword in capitals (`SELECT`, `WITH`, `UPDATE` …) and
    /// holds a clause's keyword in capitals (`FROM`, `WHERE`, `SET` …), so its column
    /// names (`relname`, `idx`) are code. `Select the rows from the table.` is a message.
    static func isSQLStatement(_ text: ScalarText) -> Bool {
        guard let first = text.tokens.first else { return false }
        let keyword = text[first].drop(while: quotes.contains)
        guard sqlStatements.contains(where: { keyword.elementsEqual($0.unicodeScalars) }) else { return false }
        return text.tokens.dropFirst().contains { token in sqlClauses.contains { text.token(token, is: $0) } }
    }

    private static let sqlStatements = ["SELECT", "WITH", "INSERT", "UPDATE", "DELETE", "CREATE", "ALTER", "DROP", "EXPLAIN"]
    private static let sqlClauses = ["FROM", "WHERE", "SET", "INTO", "VALUES", "TABLE", "JOIN", "INDEX", "AS"]

    /// A list or a map of quoted values, within the literal's own quotes (and a prefix
    /// of two letters at most, `b'…'`): `'["fo", "foo", "barfoob"]'`, `'{"a": 1}'` —
    /// JSON, an example's input (jq's manual), data to a reader.
    static func isQuotedCollection(_ scalars: [Unicode.Scalar]) -> Bool {
        var start = scalars.prefix(3).firstIndex { quotes.contains($0) }.map { index in
            scalars[..<index].allSatisfy { $0.isASCII && $0.properties.isAlphabetic } ? index : 0
        } ?? 0
        while start < scalars.count && quotes.contains(scalars[start]) { start += 1 }
        var end = scalars.count
        while end > start && quotes.contains(scalars[end - 1]) { end -= 1 }
        guard end - start >= 4 else { return false }
        let (open, close) = (scalars[start], scalars[end - 1])
        return (open == "[" && close == "]" || open == "{" && close == "}")
            && scalars[(start + 1)..<(end - 1)].contains { $0 == "\"" || $0 == "'" }
    }

    private static let quotes: Set<Unicode.Scalar> = ["\"", "'", "`"]

    /// Six words or more, or three starting with a capital letter or ending as a
    /// sentence ends; with no token that looks like code, no column layout (three
    /// spaces between words), words mostly of two letters or more, and lines mostly of
    /// three words or more (a string of short lines is data, as test input is).
    public static func isSentence(_ text: String) -> Bool { isSentence(ScalarText(text)) }

    static func isSentence(_ text: ScalarText) -> Bool {
        let words = text.tokens.filter { text[$0].contains(where: ScalarText.isLetter) }
        guard words.count >= 3, let first = text.tokens.first, let last = text.tokens.last,
              !text.tokens.contains(where: { isCodeLike(text[$0]) }), !hasColumns(text.scalars),
              words.filter({ $0.count >= 2 }).count * 2 > words.count else { return false }
        var (lines, wordy, next) = (0, 0, 0)
        for line in text.lines where text[line].contains(where: ScalarText.isLetter) {
            // Tokens never cross a line break (it is white space): count those inside.
            while next < text.tokens.count && text.tokens[next].upperBound <= line.lowerBound { next += 1 }
            var count = 0
            while next + count < text.tokens.count && text.tokens[next + count].upperBound <= line.upperBound { count += 1 }
            lines += 1
            if count >= 3 { wordy += 1 }
        }
        guard wordy * 2 > lines else { return false }
        let end = text.scalars[last.upperBound - 1]
        return words.count >= 6 || ScalarText.isUppercase(text.scalars[first.lowerBound]) || [".", "!", "?", ":"].contains(end)
    }

    /// Text a grammar rule may read in a plain-text file: no token that looks like
    /// code and no column layout (`a rc count = 1` is program output).
    public static func isCodeFree(_ text: String) -> Bool { isCodeFree(ScalarText(text)) }

    static func isCodeFree(_ text: ScalarText) -> Bool {
        !text.tokens.contains(where: { isCodeLike(text[$0]) && !isModelName(text[$0]) && !isAbbreviation(text[$0]) }) && !hasColumns(text.scalars)
    }

    /// `e.g.`, `i.e.`, `p.m.`, `U.S.`: single letters each with its dot, which a sentence
    /// holds as it holds a word (`GrammarTokenizer` reads them so); without the last dot
    /// (`a.b`) it is a member's name.
    static func isAbbreviation(_ token: ArraySlice<Unicode.Scalar>) -> Bool {
        let start = token.firstIndex { !trimmedPunctuation.contains($0) } ?? token.endIndex
        guard let end = token.lastIndex(where: { !closingPunctuation.contains($0) }), end > start, token[end] == "." else { return false }
        let parts = token[start..<end].split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { $0.count == 1 && ScalarText.isLetter($0[$0.startIndex]) }
    }

    private static let closingPunctuation = Set(",:;!?\"')`".unicodeScalars)

    /// `IE11`, `FAT32`, `v1.4`, `IPv6`, `x86-64`, `utf-8`: letters and digits, a dot only
    /// before a digit and a hyphen only between two of them — the name of a product, a
    /// version or a standard, which a sentence holds as it holds a word (issue #52), and
    /// no path, call or file name (`crash.log`, `os.path`, `2.0.x`, `-v2`).
    static func isModelName(_ token: ArraySlice<Unicode.Scalar>) -> Bool {
        let start = token.firstIndex { !trimmedPunctuation.contains($0) } ?? token.endIndex
        let end = token.lastIndex { !trimmedPunctuation.contains($0) }.map { $0 + 1 } ?? start
        let core = token[start..<max(start, end)]
        guard let first = core.first, let last = core.last, isAlphanumeric(first), isAlphanumeric(last),
              core.contains(where: ScalarText.isLetter), core.contains(where: ScalarText.isNumber) else { return false }
        for index in core.indices where !isAlphanumeric(core[index]) {
            let next = core[index + 1]  // the last is alphanumeric, so a joiner has a next
            guard core[index] == "-" && isAlphanumeric(next) || core[index] == "." && ScalarText.isNumber(next) else { return false }
        }
        return true
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool { ScalarText.isLetter(scalar) || ScalarText.isNumber(scalar) }

    /// Whether lines may hold what `withoutTablesAndCodeSpans` takes out of the grammar
    /// rules' prose: a row of columns, or a backtick.
    static func mayHoldHoles(_ units: [UInt16]) -> Bool {
        units.contains(0x60) || units.contains(0x20) && hasColumns(units)
    }

    /// Whether a line has three spaces between two words (after its indentation).
    static func hasColumns(_ units: [UInt16]) -> Bool {
        hasColumns(ScalarText(units: units).scalars)
    }

    private static func hasColumns(_ scalars: [Unicode.Scalar]) -> Bool {
        var atLineStart = true, spaces = 0
        for scalar in scalars {
            if ScalarText.isNewline(scalar) {
                (atLineStart, spaces) = (true, 0)
            } else if atLineStart && ScalarText.isWhitespace(scalar) {
                continue
            } else {
                atLineStart = false
                spaces = scalar == " " ? spaces + 1 : 0
                if spaces == 3 { return true }
            }
        }
        return false
    }

    /// `Cancel`, `Error:`, `Save…`: a capitalised word of letters, a label.
    static func isLabel(_ token: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let start = token.firstIndex(where: ScalarText.isLetter) else { return false }
        var end = start
        while end < token.endIndex && (ScalarText.isLetter(token[end]) || wordJoiners.contains(token[end])) { end += 1 }
        let word = token[start..<end]
        guard ScalarText.isUppercase(token[start]), word.count >= 2 else { return false }
        return token[end...].allSatisfy(labelEnds.contains) && !word.dropFirst().contains(where: ScalarText.isUppercase)
    }

    private static let wordJoiners = Set("'’-".unicodeScalars)
    private static let labelEnds = Set(".,:;!?…)\"'".unicodeScalars)
    private static let trimmedPunctuation = Set(".,:;!?\"'()`".unicodeScalars)
    private static let operators = Set(";|&<>=".unicodeScalars)
    private static let codeCharacters = Set("={}<>[]$\\|^~*#@%_&+".unicodeScalars)

    /// A token with a code character inside it, or a dotted or slashed name.
    /// `50%`, `12.5%`, `$5`, `$1,000.00`, `#12`, `2.0`, `1.4.2`: a number, with or without a
    /// sign of what it counts, which prose writes (issue #26: "50% done" kept a plain
    /// text's grammar rules away from the whole text; issue #52: so did "since the 2.0
    /// release", a version, in a quarter of a blind set's missed sentences with one).
    static func isQuantity(_ core: ArraySlice<Unicode.Scalar>) -> Bool {
        var number = core[...]
        if let first = number.first, first == "$" || first == "#" { number = number.dropFirst() }
        if number.last == "%" { number = number.dropLast() }
        guard let first = number.first, let last = number.last,
              ScalarText.isDigit(first), ScalarText.isDigit(last) else { return false }
        return number.allSatisfy { ScalarText.isDigit($0) || $0 == "." || $0 == "," }
    }

    /// `11th`, `2nd`, `8-byte`, `64-bit`, `3rd-party`: a number said as a word, with an
    /// ordinal's ending or joined to a word (ASCII letters), which prose writes; `x86`,
    /// `utf-8` and `10x` stay code.
    static func isNumberWord(_ core: ArraySlice<Unicode.Scalar>) -> Bool {
        var rest = core[...]
        let digits = rest.prefix { ScalarText.isDigit($0) || $0 == "." || $0 == "," }
        guard let first = digits.first, ScalarText.isDigit(first), let last = digits.last, ScalarText.isDigit(last) else { return false }
        rest = rest.dropFirst(digits.count)
        for ending in ["st", "nd", "rd", "th"] where rest.starts(with: ending.unicodeScalars) {
            rest = rest.dropFirst(2)
            break
        }
        guard rest.count < core.count - digits.count || rest.first == "-" else { return false }
        while rest.first == "-" {
            let word = rest.dropFirst().prefix { $0.isASCII && $0.properties.isAlphabetic }
            guard !word.isEmpty else { return false }
            rest = rest.dropFirst(1 + word.count)
        }
        return rest.isEmpty
    }

    static func isCodeLike(_ token: ArraySlice<Unicode.Scalar>) -> Bool {
        let start = token.firstIndex { !trimmedPunctuation.contains($0) } ?? token.endIndex
        let end = token.lastIndex { !trimmedPunctuation.contains($0) }.map { $0 + 1 } ?? start
        let core = token[start..<max(start, end)]
        // `;`, `|`, `&&`, `=`: an operator standing alone; `'"` a quote pair.
        if core.isEmpty { return token.count > 1 || token.contains(where: operators.contains) }
        if isQuantity(core) || isNumberWord(core) || core.count == 1 && core.first == "&" { return false }
        if core.contains(where: codeCharacters.contains) { return true }
        if core.first == "-" || core.first == "/" || zip(core, core.dropFirst()).contains(where: { $0 == ":" && $1 == ":" }) { return true }
        // a.b, path/to, x86: letters joined by dots or slashes, or letters and digits.
        if core.dropFirst().dropLast().contains(where: { $0 == "." || $0 == "/" }) { return true }
        return core.contains(where: ScalarText.isNumber) && core.contains(where: ScalarText.isLetter)
    }
}
