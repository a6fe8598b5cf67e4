import InkstoneText

/// What the judge knows of words in one checker's language (issue #50): how common a
/// word is (`WordFrequencies`: the 50,000 most frequent en_US forms in Google Books; a
/// language without a list counts every word its dictionary accepts as common), which
/// SCOWL size holds it (`KnownWords`), what its dictionaries accept, and the shapes of
/// words that technical English coins. The word-stage decisions (`WordDecisions`) ask
/// it; it decides nothing itself.
public struct WordLexicon {
    public let checker: SpellingChecker
    let frequencies: WordFrequencies?
    let known: KnownWords?
    /// Whether the checker's language writes every noun with a capital (German), so a
    /// capital inside a sentence says nothing of a name.
    let capitalisesNouns: Bool
    static let nounCapitalisingLanguages: Set<String> = ["de", "lb"]

    public init(checker: SpellingChecker) {
        self.checker = checker
        frequencies = checker.isEnglish ? .english : nil
        known = checker.isEnglish ? KnownWords.english : nil
        capitalisesNouns = !checker.languageCodes.isDisjoint(with: Self.nounCapitalisingLanguages)
    }

    /// Whether the language has a frequency list (English): the shape decisions that
    /// weigh commonness are English's.
    var isEnglish: Bool { frequencies != nil }

    /// Whether `word` is in SCOWL's English lists up to size 80 (`KnownWords`), as
    /// written or in lowercase.
    static func isEnglishWord(_ word: String) -> Bool {
        guard let size = KnownWords.english.size(of: word) ?? KnownWords.english.size(of: word.lowercased()) else { return false }
        return size <= Thresholds.validScowlSize
    }

    /// The place of `lowercaseWord` among the language's words by frequency (1 = the
    /// commonest), when it has a list and the word is on it.
    func rank(of lowercaseWord: String) -> Int? { frequencies?.rank(of: lowercaseWord) }

    /// The smallest SCOWL size that holds `word` or its lowercase form.
    func scowlSize(of word: String, lowercase: String) -> UInt8? {
        known?.size(of: word) ?? known?.size(of: lowercase)
    }

    /// Whether `lowercase` is the plural of an acronym the dictionary has in capitals
    /// only (`gifs`: `GIF`; not `thes`, whose `the` it has in lowercase, nor `pariss`,
    /// whose `Paris` is a name).
    static func isAcronymPlural(_ lowercase: String, accepts: (String) -> Bool) -> Bool {
        guard lowercase.count >= 4, lowercase.count <= 7, lowercase.hasSuffix("s") else { return false }
        let stem = String(lowercase.dropLast())
        return !accepts(stem) && !accepts(stem.prefix(1).uppercased() + stem.dropFirst()) && accepts(stem.uppercased())
    }

    /// Whether `word` is two runs or more of `y`, `m`, `d`, `h` or `s`, each one letter
    /// twice or more (`hhmm`, `yyyymmdd`, `mmss`), as date and time formats write them
    /// (toml11's `// +hhmm`); no English word is such.
    static func isDateFormat(_ word: String) -> Bool {
        var runs: [(Character, Int)] = []
        for letter in word {
            guard "ymdhs".contains(letter) else { return false }
            if let last = runs.last, last.0 == letter { runs[runs.count - 1].1 += 1 } else { runs.append((letter, 1)) }
        }
        return runs.count >= 2 && runs.allSatisfy { $0.1 >= 2 }
    }

    /// Whether `word` is a word of four letters or more that `accepts` has, with
    /// `-ize`, `-ization` and their forms after it (`daemonization`, `containerized`).
    static func isDerived(_ word: String, accepts: (String) -> Bool) -> Bool {
        for suffix in derivingSuffixes where word.hasSuffix(suffix) && word.count - suffix.count >= 4 {
            let base = String(word.dropLast(suffix.count))
            if accepts(base) || accepts(base + "e") { return true }
        }
        return false
    }


