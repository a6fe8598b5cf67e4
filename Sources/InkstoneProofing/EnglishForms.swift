/// Forms of English words that Hunspell's en_US lists lack though the language
/// implies them: the plural of a compound or of a longer noun (`add-ons` from
/// `add-on`, `encodings`, `dialogs`, `pathnames`), and a word behind a prefix that
/// English writes with a hyphen (`pre-release`, `non-blocking`, `co-author`).
/// Also British spellings of what the US dictionary has. Grammar and spelling rules,
/// not a word list: nothing here comes from any text that was checked.
enum EnglishForms {
    /// Prefixes written before a hyphen (`dictionaries/word-parts.tsv`).
    static let hyphenPrefixes = WordParts.hyphenPrefixes

    /// `word` is the plural of something `accepts` takes: a compound with a hyphen
    /// (`add-ons`), or a word of five letters or more that does not end like a word
    /// whose plural takes -es (`encodings`, `dialogs`). Never a word ending in `ss`.
    static func isPlural(_ word: String, of accepts: (String) -> Bool) -> Bool {
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("'s") else { return false }
        let singular = String(word.dropLast())
        if singular.contains("-") { return accepts(singular) }
        guard singular.count >= 5, !["s", "x", "z", "y"].contains(where: { singular.hasSuffix($0) }),
              !singular.hasSuffix("sh"), !singular.hasSuffix("ch"), !functionWords.contains(singular.lowercased()),
              // A verb's past (`served`) has no plural: `serveds` is `serves` or `servers` misspelt.
              !singular.hasSuffix("ed") else { return false }
        return accepts(singular)
    }

    /// Words of five letters or more that are no noun, so have no plural: conjunctions,
    /// prepositions, adverbs, pronouns and modal verbs (typer's `becauses`).
    static let functionWords: Set<String> = [
        "because", "although", "though", "unless", "whereas", "whether", "however", "therefore", "otherwise", "without",
        "within", "between", "through", "throughout", "against", "among", "amongst", "above", "below", "under", "until",
        "while", "where", "there", "their", "these", "those", "which", "about", "around", "never", "always", "often",
        "perhaps", "rather", "quite", "every", "should", "would", "could", "might", "cannot", "whose", "since",
        "beside", "besides", "toward", "towards", "despite", "during", "except", "beyond", "along", "across",
        "already", "almost", "again", "either", "neither", "instead", "indeed", "nevertheless", "moreover",
        "furthermore", "hence", "whenever", "wherever", "whatever", "whichever", "whoever", "itself", "themselves",
        "ourselves", "myself", "himself", "herself", "yourself", "anything", "everything",
        "nobody", "somebody", "anybody", "everybody", "someone", "anyone", "everyone", "unlike", "beneath",
        "upon", "onto", "into", "whilst", "amid", "therein", "thereof", "whereby",
    ]

    /// British spellings of words the US dictionary has (`behaviour`, `cancelled`,
    /// `initialise`, `analyse`, `licence`, `practise`, `catalogue`): the spelling rules
    /// that turn one into the other, tried on `word`; true when a result is accepted.
    /// A typo rarely lands exactly on another spelling of the same word — but a rule
    /// tried anywhere in a word does: `expence`, `sence` (→ `sense`), `accourding`,
    /// `clling` (→ `cling`), `detailled` were taken for British. So `-our` counts only
    /// before an ending British words have after it (`colourful`, `favourite`), a doubled
    /// `l` only at the end, after a vowel that is no long-vowel pair, of a stem the
    /// dictionary has (`travelling` ← `travel`, not `compilled` ← `compil`), and `-ence`
    /// for `-ense` not at all: SCOWL's British list (`BundledWords.britishWords`) holds
    /// defence, licence, offence and pretence with their forms.
    static func isBritishSpelling(_ word: String, of accepts: (String) -> Bool) -> Bool {
        let lowercase = word.lowercased()
        guard lowercase.count >= 5 else { return false }
        return britishToAmerican.contains { british, american in
            lowercase.contains(british) && accepts(lowercase.replacingOccurrences(of: british, with: american))
        } || isBritishOur(lowercase, of: accepts) || isBritishDoubledL(lowercase, of: accepts)
    }

