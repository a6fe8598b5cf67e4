import InkstoneText

/// Whether a word in a comment is the name the code right around it writes (issue #26):
/// Go's `// Uints adds the field…` above `func (e *Event) Uints(`, dtoa.c's `bbits` two
/// lines above `i = P - bbits;`. The comment speaks of that name, however it is spelt:
/// correcting the comment alone would make it name nothing. A misspelt word is that
/// name only when the code nearby has it written the same way, so a typo in prose next
/// to other code is still one.
enum NearbyCode {
    /// How far from the word's line the code is read: a doc comment of a few lines
    /// comes before its declaration, a note about a variable after or before its use.
    static let linesBefore = 5
    static let linesAfter = 10

    /// Whether the name `range` is part of (`AppendUints` for `Uints`) is one of
    /// `codeNames` and is written again, whole, within the lines around it.
    static func writesName(around range: TextRange, in document: TextDocument, codeNames: Set<String>) -> Bool {
        let token = nameToken(around: range, in: document)
        guard !codeNames.isEmpty, codeNames.contains(document.string(in: token)) else { return false }
        let name = document.units(in: token)
        let lines = document.lines
        let own = lines.line(containing: range.location).index
        let first = lines.line(at: max(0, own - linesBefore)).start
        let last = lines.line(at: min(lines.count - 1, own + linesAfter)).contentRange.end
        let text = document.units(in: TextRange(first, last - first))
        return occurrences(of: name, in: text).contains { first + $0 != token.location }
    }

    /// The run of a name's characters (letters, digits, `_`) that holds `range`.
    static func nameToken(around range: TextRange, in document: TextDocument) -> TextRange {
        var start = range.location, end = range.end
        while start > 0, isNameUnit(document[start - 1]) { start -= 1 }
        while end < document.length, isNameUnit(document[end]) { end += 1 }
        return TextRange(start, end - start)
    }

    /// The offsets in `text` where `name` stands whole, with no name's character on
    /// either side.
    private static func occurrences(of name: [UInt16], in text: [UInt16]) -> [Int] {
        guard let head = name.first, name.count <= text.count else { return [] }
        var found: [Int] = []
        var index = 0
        while index + name.count <= text.count {
            defer { index += 1 }
            guard text[index] == head, text[index..<(index + name.count)].elementsEqual(name) else { continue }
            let before = index > 0 && isNameUnit(text[index - 1])
            let after = index + name.count < text.count && isNameUnit(text[index + name.count])
            if !before && !after { found.append(index) }
        }
        return found
    }

    private static func isNameUnit(_ unit: UInt16) -> Bool {
        (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || (0x30...0x39).contains(unit) || unit == 0x5F
    }
}