    /// Whether `suggestion` is one of the 30,000 commonest words, no name
    /// (`constantize` is no slip of `Constantine`), and `word` with one letter added,
    /// left out or changed.
    func isOneLetterFromCommonWord(_ word: String, _ suggestion: String) -> Bool {
        suggestion != word && suggestion == suggestion.lowercased() && isCommon(suggestion, rank: Thresholds.commonRank)
            && EditDistance.restricted(Array(word), Array(suggestion)) == 1
    }

    private static let derivingSuffixes = WordParts.derivingSuffixes

    /// Whether `word`, capitalised and of five letters or more, is two neighbours
    /// swapped in a word the dictionaries have capitalised whose lowercase form is one of
    /// the 10,000 commonest words (`Widnows` → `Windows`), but for the last two letters:
    /// `Alexandre` is French, not `Alexander` misspelt.
    func isSwappedName(_ word: String) -> Bool {
        guard word.count >= 5, let first = word.first, first.isUppercase, word.dropFirst().allSatisfy(\.isLowercase) else { return false }
        return SlipGenerator(word).swaps().filter { $0.dropLast(2) != word.dropLast(2) }.contains { swapped in
            swapped.first?.isUppercase == true && checker.isLanguageWord(swapped) && isCommon(swapped.lowercased(), rank: Thresholds.veryCommonRank)
        }
    }

    /// Whether `word` (lowercase, or capitalised) of five to 32 letters writes one
    /// letter three times in a row (the last three of a longer run) where the dictionary has the word with it twice
    /// (`Togggle`, `Overrridden`): a key held down, not a name nor a sound drawn out
    /// (`Brrrt`, `sooo`: no word with the letter twice).
    func isTripledLetterSlip(_ word: String) -> Bool {
        let letters = Array(word)
        // A longer run of letters is no slip (`unknown.too-long`): and each tripled
        // letter is one look-up, so a fuzzed `aaaa…` of thousands costs nothing.
        guard (5...Thresholds.longestWord).contains(letters.count), letters.allSatisfy(\.isLetter),
              letters.dropFirst().allSatisfy(\.isLowercase) else { return false }
        for index in 2..<letters.count where letters[index] == letters[index - 1] && letters[index] == letters[index - 2]
            && (index + 1 == letters.count || letters[index + 1] != letters[index]) {
            var twice = letters
            twice.remove(at: index)
            let candidate = String(twice)
            if checker.isLanguageWord(candidate) || checker.isLanguageWord(candidate.lowercased()) { return true }
        }
        return false
    }

    /// Whether `word`, capitalised and of seven letters or more, is one of the 10,000
    /// commonest words with a letter left out inside it, or its final `e` left out
    /// (`Propeties`, `Identifer`, PromiseKit's `Guarante`): a capital inside a sentence
    /// marks a name, but names are seldom made so from common words (`Stephane` leaves a
    /// letter out of a name the dictionary has capitalised only; `Cristian`, whose
    /// `christian` en_US has in lowercase too, is the cost: one such name in 86 clones,
    /// against 13 typos). Not a doubled `l` or `s` made single (`Cancelation`: American
    /// spelling), nor a word SCOWL's lists have.
    func isWordWithLetterLeftOut(_ word: String) -> Bool {
        guard word.count >= 7, let first = word.first, first.isUppercase, word.dropFirst().allSatisfy(\.isLowercase),
              known?.size(of: word.lowercased()) == nil else { return false }
        let letters = Array(word.lowercased())
        for index in 1...letters.count {
            for letter in index == letters.count ? ["e"] : SlipGenerator.alphabet {
                if "ls".contains(letter) && (letters[index - 1] == letter || index < letters.count && letters[index] == letter) { continue }
                var longer = letters
                longer.insert(letter, at: index)
                let candidate = String(longer)
                if isCommon(candidate, rank: Thresholds.veryCommonRank) && checker.isLanguageWord(candidate) { return true }
            }
        }
        return false
    }

