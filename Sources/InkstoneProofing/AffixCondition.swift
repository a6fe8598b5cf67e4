/// A Hunspell affix rule's condition — characters, `.` for any, `[abc]` and `[^abc]`
/// — matched at the word's start (a prefix) or end (a suffix) without a regular
/// expression: `AffixExpander` tests thousands of rules on every stem.
struct AffixCondition {
    /// One position: the characters allowed, or those refused (`negated`); nil for any.
    private struct Position {
        let characters: Set<Character>?
        let negated: Bool

        func accepts(_ character: Character) -> Bool {
            guard let characters else { return true }
            return characters.contains(character) != negated
        }
    }

    private let positions: [Position]
    private let atStart: Bool

    init(_ pattern: String, atStart: Bool) {
        var positions: [Position] = []
        var characters = Array(pattern)[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            if first == "." {
                positions.append(Position(characters: nil, negated: false))
            } else if first == "[" {
                let negated = characters.first == "^"
                if negated { characters = characters.dropFirst() }
                let set = characters.prefix { $0 != "]" }
                characters = characters.dropFirst(set.count + 1)
                positions.append(Position(characters: Set(set), negated: negated))
            } else {
                positions.append(Position(characters: [first], negated: false))
            }
        }
        (self.positions, self.atStart) = (positions, atStart)
    }

    func matches(_ word: String) -> Bool {
        let letters = Array(word)
        guard letters.count >= positions.count else { return false }
        let start = atStart ? 0 : letters.count - positions.count
        return positions.indices.allSatisfy { positions[$0].accepts(letters[start + $0]) }
    }
}
