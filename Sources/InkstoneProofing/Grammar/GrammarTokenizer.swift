import InkstoneText

/// Splits prose into the sentences and tokens the pattern rules read. Consecutive prose
/// ranges of one paragraph are read as one text: between two comment lines the markers
/// (`//`, `#`, ` * `) are a line break, and protected text between two ranges (a code
/// span, a link's address) is one code token, which no word pattern matches. What reads
/// as code is code too: identifiers (`snake_case`, `camelCase`, `os.path`, `utf8`), calls
/// (`run(`), options (`-f`, `--force`), placeholders (`<file>`, a backticked span in a
/// comment), Doxygen and Javadoc commands (`@a`, `\p`, `@param`) with the name they
/// take, and runs of hex bytes (`ed bf bf`).
struct GrammarTokenizer {
    /// The longest protected text read as part of a sentence; longer, the paragraph ends.
    static let longestGap = 200
    /// Doxygen and Javadoc commands whose next word is a name (`@p size`, `\a buffer`).
    static let commandsNamingAWord: Set<String> = [
        "a", "p", "c", "b", "e", "em", "ref", "param", "tparam", "arg", "throws", "throw", "exception", "retval", "see",
        "link", "linkplain", "code", "class", "struct", "fn", "var", "def", "property", "enum", "typedef", "namespace",
    ]

    let document: TextDocument

    /// The sentences of `prose` (ranges of `document`), each a list of tokens.
    func sentences(in prose: [TextRange]) -> [[GrammarToken]] {
        paragraphs(of: prose.sorted { $0.location < $1.location }).flatMap { paragraph in
            Self.split(tokens(of: paragraph), startsSentence: startsSentence(at: paragraph[0].location),
                       endsParagraph: endsParagraph(at: paragraph[paragraph.count - 1].end))
        }
    }

    /// Ranges whose gaps are short and hold no blank line, and do not end a Markdown
    /// heading (`# Cleanup` with its paragraph on the next line: two sentences).
    private func paragraphs(of prose: [TextRange]) -> [[TextRange]] {
        var result: [[TextRange]] = []
        for range in prose where range.length > 0 {
            if let last = result.last?.last, range.location - last.end <= Self.longestGap,
               case let gap = document.units(in: TextRange(last.end, range.location - last.end)),
               !Sentences.isBlankLine(gap[...]), !endsHeading(last, gap: gap) {
                result[result.count - 1].append(range)
            } else {
                result.append([range])
            }
        }
        return result
    }

    /// Whether `range` is the text of an ATX heading (`## Title`: one to six `#` and a
    /// space start its line) and the `gap` after it crosses its line's end with no `#`
    /// in it: the next line is no comment's continuation (`# a comment` then `# more`).
    private func endsHeading(_ range: TextRange, gap: [UInt16]) -> Bool {
        guard gap.contains(0x0A), !gap.contains(0x23) else { return false }
        let line = document.lines.line(containing: range.location).contentRange
        let head = document.units(in: TextRange(line.location, range.location - line.location))
        let marks = head.drop { $0 == 0x20 }.prefix { $0 == 0x23 }.count
        return (1...6).contains(marks) && head.drop { $0 == 0x20 }.dropFirst(marks).first == 0x20
    }

    private func tokens(of paragraph: [TextRange]) -> [GrammarToken] {
        var tokens: [GrammarToken] = []
        for (index, range) in paragraph.enumerated() {
            if index > 0 {
                let gapRange = TextRange(paragraph[index - 1].end, range.location - paragraph[index - 1].end)
                let gap = document.units(in: gapRange)
                if !Self.isMarkup(gap) {
                    tokens.append(GrammarToken(kind: .code, range: gapRange, text: document.string(in: gapRange)))
                }
            }
            var reader = UnitReader(units: document.units(in: range), offset: range.location)
            tokens += reader.tokens()
        }
        Self.markHexRuns(&tokens)
        return tokens
    }

