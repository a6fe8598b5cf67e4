import InkstoneText

/// Code left in a comment — `//    cJSON *modme = cJSON_Duplicate(*object, 1);`,
/// `# total = frobnicate(items)`: a statement to run again some day, not a sentence. Its
/// names are no misspellings and the grammar rules have nothing to read there (issue
/// #26: one commented-out block was four of a C library's findings).
///
/// A line of prose is such code when, without its comment markers, it ends a statement
/// or opens or closes a block (`;`, `{`, `}`) and holds a call or an assignment (`(`,
/// `=`); or when it starts by assigning to names (`total = …`, `x += 1`, `data, err := …`); or when it
/// calls with a keyword argument (`trange(n, miniters=4500000, smoothing=0)`); or when it
/// opens a Python block with a call (`for i in trange(n):`, `def f(x):` — not `for
/// example (see below):`, whose bracket follows a space); or imports from a module
/// (`from tqdm import trange`), or is a shell block's `fi` or `esac` alone; and quotes no
/// words (a line with a string of words may hold a message the code would print: still
/// read; a path or a key in quotes is one token). Docstrings are
/// read so too: an example module's docstring may be all code (tqdm's).
enum CommentedCode {
    /// The lines of `ranges` (each clipped to its range) that are code.
    static func lines(in ranges: [TextRange], of document: TextDocument) -> [TextRange] {
        var found: [TextRange] = []
        for range in ranges where range.length > 2 {
            let units = document.units(in: range)
            guard units.contains(where: { $0 == semicolon || $0 == openBrace || $0 == closeBrace || $0 == equals || $0 == openParen })
                    || mentionsImport(units) || units.count <= 12 else { continue }
            var start = 0
            while start < units.count {
                var end = start
                while end < units.count && units[end] != newline { end += 1 }
                if isCode(units[start..<end]) { found.append(TextRange(range.location + start, end - start)) }
                start = end + 1
            }
        }
        return found
    }

    static func isCode(_ line: ArraySlice<UInt16>) -> Bool {
        let text = trimmed(line)
        // A shell block's closing keyword left alone on a line (`# fi`, `# esac`).
        if shellClosers.contains(where: { text.elementsEqual($0) }) { return true }
        // A line that quotes something may hold a message the code would print: still read,
        // unless every double-quoted string is one token (`ReadFile("/tmp/file.yaml")`).
        guard let last = text.last, quotesNoWords(text), !text.contains(0x27) else { return false }
        if last == semicolon || last == openBrace || last == closeBrace {
            return text.count == 1 || text.contains(openParen) || text.contains(equals)
        }
        if startsWithAssignment(text) { return true }
        if text.starts(with: fromWord) { return importsFrom(text) }
        return text.contains(openParen) && (last == colon && opensBlock(text) || passesKeyword(text)) && holdsCall(text)
    }

    /// Whether each of the line's double-quoted strings is one token (a path, a key): no
    /// message with words. A protected token (`/tmp/file.yaml`) ends the prose range
    /// inside its string, so the last string may have lost its closing quote.
    private static func quotesNoWords(_ text: ArraySlice<UInt16>) -> Bool {
        let parts = text.split(separator: 0x22, omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count, by: 2).allSatisfy { !parts[$0].contains(space) }
    }

    private static let fromWord = Array("from ".utf16)
    private static let shellClosers = [Array("fi".utf16), Array("esac".utf16), Array("fi;".utf16)]

    /// `from tqdm import trange`: four tokens or more, the second a module's name.
    private static func importsFrom(_ text: ArraySlice<UInt16>) -> Bool {
        let tokens = text.split(separator: space)
        return tokens.count >= 4 && tokens[0].elementsEqual("from".utf16) && tokens[2].elementsEqual("import".utf16)
            && tokens[1].allSatisfy(isNameUnit)
    }

    /// A name right before `(`: `trange(`, `os.path.exists(`.
    private static func holdsCall(_ text: ArraySlice<UInt16>) -> Bool {
        zip(text, text.dropFirst()).contains { isNameUnit($0) && $0 != 0x5B && $0 != 0x5D && $1 == openParen }
    }

