/// The numbers the judge's decisions compare with, named once (issue #50). Ranks are
/// places in `WordFrequencies.english` (1 = the commonest word); lengths count letters.
public enum Thresholds {
    /// The commonest words, whose slips are the likeliest (`gien` for `given`).
    public static let topWords = 1_000
    /// The words a short word's slip must come from (`teh`, `fo`).
    public static let shortWordRank = 5_000
    /// Very common words: a rarer target is too often a name's or a term's neighbour.
    public static let veryCommonRank = 10_000
    /// A four-letter word's swap may come from this far down.
    public static let fourLetterSwapRank = 20_000
    /// Two words written as one are a slip only of a word this common (`toldrated`).
    public static let compoundSlipRank = 20_000
    /// The "common" words: what a slip of a longer word must come from.
    public static let commonRank = 30_000
    /// A five-letter word's slip must come from this far up: a rarer target is more often
    /// a name's or a foreign word's neighbour (`buono`, `zipfs`) than a slip's source.
    public static let fiveLetterSlipRank = 20_000
    /// A word two slips from its fix is a typo only this long or longer: a shorter one
    /// is as often a name's or a term's neighbour.
    public static let twoSlipLength = 8
    /// A word that starts with a common word this long, or ends with one of
    /// `compoundTailLength`, is made of it (`builddeps`, `devicons`), not a slip.
    public static let compoundHeadLength = 5
    public static let compoundTailLength = 4
    /// The longest word the word stage weighs: a longer run of letters is no slip.
    public static let longestWord = 32
    /// Words this long or longer are slips when one letter is doubled or made single.
    public static let doublingLength = 4
    /// A word SCOWL's largest lists hold (size 95) is a slip only of a word this common.
    public static let rareWordCeiling = 10_000
    /// SCOWL's sizes up to this one hold valid words (en_US itself is size 60).
    public static let validScowlSize: UInt8 = 80
}
