/// The one generator of slips (issue #50: it replaces eleven): every word one slip from
/// a written word, by kind and by place, for the decisions to weigh. Lowercase ASCII
/// letters are the alphabet a slip brings in.
public struct SlipGenerator: Sendable {
    public let letters: [Character]

    public init(_ word: String) {
        letters = Array(word)
    }

    public static let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
    static let vowels: [Character] = ["a", "e", "i", "o", "u"]

    var count: Int { letters.count }

    /// Two different neighbours swapped, anywhere.
    public func swaps() -> [String] {
        guard count >= 2 else { return [] }
        return (0..<(count - 1)).compactMap { index in
            guard letters[index] != letters[index + 1] else { return nil }
            var swapped = letters
            swapped.swapAt(index, index + 1)
            return String(swapped)
        }
    }

    /// The candidates of a doubling or a singling: for each letter not in `except`, the
    /// word with it doubled (`occured` → `occurred`) and, where it is doubled already,
    /// with it single (`commpile` → `compile`).
    public func doublingsAndSinglings(except: String = "") -> [String] {
        var result: [String] = []
        for index in letters.indices where !except.contains(letters[index]) {
            if index > 0 && letters[index] == letters[index - 1] {
                var single = letters
                single.remove(at: index)
                result.append(String(single))
            }
            var doubled = letters
            doubled.insert(letters[index], at: index)
            result.append(String(doubled))
        }
        return result
    }

    /// Each letter of the alphabet put in at each of `places` (0 = before the first):
    /// the candidates of a letter left out.
    public func omissions(at places: some Sequence<Int>, letters alphabet: [Character] = Self.alphabet) -> [String] {
        var result: [String] = []
        for index in places {
            for letter in alphabet {
                var longer = letters
                longer.insert(letter, at: index)
                result.append(String(longer))
            }
        }
        return result
    }

    /// The letter at each of `places` changed to each other one.
    public func substitutions(at places: some Sequence<Int>) -> [String] {
        var result: [String] = []
        for index in places {
            for letter in Self.alphabet where letter != letters[index] {
                var changed = letters
                changed[index] = letter
                result.append(String(changed))
            }
        }
        return result
    }

    /// The letter at each of `places` taken out: the candidates of a letter too many.
    public func additions(at places: some Sequence<Int>) -> [String] {
        places.map { index in
            var shorter = letters
            shorter.remove(at: index)
            return String(shorter)
        }
    }

    /// One vowel after the first letter changed to another (`seperate` → `separate`).
    public func vowelChanges() -> [String] {
        var result: [String] = []
        for index in letters.indices.dropFirst() where Self.vowels.contains(letters[index]) {
            for vowel in Self.vowels where vowel != letters[index] {
                var changed = letters
                changed[index] = vowel
                result.append(String(changed))
            }
        }
        return result
    }

    // MARK: What the decisions weigh

    /// The places inside the word (not its first or last letter).
    var innerPlaces: Range<Int> { count >= 2 ? 1..<(count - 1) : 0..<0 }

    /// The candidates of a letter left out inside the word or at its end (at the end
    /// only in a word of four letters or more: a letter after a short word makes a
    /// relative, `pythonw`).
    public func innerOmissions() -> [String] {
        omissions(at: (1...max(1, count)).filter { $0 < count || count >= 4 })
    }

    /// Swaps anywhere, and a letter changed or one too many inside the word: the
    /// slips that keep a word's first and last letters (and its length, but for the
    /// letter too many).
    public func innerSlips() -> [String] {
        swaps() + innerPlaces.flatMap { substitutions(at: [$0]) + additions(at: [$0]) }
    }

    /// `innerSlips` and `innerOmissions`: the slips a typo makes. Never a last letter
    /// changed or one too many at the end (that makes a relative: `musl`), nor a first
    /// letter's slip (`firstLetterSlips`).
    public func slips() -> [String] {
        innerSlips() + innerOmissions()
    }

    /// In a word of five letters or more, a first letter left out (`bject`); in one of
    /// six or more, also changed or one too many (`vidget`, `einstances`).
    public func firstLetterSlips() -> [String] {
        guard count >= 5 else { return [] }
        let missing = omissions(at: [0])
        return count >= 6 ? missing + substitutions(at: [0]) + additions(at: [0]) : missing
    }

    /// In a word of five letters or more, its last letter changed (`whilw`).
    public func lastLetterChanges() -> [String] {
        count >= 5 ? substitutions(at: [count - 1]) : []
    }

    /// The word with one run of two or three letters written twice inside it taken out
    /// once (`replacemement` → `replacement`): a stutter of the fingers. Not at the
    /// start, where a prefix is written twice on purpose (`rerendered`, `rereading`).
    public func stutterRemovals() -> [String] {
        var found: [String] = []
        for length in 2...3 where count >= 2 * length + 2 {
            for start in 1...(count - 2 * length) where letters[start..<(start + length)] == letters[(start + length)..<(start + 2 * length)] {
                found.append(String(letters[..<start]) + String(letters[(start + length)...]))
            }
        }
        return found
    }

    /// Every word one edit away: a letter taken out, changed or put in anywhere, or two
    /// neighbours swapped.
    public func oneEdit() -> [String] {
        additions(at: letters.indices) + substitutions(at: letters.indices) + omissions(at: 0...count) + swaps()
    }
}