    /// The spelling rules, British → American, each tried on the whole word. Not `-tre` for
    /// `-ter`: it took `aftre` for a British `after`; SCOWL's British list
    /// (`BundledWords.britishWords`) holds the real ones (centre, theatre, kilometres).
    static let britishToAmerican: [(String, String)] = [
        ("isation", "ization"), ("ise", "ize"), ("ising", "izing"), ("yse", "yze"), ("ysing", "yzing"),
        ("ogue", "og"), ("dgement", "dgment"), ("ctise", "ctice"),
    ]

    /// `colour`, `behaviours`, `honourable`, `neighbourhood`: `our` for `or` at the end, or
    /// before an ending SCOWL's British words have after it.
    static func isBritishOur(_ lowercase: String, of accepts: (String) -> Bool) -> Bool {
        guard let our = lowercase.range(of: "our", options: .backwards), lowercase.startIndex < our.lowerBound,
              endingsAfterOur.contains(String(lowercase[our.upperBound...])) else { return false }
        return accepts(lowercase.replacingCharacters(in: our, with: "or"))
    }

    /// What British words write after `-our` (counted in SCOWL's British list: `colours`,
    /// `coloured`, `colourless`, `favourite`, `behavioural`, `neighbourhood`).
    static let endingsAfterOur: Set<String> = [
        "", "s", "ed", "ing", "ings", "er", "ers", "less", "lessly", "lessness", "y", "ies", "ily", "iness", "ist", "ists",
        "istic", "able", "ably", "ableness", "ism", "isms", "age", "ages", "ant", "ants", "ation", "ations", "ful", "fully",
        "fulness", "ific", "ize", "ized", "izes", "izing", "ization", "ly", "al", "ally", "ite", "ites", "itism", "hood", "hoods",
    ]

    /// `travelling`, `cancelled`, `modeller`, `fuelled`: an `l` doubled before `-ed`, `-ing`
    /// or `-er(s)` at the word's end, where the stem ends in a vowel and `l` (`travel`,
    /// `fuel`) and is a word; not after `ai`, `ea`, `ee`, `oo`, `oa`, `ei`, `ou` or `au`,
    /// which British does not double either (`detailed`, `appealing`).
    static func isBritishDoubledL(_ lowercase: String, of accepts: (String) -> Bool) -> Bool {
        let letters = Array(lowercase)
        for ending in ["lled", "lling", "ller", "llers"] where lowercase.hasSuffix(ending) {
            let stemEnd = letters.count - ending.count   // the stem's letters end before the `ll`
            guard stemEnd >= 2, isVowel(letters[stemEnd - 1]),
                  !longVowelPairs.contains(String(letters[(stemEnd - 2)..<stemEnd])) else { return false }
            let stem = String(letters[..<stemEnd]) + "l"
            return accepts(stem) && accepts(stem + String(ending.dropFirst(2)))
        }
        return false
    }

    private static let longVowelPairs: Set<String> = ["ai", "ea", "ee", "oo", "oa", "ei", "ou", "au"]

    private static func isVowel(_ letter: Character) -> Bool { "aeiou".contains(letter) }

    /// `RESTful`, `JSONish`, `URLs`, `SSHing`, `PEP's`: an acronym with an English
    /// suffix (the tokenizer would split it as `RES` + `Tful`).
    static func isAcronymWithSuffix(_ token: String) -> Bool {
        let capitals = token.prefix { $0.isUppercase && $0.isASCII }
        let rest = token.dropFirst(capitals.count)
        return capitals.count >= 2 && acronymSuffixes.contains(String(rest))
    }

    private static let acronymSuffixes: Set<String> = ["ful", "less", "ish", "like", "s", "es", "ed", "ing", "able", "ness", "y",
                                                       "ly", "'s", "’s"]

    /// `There'll`, `it'd`, `they've`, `we're`, `widget's`: a word the dictionary has
    /// with a contraction or possessive the dictionary lacks.
    static func isContraction(_ word: String, of accepts: (String) -> Bool) -> Bool {
        // `widget's`, `amazing's`: the possessive (or `is`) of a word the dictionary has.
        for ending in ["'ll", "'ve", "'d", "'re", "'m", "'s", "’ll", "’ve", "’d", "’re", "’m", "’s"] where word.hasSuffix(ending) {
            let stem = String(word.dropLast(ending.count))
            return stem.count >= 2 && accepts(stem)
        }
        return false
    }

    /// Whether `part` is a prefix English writes before a hyphen, as it stands in the
    /// token (followed by `-`).
    static func isHyphenPrefix(_ part: String, followedBy next: UInt16?) -> Bool {
        next == 0x2D && hyphenPrefixes.contains(part.lowercased())
    }
}