    /// White space and comment markers only: a comment's next line.
    static func isMarkup(_ units: [UInt16]) -> Bool {
        units.allSatisfy { UTF16Text.isWhiteSpace($0) || [0x2F, 0x2A, 0x23, 0x3B, 0x21, 0x3E, 0x25, 0x7C, 0x2D].contains($0) }
    }

    /// Whether a sentence may start at `offset`: after a sentence's end on its line, or,
    /// with only markers (a bullet, a comment's `//`) before it, at the start of the
    /// document, after a blank line or after a line that ends a sentence — not after a
    /// line that goes on (a wrapped line whose start was not read: `Sending more` / `than
    /// the expected`).
    private func startsSentence(at offset: Int) -> Bool {
        let line = document.lines.line(containing: offset)
        let before = document.units(in: TextRange(line.start, offset - line.start))
        if let last = before.lastIndex(where: { !UTF16Text.isWhiteSpace($0) }), !Self.isMarkup(before) {
            return Self.endsAClause(before[last])
        }
        guard line.index > 0 else { return true }
        let previous = document.lines.line(at: line.index - 1)
        let text = document.units(in: previous.contentRange)
        guard let last = text.lastIndex(where: { !UTF16Text.isWhiteSpace($0) }), !Self.isMarkup(text) else { return true }
        return Self.endsAClause(text[last])
    }

    private static func endsAClause(_ unit: UInt16) -> Bool { [0x2E, 0x21, 0x3F, 0x3A].contains(unit) }

    /// Whether the paragraph ends at `offset`: only white space, then a blank line or
    /// the document's end; otherwise text that was not read goes on (`$` must not match).
    private func endsParagraph(at offset: Int) -> Bool {
        let rest = document.units(in: TextRange(offset, min(document.length - offset, Self.longestGap)))
        var breaks = 0
        for unit in rest {
            if unit == 0x0A { breaks += 1 } else if !UTF16Text.isWhiteSpace(unit) { return breaks >= 2 }
            if breaks >= 2 { return true }
        }
        return rest.count < Self.longestGap
    }

    /// `ed bf bf`, `0a 1b`: two tokens or more of two (or four) hex digits in a row, one
    /// with a digit or three in all, are bytes, not words.
    static func markHexRuns(_ tokens: inout [GrammarToken]) {
        func isHex(_ token: GrammarToken) -> Bool {
            // A hex digit is one unit (fullwidth ones too): the count of characters, which
            // walks the graphemes, is asked only of a token of two or four units.
            let units = token.text.utf16.count
            return (units == 2 || units == 4) && (token.kind == .word || token.kind == .number || token.kind == .code) && (token.text.count == 2 || token.text.count == 4)
                && token.text.allSatisfy(\.isHexDigit)
        }
        var start = 0
        while start < tokens.count {
            var end = start
            while end < tokens.count && isHex(tokens[end]) && (end == start || tokens[end].text.count == tokens[start].text.count) { end += 1 }
            let run = tokens[start..<end]
            if run.count >= 3 || run.count == 2 && run.contains(where: { $0.text.contains(where: \.isNumber) }) {
                for index in start..<end where tokens[index].kind == .word {
                    tokens[index] = GrammarToken(kind: .code, range: tokens[index].range, text: tokens[index].text)
                }
            }
            start = max(end, start + 1)
        }
    }

