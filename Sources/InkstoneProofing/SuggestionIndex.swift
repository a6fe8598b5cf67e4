import Foundation

/// Fast spelling suggestions (symmetric delete, as SymSpell): every word form of a
/// dictionary is indexed by its one-letter deletions, and the common words of five
/// letters or more also by their two-letter deletions; a misspelling's deletions (two
/// deep, three for long words) are looked up, plus its consonant skeleton, so that
/// candidates are hash lookups. Candidates are ranked by `TypingDistance`, a few
/// penalties (another first letter, a capital or apostrophe the query lacks) and how
/// common the word is (`WordFrequencies`).
///
/// Immutable once built: one index serves every thread.
public final class SuggestionIndex: Sendable {
    let words: [String]
    /// Every word's lowercase UTF-16 units, one after another.
    let units: [UInt16]
    let starts: [Int32]
    let traits: [WordTraits]
    let deletions: KeyTable
    let skeletons: KeyTable

    /// What ranking needs of a word besides its letters.
    struct WordTraits: Sendable {
        let logCount: Float
        let hasCapital: Bool
        let hasApostrophe: Bool
    }

    init(words: [String], units: [UInt16], starts: [Int32], traits: [WordTraits], deletions: KeyTable, skeletons: KeyTable) {
        self.words = words
        self.units = units
        self.starts = starts
        self.traits = traits
        self.deletions = deletions
        self.skeletons = skeletons
    }

    public var count: Int { words.count }
}