    /// Whether `word` is coined from a dictionary word as technical English coins words:
    /// `-ish` after a word (`nullish`); `-able` after a verb (`negatable`); `-ed`/`-ing`
    /// after a noun (a word with a plural) the dictionaries have no verb forms of
    /// (`errored`, `erroring`, `templated`). Not `expliciting` (an adjective's), nor `closeing`,
    /// `copyed`, `paniced` (the dictionaries have the verb in another form), nor
    /// `embeddeding`, `analysised` (made of a form). A `de-` prefix (`destructure`) was
    /// tried and left out: on ../shared/data's misspellings it hid `deattaches` and
    /// `devisible` as often as it found a term.
    func isCoined(_ word: String) -> Bool {
        let accepts = checker.isLanguageWord
        if word.hasSuffix("ish") && word.count >= 7 && accepts(String(word.dropLast(3))) { return true }
        // A verb made an adjective with `-able` (`negatable`: negate, negated); after a
        // soft `c` or `g` the `e` stays (`cacheable`: `cachable` is a slip).
        if word.hasSuffix("able") && word.count >= 7 {
            let base = String(word.dropLast(4))
            if base.hasSuffix("c") || base.hasSuffix("g") { return false }
            if accepts(base + "ed") || accepts(base + "d") && accepts(base + "e") || accepts(base + "ing") { return true }
        }
        // The one a verb acts on, with `-ee` (`debuggee`, `callee`): the verb's `-ed`
        // form is the word's stem and `-ed` (`debugged`, `called`).
        if word.hasSuffix("ee") && word.count >= 6 && accepts(String(word.dropLast(2)) + "ed") { return true }
        for suffix in ["ed", "ing"] where word.hasSuffix(suffix) && word.count - suffix.count >= 4 {
            let cut = String(word.dropLast(suffix.count))
            // The noun as written (`error`), or with the `e` the suffix takes in (`template`: `templated`, `templating`).
            let base = accepts(cut) ? cut : cut + "e"
            // A noun (it has a plural): `explicit` is none, and `expliciting` no term.
            guard accepts(base), accepts(base + "s") || accepts(base + "es"),
                  !["ed", "ing", "er", "en", "s"].contains(where: base.hasSuffix) else { continue }
            let stem = base.hasSuffix("e") ? String(base.dropLast()) : base
            let verbForms = [stem + "ed", stem + "ing", base + "d", base + String(base.last!) + suffix, base + "k" + suffix,
                             base.hasSuffix("y") ? String(base.dropLast()) + "ied" : ""]
            return !verbForms.contains { !$0.isEmpty && $0 != word && accepts($0) }
        }
        return false
    }

    /// Whether `lowercase` is one letter before one of the 30,000 commonest words of
    /// four letters or more (`gsettings`, `lvalue`, `rvalue`, `cflags`, `fstream`): how
    /// technical names are made (`g` for GNOME, `l` for left), while a slip seldom adds a
    /// letter before a word's first — 20 of the 28,611 misspellings of
    /// ../shared/data/misspellings-dev.tsv do. A consonant only: a vowel is more often
    /// what is left of a word's start (`elease`, `uhandled`); nor a word that is a common
    /// one with its first letter left out (`hrough`, `nknown`) or another slip (`unamed`:
    /// `unnamed` misspelt). The letter may be the word's own first (`ccache`, `sstable`,
    /// `mmapped`, `ppass`): of the labelled corpus's findings so shaped, 64 were names or
    /// terms and 4 slips (`mminor`, two of which this hides); the listed ones (`ccustom`)
    /// are known misspellings. Not before one of the 1,000 commonest words (`tthere`,
    /// `ppackage`): a key held down.
    func isLetterBeforeCommonWord(_ lowercase: String) -> Bool {
        let letters = Array(lowercase)
        let word = String(letters.dropFirst())
        guard letters.count >= 5, !"aeiouy".contains(letters[0]), isCommon(word, rank: Thresholds.commonRank),
              letters[0] != letters[1] || !isCommon(word, rank: Thresholds.topWords) else { return false }
        let slips = SlipGenerator(lowercase).slips() + SlipGenerator.alphabet.map { String($0) + lowercase }
        return !slips.contains { $0 != word && isCommon($0, rank: Thresholds.commonRank) }
    }