    /// Sentences end after `.`, `!` or `?` (and the quotes and brackets closing them)
    /// before white space.
    static func split(_ tokens: [GrammarToken], startsSentence: Bool, endsParagraph: Bool = true) -> [[GrammarToken]] {
        var sentences: [[GrammarToken]] = []
        var current: [GrammarToken] = []
        var index = 0
        while index < tokens.count {
            current.append(tokens[index])
            if tokens[index].endsSentence {
                while index + 1 < tokens.count && tokens[index + 1].closesSentence && !tokens[index + 1].spaceBefore {
                    index += 1
                    current.append(tokens[index])
                }
                if index + 1 == tokens.count || tokens[index + 1].spaceBefore {
                    sentences.append(current)
                    current = []
                }
            }
            index += 1
        }
        if !current.isEmpty { sentences.append(current) }
        // A paragraph begun mid-sentence: its first sentence has no start to match `^`,
        // said by a code token before it.
        if !startsSentence, let first = sentences.first?.first {
            sentences[0].insert(GrammarToken(kind: .code, range: TextRange(first.range.location, 0), text: ""), at: 0)
        }
        // One that ends where the text goes on unread has no end to match `$`.
        if !endsParagraph, let last = sentences.last?.last, !last.endsSentence {
            sentences[sentences.count - 1].append(GrammarToken(kind: .code, range: TextRange(last.range.end, 0), text: ""))
        }
        return sentences
    }
}

/// Reads the tokens of one prose range's units.
private struct UnitReader {
    let units: [UInt16]
    let offset: Int
    var index = 0
    var spaceBefore = true
    /// The previous token was a documentation command that names the next word.
    var namesNextWord = false

    init(units: [UInt16], offset: Int) {
        (self.units, self.offset) = (units, offset)
    }

    /// A tab after a word on its line, as a table's columns are set apart
    /// (`i<TAB>synthesize instructions`, `A<TAB>approximate IPC`), ends a cell: a
    /// zero-length code token stands there, so no pattern reads across it as across
    /// words of one sentence. A tab that indents a line is no such gap.
    mutating func tokens() -> [GrammarToken] {
        var tokens: [GrammarToken] = []
        var tokenOnLine = false
        var cellGap = false
        while index < units.count {
            let unit = units[index]
            if UTF16Text.isWhiteSpace(unit) {
                if unit == 0x0A || unit == 0x0D { tokenOnLine = false; cellGap = false }
                if unit == 0x09 && tokenOnLine && !cellGap {
                    cellGap = true
                    tokens.append(make(.code, index, index))
                }
                spaceBefore = true
                index += 1
                continue
            }
            tokenOnLine = true
            cellGap = false
            var token = next(unit)
            token.spaceBefore = spaceBefore || tokens.isEmpty
            spaceBefore = false
            tokens.append(token)
        }
        return tokens
    }

    private func isLetter(_ position: Int) -> Bool {
        position < units.count && WordTokenizer.isLetter(units[position])
    }

    private func isAlphanumeric(_ position: Int) -> Bool {
        position < units.count && (WordTokenizer.isLetter(units[position]) || WordTokenizer.isDigit(units[position])
            || units[position] >= 0x300 && WordTokenizer.isMark(units[position]))
    }

    private func make(_ kind: GrammarToken.Kind, _ start: Int, _ end: Int) -> GrammarToken {
        GrammarToken(kind: kind, range: TextRange(offset + start, end - start), text: UTF16Text.string(units[start..<end]))
    }