    /// Whether the line starts with a keyword that opens a Python block.
    private static func opensBlock(_ text: ArraySlice<UInt16>) -> Bool {
        blockKeywords.contains { keyword in
            text.count > keyword.count && text.starts(with: keyword) && text[text.startIndex + keyword.count] == space
        }
    }

    private static let importWord = Array(" import ".utf16)

    /// Whether `units` hold ` import ` (a plain loop: the generic `firstRange(of:)` was
    /// 2.6 % of `inkstone-bench check`).
    private static func mentionsImport(_ units: [UInt16]) -> Bool {
        guard units.count >= importWord.count else { return false }
        for start in 0...(units.count - importWord.count) where units[start] == space && units[start + 1] == importWord[1] {
            if units[start..<(start + importWord.count)].elementsEqual(importWord) { return true }
        }
        return false
    }

    private static let blockKeywords = ["for", "if", "elif", "while", "with", "def", "class", "async", "except"].map { Array($0.utf16) }

    /// `name=value` with nothing between: a keyword argument (`miniters=int(1e6)`), not
    /// `a = b` in a sentence or `==`.
    private static func passesKeyword(_ text: ArraySlice<UInt16>) -> Bool {
        var index = text.index(after: text.startIndex)
        while index + 1 < text.endIndex {
            if text[index] == equals, isNameUnit(text[index - 1]), text[index + 1] != equals, text[index + 1] != space { return true }
            index += 1
        }
        return false
    }

    /// `name = value`, `self.x += 1`, `items[0] = y`, Go's `data, err := f()`: names with
    /// no space in them (a comma between), then an assignment operator, then a value.
    private static func startsWithAssignment(_ text: ArraySlice<UInt16>) -> Bool {
        var index = text.startIndex
        while true {
            let start = index
            while index < text.endIndex && isNameUnit(text[index]) { index += 1 }
            guard index > start, index < text.endIndex else { return false }
            guard text[index] == comma, index + 1 < text.endIndex, text[index + 1] == space else { break }
            index += 2
        }
        while index < text.endIndex && text[index] == space { index += 1 }
        if index < text.endIndex, operatorUnits.contains(text[index]), index + 1 < text.endIndex, text[index + 1] == equals { index += 1 }
        guard index < text.endIndex, text[index] == equals, index + 1 < text.endIndex, text[index + 1] != equals else { return false }
        let rest = text[(index + 1)...].drop { $0 == space }
        return !rest.isEmpty
    }

    /// The line without white space, comment markers (`//`, `#`, `*`, `/*`, `*/`, `--`)
    /// at its ends.
    private static func trimmed(_ line: ArraySlice<UInt16>) -> ArraySlice<UInt16> {
        var text = line.drop { $0 == space || $0 == tab || $0 == slash || $0 == hash || $0 == star || $0 == dash }
        while let last = text.last, last == space || last == tab || last == carriageReturn { text = text.dropLast() }
        if text.count >= 2, text.last == slash, text[text.endIndex - 2] == star { text = text.dropLast(2) }
        while let last = text.last, last == space || last == tab { text = text.dropLast() }
        return text
    }

    private static func isNameUnit(_ unit: UInt16) -> Bool {
        (0x30...0x39).contains(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
            || unit == 0x5F || unit == 0x2E || unit == 0x5B || unit == 0x5D || unit == 0x24
    }

    private static let (semicolon, openBrace, closeBrace, equals, openParen, colon): (UInt16, UInt16, UInt16, UInt16, UInt16, UInt16)
        = (0x3B, 0x7B, 0x7D, 0x3D, 0x28, 0x3A)
    private static let (newline, space, tab, carriageReturn): (UInt16, UInt16, UInt16, UInt16) = (0x0A, 0x20, 0x09, 0x0D)
    private static let (slash, hash, star, dash): (UInt16, UInt16, UInt16, UInt16) = (0x2F, 0x23, 0x2A, 0x2D)
    private static let comma: UInt16 = 0x2C
    /// `+=`, `-=`, `*=`, `/=`, `|=`, `&=`, `%=`, and Go's `:=`.
    private static let operatorUnits: Set<UInt16> = [0x2B, 0x2D, 0x2A, 0x2F, 0x7C, 0x26, 0x25, 0x3A]
}