    /// Whether `lowercase` is in `BundledWords.codeNames`, or is the plural of a name
    /// there (`ints`; not `typess`, a slip of the plural `types`).
    static func isCodeName(_ lowercase: String) -> Bool {
        BundledWords.codeNames.contains(lowercase)
            || lowercase.hasSuffix("s") && !lowercase.hasSuffix("ss") && BundledWords.codeNames.contains(String(lowercase.dropLast()))
    }

    /// Whether `lowercase` is a name code gives made a verb (libevent's `malloced`,
    /// `mmaped`, `memmoved`, `chrooting`), a name that is no English word: `opend` is
    /// `opened` misspelt, whatever code says `open`.
    func isCodeNameMadeVerb(_ lowercase: String) -> Bool {
        for suffix in ["ed", "d", "ing"] where lowercase.hasSuffix(suffix) {
            let base = String(lowercase.dropLast(suffix.count))
            let bases = [base, base + "e", base.count > 3 && base.last == base.dropLast().last ? String(base.dropLast()) : ""]
            if bases.contains(where: { $0.count >= 4 && BundledWords.codeNames.contains($0) && !checker.isLanguageWord($0) }) { return true }
        }
        return false
    }

    /// Whether `word` is a name made a verb or an adjective with an apostrophe (`repr'ed`,
    /// `malloc'd`, `cd'ing`, puma's `#call'able`): what a comment says of a call,
    /// however the name is spelt.
    static func isNameMadeVerb(_ word: String) -> Bool {
        ["'ed", "’ed", "'d", "’d", "'ing", "’ing", "'able", "’able"].contains { word.hasSuffix($0) && word.count >= $0.count + 2 }
    }

    /// Prefixes that make words of words (`unwatch`, `reenable`, `subkey`): `word-parts.tsv`.
    static let prefixes = WordParts.compoundPrefixes

    /// Whether `word` is one of `prefixes` before six letters or more that no dictionary
    /// has, no name code gives, and one slip makes one of the 30,000 commonest words
    /// (`noninital`, `reenabel`; not toml11's `nonconst`, a keyword after `non`).
    func isPrefixedSlip(_ word: String) -> Bool {
        guard let prefix = Self.prefixes.first(where: { word.hasPrefix($0) && word.count - $0.count >= 6 }) else { return false }
        let rest = String(word.dropFirst(prefix.count))
        return !checker.isLanguageWord(rest) && !Self.isCodeName(rest)
            && SlipGenerator(rest).slips().contains { isCommon($0, rank: Thresholds.commonRank) && checker.isLanguageWord($0) }
    }

    /// Whether `word` is two common words of four letters or more written as one
    /// (`readline`, `blocklist`), or a prefix and a word of the dictionaries of four
    /// letters or more (`unpickling`, `rethrowing`). Both words are words in lowercase:
    /// a name's tail is no word (`protectiona` is no `protect` and `Iona`).
    func isCompound(_ word: String) -> Bool {
        let letters = Array(word)
        for prefix in Self.prefixes where word.hasPrefix(prefix) && letters.count - prefix.count >= 4 {
            if checker.isLanguageWord(String(letters[prefix.count...])) { return true }
        }
        guard letters.count >= 8 else { return false }
        for split in 4...(letters.count - 4) {
            if isCommonWord(String(letters[..<split]), rank: Thresholds.commonRank) && isCommonWord(String(letters[split...]), rank: Thresholds.commonRank) { return true }
        }
        return false
    }