    private mutating func next(_ unit: UInt16) -> GrammarToken {
        let start = index
        if isAlphanumeric(index) {
            var token = word()
            if namesNextWord && token.kind == .word { token = make(.code, start, index) }
            namesNextWord = false
            return token
        }
        namesNextWord = false
        switch unit {
        case 0x60:  // `code`
            if let close = units[(index + 1)...].prefix(Self.longestSpan).firstIndex(where: { $0 == 0x60 || $0 == 0x0A }), units[close] == 0x60 {
                index = close + 1
                return make(.code, start, index)
            }
        case 0x3C:  // <placeholder>
            var end = index + 1
            while end < units.count && end - index < 40 && (isAlphanumeric(end) || units[end] == 0x2D || units[end] == 0x5F) { end += 1 }
            if end > index + 1 && end < units.count && units[end] == 0x3E {
                index = end + 1
                return make(.code, start, index)
            }
        case 0x40, 0x5C, 0x24, 0x25, 0x23, 0x7E:  // @param, \p, $HOME, %s, #tag, ~user
            if isLetter(index + 1) && (index == 0 || !isAlphanumeric(index - 1)) {
                index += 1
                _ = word()
                let name = UTF16Text.string(units[(start + 1)..<index])
                namesNextWord = (unit == 0x40 || unit == 0x5C) && GrammarTokenizer.commandsNamingAWord.contains(name)
                return make(.code, start, index)
            }
        case 0x2D:  // -f, --force: an option after white space
            var end = index
            while end < units.count && units[end] == 0x2D && end - index < 2 { end += 1 }
            if isLetter(end) && spaceBefore {
                index = end
                _ = word()
                return make(.code, start, index)
            }
        case 0x2E:  // ... is one mark
            var end = index
            while end < units.count && units[end] == 0x2E { end += 1 }
            index = end
            return make(.punctuation, start, end)
        default:
            break
        }
        index += 1
        return make(Self.punctuation.contains(unit) ? .punctuation : .symbol, start, index)
    }

    static let longestSpan = 200
    /// , ; : ! ? quotes, brackets, dashes, the ellipsis.
    static let punctuation: Set<UInt16> = [0x2C, 0x3B, 0x3A, 0x21, 0x3F, 0x22, 0x27, 0x201C, 0x201D, 0x2018, 0x2019, 0x28, 0x29,
                                           0x5B, 0x5D, 0x7B, 0x7D, 0x2014, 0x2013, 0x2026, 0x2D]

    /// A run of letters and digits with inner joiners; a word, a number or code by its shape.
    private mutating func word() -> GrammarToken {
        let start = index
        var (hasLetter, hasDigit, isCode) = (false, false, false)
        while index < units.count {
            let unit = units[index]
            if isAlphanumeric(index) {
                hasDigit = hasDigit || WordTokenizer.isDigit(unit)
                hasLetter = hasLetter || !WordTokenizer.isDigit(unit)
                index += 1
            } else if WordTokenizer.isApostrophe(unit) && index > start && isLetter(index + 1) && isLetter(index - 1) {
                index += 1
            } else if unit == 0x2D && index > start && isAlphanumeric(index + 1) {
                index += 1
            } else if (unit == 0x5F || unit == 0x2F) && index > start && isAlphanumeric(index + 1) {
                isCode = true
                index += 1
            } else if unit == 0x2E && index > start && isAlphanumeric(index + 1) {
                // e.g., i.e., U.S.: single letters between dots are an abbreviation.
                isCode = isCode || !(index - start == 1 || units[index - 2] == 0x2E)
                index += 1
            } else if unit == 0x3A && index + 2 < units.count && units[index + 1] == 0x3A && isAlphanumeric(index + 2) {
                isCode = true
                index += 2
            } else {
                break
            }
        }
        let text = units[start..<index]
        // `sup‐` / `ports`: a word broken at a line's end is no word of its own.
        if index < units.count && [0x2D, 0x2010, 0xAD].contains(units[index]) {
            var next = index + 1
            while next < units.count && (units[next] == 0x20 || units[next] == 0x09) { next += 1 }
            if next == units.count || units[next] == 0x0A || units[next] == 0x0D {
                index += 1
                return make(.code, start, index)
            }
        }
        let isAbbreviation = !isCode && text.contains(0x2E)
        if isAbbreviation && index < units.count && units[index] == 0x2E { index += 1 }
        if hasDigit { return make(hasLetter ? .code : .number, start, index) }
        let isCall = index < units.count && (units[index] == 0x28 || units[index] == 0x3D)
        let isCamel = zip(text.dropLast(), text.dropFirst()).contains { WordTokenizer.isLower($0) && WordTokenizer.isUpper($1) }
        return make(isCode || isCall || isCamel ? .code : .word, start, index)
    }
}
