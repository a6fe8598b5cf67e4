/// A fix or a message as a rule file writes it: text with `$1`, `$2` … for what the
/// marked elements took, in order, and `$1:base`, `$1:3sg`, `$1:participle`, `$1:past`,
/// `$1:ing`, `$1:singular`, `$1:plural`, `$1:lower`, `$1:capital` for a form of its word,
/// and `$1:plural-verb` (`is` → `are`, `goes` → `go`) and `$1:singular-verb` (`are` →
/// `is`, `go` → `goes`) for the verb that agrees. A form the word lists do not know
/// makes no fix, and the rule then reports nothing.
struct FixTemplate: Sendable, Equatable {
    enum Piece: Sendable, Equatable {
        case text(String)
        case reference(Int, Form?)
    }

    enum Form: String, Sendable, CaseIterable {
        case base, thirdPerson = "3sg", participle, past, gerund = "ing", singular, plural, lower, capital
        case pluralVerb = "plural-verb", singularVerb = "singular-verb"
    }

    let pieces: [Piece]

    struct Problem: Error { let message: String }

    /// Parses `text`; references beyond `markedCount` are a mistake.
    init(_ text: String, markedCount: Int) throws(Problem) {
        var pieces: [Piece] = []
        var literal = ""
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            guard character == "$", let digit = characters.first?.wholeNumberValue else {
                literal.append(character)
                continue
            }
            characters.removeFirst()
            guard (1...markedCount).contains(digit) else {
                throw Problem(message: "'$\(digit)' in '\(text)': the pattern marks \(markedCount) element\(markedCount == 1 ? "" : "s")")
            }
            var form: Form?
            if characters.first == ":" {
                let name = String(characters.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "-" })
                guard let named = Form(rawValue: name) else {
                    throw Problem(message: "'$\(digit):\(name)' in '\(text)': a form is one of \(Form.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                form = named
                characters = characters.dropFirst(1 + name.count)
            }
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
            pieces.append(.reference(digit, form))
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
    }

    /// The text, with `taken` the tokens each marked element took; nil when a form is unknown.
    func render(_ taken: [[GrammarToken]], forms: Inflections) -> String? {
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .reference(let index, let form):
                let tokens = taken[index - 1]
                guard let form else {
                    result += tokens.map(\.text).joined(separator: " ")
                    continue
                }
                guard let token = tokens.first, let made = forms.form(form, of: token) else { return nil }
                result += made
            }
        }
        // An optional element that took nothing leaves no double space.
        return result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