    /// Whether `word` is two neighbours swapped or a letter doubled or made single in
    /// one of the 30,000 commonest words (`recieve`, `langauge`, `occured`), or, in a
    /// word of seven letters or more, a letter left out of (`enviroment`, toml11's
    /// `exising`) or a vowel changed in
    /// (`seperate`, `existance`) one of the 10,000 commonest (any word of the frequency
    /// list, in a word of ten letters or more: `accumuation`; or one letter too many inside
    /// such a word: `ambigiuity`): the slips a writer
    /// repeats, not knowing the spelling, so a second one in a document is no sign of a term.
    /// But for a capitalised word, a doubled or single letter is how names differ from
    /// words (`Patt`, `Matt`, `Scott`), not a slip.
    public func isHabitualSlip(_ word: String) -> Bool {
        let lowercase = word.lowercased()
        guard (4...Thresholds.longestWord).contains(lowercase.count) else { return false }
        let isCapitalised = word.first?.isUppercase == true && word.dropFirst().allSatisfy(\.isLowercase)
        // A verb's `e` doubled at the end is the `-ee` of the one the verb acts on (pry's
        // `definee`, uthash's `deletee`, as `payee`), a term a text repeats, not a slip.
        let agentNoun = lowercase.hasSuffix("ee") ? String(lowercase.dropLast()) : nil
        let slips = SlipGenerator(lowercase).swaps() + (isCapitalised ? [] : SlipGenerator(lowercase).doublingsAndSinglings().filter { $0 != agentNoun })
        if slips.contains(where: { isCommonWord($0, rank: Thresholds.commonRank) }) { return true }
        // A letter left out of a long word is a slip whatever its rank (`accumuation`):
        // a term is seldom one letter short of a word of ten letters or more.
        let omissionRank = lowercase.count >= 10 ? Int.max : Thresholds.veryCommonRank
        if lowercase.count >= 7 && SlipGenerator(lowercase).innerOmissions().contains(where: { isCommonWord($0, rank: omissionRank) }) { return true }
        // So is a letter too many inside one (`ambigiuity`), written twice in a comment.
        let generator = SlipGenerator(lowercase)
        if lowercase.count >= 10 && generator.additions(at: generator.innerPlaces).contains(where: { isCommonWord($0, rank: Int.max) }) { return true }
        return lowercase.count >= 7 && SlipGenerator(lowercase).vowelChanges().contains { isCommonWord($0, rank: Thresholds.veryCommonRank) }
    }

    /// Whether `lowercaseWord` is common and a word in lowercase too: the frequency list
    /// has names lowercased (`ritter`), and plenary's `list:riter()` is no slip of a name.
    func isCommonWord(_ lowercaseWord: String, rank: Int) -> Bool {
        isCommon(lowercaseWord, rank: rank) && checker.isLanguageWord(lowercaseWord)
    }

    /// Whether `word` is a word the dictionaries or SCOWL's lists have (`reentrancy`).
    public func isKnownWord(_ word: String) -> Bool {
        checker.isLanguageWord(word) || known?.size(of: word.lowercased()) != nil
    }

    /// Whether the word is among the `rank` most frequent (all of the list for
    /// `Int.max`); with no frequency list, whether the dictionary has it.
    func isCommon(_ lowercaseWord: String, rank: Int) -> Bool {
        guard let frequencies else {
            // The dictionary has nouns capitalised (German): either form is its word.
            return checker.isLanguageWord(lowercaseWord) || checker.isLanguageWord(lowercaseWord.prefix(1).uppercased() + lowercaseWord.dropFirst())
        }
        return frequencies.rank(of: lowercaseWord).map { $0 <= rank } ?? false
    }

    /// The word in lowercase when its shape is an ordinary word's: letters (and an
    /// apostrophe), lowercase but for a capital at a sentence start. Nil for a name or a
    /// code-like token.
    static func plainWord(_ word: String, atSentenceStart: Bool) -> String? {
        let scalars = Array(word.unicodeScalars)
        guard let first = scalars.first else { return nil }
        let isLetterOrApostrophe = { (scalar: Unicode.Scalar) in
            scalar.properties.isAlphabetic || scalar == "'" || scalar == "\u{2019}"
        }
        guard scalars.allSatisfy(isLetterOrApostrophe) else { return nil }
        guard scalars.dropFirst().allSatisfy({ !$0.properties.isUppercase }) else { return nil }
        if first.properties.isUppercase && !atSentenceStart { return nil }
        return word.lowercased()
    }

