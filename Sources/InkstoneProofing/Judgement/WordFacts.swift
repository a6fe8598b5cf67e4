/// What the word stage knows of one refused word, worked out once and only as far as
/// the decisions ask (issue #50): its shape, its lexicon entry (commonness, SCOWL size),
/// its slips, its suggestions. The same word with the same suggestions at a sentence
/// start or not is the same question in every file, so the answer is remembered.
public final class WordFacts {
    public let word: String
    public let suggestions: [String]
    public let atSentenceStart: Bool
    /// Whether the word stands in a line written all in capitals, where a word in
    /// capitals is an ordinary word (issue #49, item 18).
    public let isShouted: Bool
    let lexicon: WordLexicon

    init(word: String, suggestions: [String], atSentenceStart: Bool, isShouted: Bool = false, lexicon: WordLexicon) {
        (self.word, self.suggestions, self.atSentenceStart, self.lexicon) = (word, suggestions, atSentenceStart, lexicon)
        self.isShouted = isShouted
    }

    var isEnglish: Bool { lexicon.isEnglish }
    var checker: SpellingChecker { lexicon.checker }

    /// The word in lowercase when its shape is an ordinary word's (letters, lowercase
    /// but for a capital at a sentence start; in German, a capital anywhere).
    public private(set) lazy var plain: String? = isShouted && word == word.uppercased() && word.allSatisfy(\.isLetter)
        ? word.lowercased() : WordLexicon.plainWord(word, atSentenceStart: atSentenceStart || lexicon.capitalisesNouns)
    /// `plain`, or empty: what the decisions after the shape's read.
    var lowercase: String { plain ?? "" }
    var count: Int { lowercase.count }

    /// The smallest SCOWL size that holds the word, if any.
    public private(set) lazy var scowlSize: UInt8? = lexicon.scowlSize(of: word, lowercase: lowercase)
    /// How common a word one slip away must be for the slip to count: no limit, but a
    /// word SCOWL's largest lists hold (size 95) is a slip only of a very common word.
    lazy var ceiling: Int = scowlSize.map { $0 > Thresholds.validScowlSize ? Thresholds.rareWordCeiling : Int.max } ?? Int.max

    /// Whether `candidate` is among the `rank` commonest words, no further than `ceiling`.
    func isCommon(_ candidate: String, _ rank: Int) -> Bool {
        lexicon.isCommon(candidate, rank: min(rank, ceiling))
    }

    /// Whether `candidate` is among the `rank` commonest words, whatever SCOWL says.
    func isCommonUncapped(_ candidate: String, _ rank: Int) -> Bool {
        lexicon.isCommon(candidate, rank: rank)
    }

    /// Whether the dictionary has `candidate` as written in lowercase: a word, not only
    /// a name (`amalia` is `Amalia`, so `amallia` is no slip of a word). English only:
    /// German writes its nouns with a capital (`Sprachen`).
    func isLowercaseWord(_ candidate: String) -> Bool {
        !isEnglish || checker.isLanguageWord(candidate)
    }

    lazy var generator = SlipGenerator(lowercase)
    lazy var swaps: [String] = generator.swaps()
    lazy var slips: [String] = generator.slips()
    lazy var omissions: [String] = generator.innerOmissions()
    lazy var doublings: [String] = generator.doublingsAndSinglings()

    /// The first three suggestions, lowercased: the fixes the word would get.
    lazy var topSuggestions: [String] = suggestions.prefix(3).map { $0 }

    /// Whether the word starts with a common word of `compoundHeadLength` letters or more
    /// or ends with one of `compoundTailLength` (`builddeps`, `devicons`).
    var isMadeOfCommonWords: Bool {
        let letters = Array(lowercase)
        let isPart = { (part: ArraySlice<Character>) in
            let word = String(part)
            return self.isCommonUncapped(word, Thresholds.commonRank) && self.isLowercaseWord(word)
        }
        let heads = Thresholds.compoundHeadLength..<max(Thresholds.compoundHeadLength, letters.count)
        let tails = Thresholds.compoundTailLength..<max(Thresholds.compoundTailLength, letters.count)
        return heads.contains { isPart(letters[..<$0]) } || tails.contains { isPart(letters[(letters.count - $0)...]) }
    }

    /// The common word one slip away, for `explain`: the commonest candidate among the
    /// slips, swaps and doublings, with its rank.
    public var nearestCommonWord: (word: String, rank: Int)? {
        guard isEnglish, plain != nil else { return nil }
        let candidates = Set(slips + doublings + generator.firstLetterSlips() + generator.lastLetterChanges())
        return candidates.compactMap { candidate in lexicon.rank(of: candidate).map { (candidate, $0) } }.min { $0.1 < $1.1 }
    }
}
