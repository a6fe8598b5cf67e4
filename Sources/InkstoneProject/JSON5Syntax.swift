/// Finds where a JSON5 text stops being valid, so that a configuration error can name
/// the line and column (Foundation's decoder only says "not valid JSON"). It follows
/// the JSON5 grammar — comments, single-quoted strings, unquoted keys, trailing commas,
/// hexadecimal numbers, Infinity and NaN — and does not build any value.
struct JSON5Syntax {
    struct Problem: Equatable {
        /// 1-based, in characters.
        let line: Int
        let column: Int
        let message: String
        /// Whether the problem is the nesting limit (checked before anything else reads the file).
        var isNesting = false
    }

    /// The deepest nesting of objects and arrays read: a configuration needs four
    /// levels; a file nested thousands deep (a cloned repository's) would exhaust the
    /// stack of a recursive reader.
    static let deepestNesting = 64

    private let characters: [Character]
    private var index = 0
    private var depth = 0

    /// The first syntax error in `text`, or nil when it is valid JSON5.
    static func problem(in text: String) -> Problem? {
        var syntax = JSON5Syntax(characters: Array(text))
        return syntax.document()
    }

    private init(characters: [Character]) { self.characters = characters }

    private mutating func document() -> Problem? {
        if let problem = value() { return problem }
        skipBlank()
        return index < characters.count ? problem("unexpected \(describe(characters[index])) after the end of the value") : nil
    }

    private mutating func value() -> Problem? {
        skipBlank()
        guard index < characters.count else { return problem("the text ends where a value should be") }
        switch characters[index] {
        case "{": return container(closing: "}", isObject: true)
        case "[": return container(closing: "]", isObject: false)
        case "\"", "'": return string()
        default:
            let word = readWord()
            if ["true", "false", "null", "Infinity", "+Infinity", "-Infinity", "NaN", "+NaN", "-NaN"].contains(word) { return nil }
            if Self.isNumber(word) { return nil }
            if word.isEmpty { return problem("expected a value, found \(describe(characters[index]))") }
            index -= word.count
            return problem("expected a value, found '\(word)' (strings need quotes)")
        }
    }

    private mutating func container(closing: Character, isObject: Bool) -> Problem? {
        guard depth < Self.deepestNesting else {
            var found = problem("objects and arrays are nested deeper than \(Self.deepestNesting) levels here; a configuration needs a few")
            found.isNesting = true
            return found
        }
        depth += 1
        defer { depth -= 1 }
        index += 1
        while true {
            skipBlank()
            guard index < characters.count else { return problem("the text ends before the closing '\(closing)'") }
            if characters[index] == closing {
                index += 1
                return nil
            }
            if isObject {
                if let problem = key() { return problem }
                skipBlank()
                guard index < characters.count, characters[index] == ":" else {
                    return problem("expected ':' after the key")
                }
                index += 1
            }
            if let problem = value() { return problem }
            skipBlank()
            guard index < characters.count else { return problem("the text ends before the closing '\(closing)'") }
            if characters[index] == "," {
                index += 1
            } else if characters[index] != closing {
                return problem("expected ',' or '\(closing)', found \(describe(characters[index]))")
            }
        }
    }

    private mutating func key() -> Problem? {
        if characters[index] == "\"" || characters[index] == "'" { return string() }
        let word = readWord()
        guard let first = word.first, first.isLetter || first == "_" || first == "$",
              word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }) else {
            return problem("expected a key, found \(word.isEmpty ? describe(characters[index]) : "'\(word)'")")
        }
        return nil
    }

    private mutating func string() -> Problem? {
        let quote = characters[index]
        index += 1
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                index += 2
                continue
            }
            if character == quote {
                index += 1
                return nil
            }
            if character.isNewline { return problem("the string is not closed on its line (a missing \(quote)?)") }
            index += 1
        }
        return problem("the string is not closed (a missing \(quote)?)")
    }

    private mutating func readWord() -> String {
        var word = ""
        while index < characters.count, !characters[index].isWhitespace, !",:[]{}\"'/".contains(characters[index]) {
            word.append(characters[index])
            index += 1
        }
        return word
    }

    private static func isNumber(_ word: String) -> Bool {
        var body = Substring(word)
        if body.first == "+" || body.first == "-" { body.removeFirst() }
        if body.lowercased().hasPrefix("0x") { return body.count > 2 && body.dropFirst(2).allSatisfy(\.isHexDigit) }
        return !body.isEmpty && Double(body.hasPrefix(".") ? "0" + body : body.hasSuffix(".") ? body + "0" : String(body)) != nil
            && body.allSatisfy { $0.isNumber || ".eE+-".contains($0) }
    }

    private mutating func skipBlank() {
        while index < characters.count {
            if characters[index].isWhitespace {
                index += 1
            } else if characters[index] == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, !characters[index].isNewline { index += 1 }
            } else if characters[index] == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                index = min(characters.count, index + 2)
            } else {
                return
            }
        }
    }

    private func describe(_ character: Character) -> String {
        character.isNewline ? "a line break" : "'\(character)'"
    }

    private func problem(_ message: String) -> Problem {
        var line = 1, column = 1
        for character in characters[..<min(index, characters.count)] {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return Problem(line: line, column: column, message: message)
    }
}
