/// A rule's pattern: a sequence of token tests, some optional (`RB?`), some marked
/// (`[its]`) as what the finding covers and its fix replaces; the others are context.
///
///     ^|,|and|but [its] a|an|the|not
///
/// matches `Its a nice day` and reports `Its`. A test that admits no token (`^`, `$`)
/// matches where the sentence starts or ends.
struct TokenPattern: Sendable, Equatable {
    struct Element: Sendable, Equatable {
        let test: TokenTest
        let isOptional: Bool
        let isMarked: Bool
    }

    let elements: [Element]
    /// One of these words must be in a sentence for the pattern to match there.
    let anchors: Set<String>
    /// The element that takes the anchor word: never optional, always one token, so a
    /// match starts at most this many tokens before an anchor word.
    let anchorElement: Int
    /// For each element that must take a token and names words, the words one of which
    /// it takes (the anchor's among them): a sentence lacking any set is not tried.
    let required: [Set<String>]

    var readsPartsOfSpeech: Bool { elements.contains { $0.test.readsPartsOfSpeech } }

    /// A match: for each element, the tokens it took (none, or one).
    struct Match {
        let taken: [Range<Int>]
        let marked: [Int]

        /// The token indices the marked elements took, in order.
        var markedTokens: Range<Int>? {
            let ranges = marked.map { taken[$0] }.filter { !$0.isEmpty }
            guard let first = ranges.first, let last = ranges.last else { return nil }
            return first.lowerBound..<last.upperBound
        }
    }

    /// Every match in `sentence`, left to right, none overlapping another's marked tokens.
    /// Only the starts an anchor word allows are tried: one token or none per element
    /// before the anchor's. `positions` (ascending) are where the anchor words may be
    /// (the rule book's look-up: any of its rule's patterns' anchors); every token when nil.
    func matches(in sentence: [GrammarToken], anchoredAt positions: [Int]? = nil) -> [Match] {
        var found: [Match] = []
        var next = 0
        // One buffer for every start tried: most fail at their first element.
        var taken: [Range<Int>] = []
        taken.reserveCapacity(elements.count)
        for start in candidateStarts(in: sentence, at: positions ?? Array(sentence.indices)) where start >= next {
            taken.removeAll(keepingCapacity: true)
            if match(from: 0, at: start, in: sentence, taken: &taken), let marked = Match(taken: taken, marked: markedIndices).markedTokens {
                found.append(Match(taken: taken, marked: markedIndices))
                next = max(start + 1, marked.upperBound)
            }
        }
        return found
    }

    /// The starts, ascending, from which the anchor element can reach an anchor word
    /// standing at one of `positions`.
    private func candidateStarts(in sentence: [GrammarToken], at positions: [Int]) -> [Int] {
        var starts: [Int] = []
        for position in positions {
            let token = sentence[position]
            guard anchors.contains(token.lower) || (!token.isWord && anchors.contains(token.text.lowercased())) else { continue }
            for start in max(0, position - anchorElement)...position where starts.last.map({ start > $0 }) ?? true {
                starts.append(start)
            }
        }
        return starts
    }

    private var markedIndices: [Int] { elements.indices.filter { elements[$0].isMarked } }

    /// Depth-first: each element takes its token or (optional, or `^`/`$`) none.
    private func match(from element: Int, at position: Int, in sentence: [GrammarToken], taken: inout [Range<Int>]) -> Bool {
        guard element < elements.count else { return true }
        let current = elements[element]
        if position < sentence.count && current.test.matches(sentence[position]) {
            taken.append(position..<(position + 1))
            if match(from: element + 1, at: position + 1, in: sentence, taken: &taken) { return true }
            taken.removeLast()
        }
        if current.isOptional || current.test.admitsNoToken(at: position, of: sentence) {
            taken.append(position..<position)
            if match(from: element + 1, at: position, in: sentence, taken: &taken) { return true }
            taken.removeLast()
        }
        return false
    }
}
