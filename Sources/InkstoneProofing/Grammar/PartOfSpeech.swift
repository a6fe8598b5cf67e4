/// A word's part of speech as the grammar rules name it: the Penn Treebank's tags for
/// the open classes (what `dictionaries/en-parts-of-speech.tsv` lists, from WordNet and
/// Hunspell's affixes) and for the closed classes (what `dictionaries/lexicon.tsv`
/// lists). `VB` is the base form and the present of every person but the third
/// singular (`go`), as English writes them alike.
public enum PartOfSpeech: String, Sendable, CaseIterable, Comparable {
    case noun = "NN", pluralNoun = "NNS", properNoun = "NNP"
    case verb = "VB", thirdPersonVerb = "VBZ", pastVerb = "VBD", participle = "VBN", gerund = "VBG"
    case adjective = "JJ", comparative = "JJR", superlative = "JJS"
    case adverb = "RB", comparativeAdverb = "RBR", superlativeAdverb = "RBS"
    case determiner = "DT", possessive = "PRP$", pronoun = "PRP", modal = "MD", preposition = "IN"
    case conjunction = "CC", whWord = "WRB", existential = "EX"

    public static func < (lhs: PartOfSpeech, rhs: PartOfSpeech) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Whether it is a form of a verb (not a modal).
    var isVerb: Bool { [.verb, .thirdPersonVerb, .pastVerb, .participle, .gerund].contains(self) }
    var isNoun: Bool { self == .noun || self == .pluralNoun || self == .properNoun }
    var isAdjective: Bool { self == .adjective || self == .comparative || self == .superlative }
}