    /// `word` with each run of three letters or more made one and two letters long
    /// (`hmmm` → `hm`, `hmm`); empty when it has no such run.
    static func drawnOut(_ word: String) -> [String] {
        let letters = Array(word)
        guard let start = letters.indices.first(where: { $0 + 2 < letters.count && letters[$0] == letters[$0 + 1] && letters[$0] == letters[$0 + 2] })
        else { return [] }
        var end = start
        while end < letters.count && letters[end] == letters[start] { end += 1 }
        let (head, tail) = (String(letters[..<start]), String(letters[end...]))
        return [head + String(letters[start]) + tail, head + String(repeating: letters[start], count: 2) + tail]
    }

    /// Whether `word` is `candidate` (a word the dictionary has: one of its suggestions)
    /// with a letter inside taken out or one added, or two neighbours swapped: the slips
    /// that keep the first and last letters.
    /// Not a verb's `e` kept before `-ing` (`enqueueing`, `queueing`: spellings of their own).
    static func isInnerSlip(_ word: String, of candidate: String) -> Bool {
        guard candidate != word, candidate.first == word.first, candidate.last == word.last,
              abs(candidate.count - word.count) <= 1 else { return false }
        if word.hasSuffix("eing") && candidate == String(word.dropLast(4)) + "ing" { return false }
        if candidate.count == word.count { return SlipGenerator(word).swaps().contains(candidate) }
        return EditDistance.restricted(Array(word), Array(candidate)) == 1
    }

    /// Whether `word` and `candidate` differ only in their last two letters or fewer, and
    /// not by a swap of them: another inflection or another language's form of the word
    /// (`infinitum` of `infinite`), not a slip.
    static func isAnotherEnding(_ word: String, of candidate: String) -> Bool {
        let typed = Array(word), fix = Array(candidate)
        var shared = 0
        while shared < min(typed.count, fix.count) && typed[shared] == fix[shared] { shared += 1 }
        let typedEnd = typed[shared...], fixEnd = fix[shared...]
        return typedEnd.count <= 2 && fixEnd.count <= 2 && typedEnd.sorted() != fixEnd.sorted()
    }

    /// Whether `word` starts with a letter written twice (`mmarchini`): an initial before
    /// a surname, as handles are made; English words that do (`llama`, `ooze`) are
    /// in the dictionary.
    static func startsWithDoubledLetter(_ word: String) -> Bool {
        let letters = Array(word.prefix(2))
        return letters.count == 2 && letters[0] == letters[1]
    }

    /// Whether `word` is `candidate` with two neighbouring letters left out inside it,
    /// neither its first nor its last (`incompability`, `incompatibility`).
    static func isInnerPairOmission(_ word: String, of candidate: String) -> Bool {
        let fix = Array(candidate), typed = Array(word)
        guard fix.count == typed.count + 2, fix.count >= 4 else { return false }
        return (1...(fix.count - 3)).contains { start in Array(fix[..<start] + fix[(start + 2)...]) == typed }
    }

}

extension WordLexicon {
    /// Whether one edit — a letter changed, added or left out, or two neighbours
    /// swapped — makes `word` one of the 30,000 commonest English words (`becaus`,
    /// `recieve`; not `printbuf`, two from `printout`): what keeps another file's code
    /// names from vouching for it (issue #26, item 5).
    public static func isOneEditFromCommonWord(_ word: String) -> Bool {
        let lowercase = word.lowercased()
        guard lowercase.count >= 2, lowercase.count <= Thresholds.longestWord else { return false }
        let english = WordFrequencies.english
        return SlipGenerator(lowercase).oneEdit().contains { english.rank(of: $0).map { $0 < Thresholds.commonRank } ?? false }
    }

    /// Whether two neighbours swapped or a letter doubled or made single make `word` one
    /// of the 30,000 commonest English words (`recieve`, `occured`): the slips that stay
    /// typos even where a project's code writes them too.
    public static func isSwapOrDoublingOfCommonWord(_ word: String) -> Bool {
        let lowercase = word.lowercased()
        guard lowercase.count >= 4, lowercase.count <= Thresholds.longestWord else { return false }
        let english = WordFrequencies.english
        let slips = SlipGenerator(lowercase)
        return (slips.swaps() + slips.doublingsAndSinglings()).contains { english.rank(of: $0).map { $0 < Thresholds.commonRank } ?? false }
    }
}
