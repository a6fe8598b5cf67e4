import InkstoneText

/// Decides a spelling finding's tier (issue #26): a **typo** — reported by default — is
/// a word that no vocabulary knows, written where a sentence's ordinary word goes, and
/// one slip (or, for a long word, two edits) from a common word; anything else a
/// dictionary refuses is an **unknown word**: a name (capitalised inside a sentence), a
/// code-like token (`camelCase`, `snake_case`, `ALLCAPS`, digits), a valid word the
/// dictionary lacks (SCOWL's large sizes, `KnownWords`), a word with no close common
/// neighbour (`mitsuhiko`, `oniguruma`), a name that code gives (`BundledWords.codeNames`:
/// `popen`, `ints`).
///
/// Commonness comes from the bundled frequency list (`WordFrequencies.rank`: the
/// 50,000 most frequent en_US forms in Google Books); a language without one counts
/// every word its dictionary accepts as common. A word the document has twice or more
/// is meant (a term, a name), not slipped: `FindingJudge.tiered` makes it an unknown word.
public struct TypoTier {
    public let checker: SpellingChecker
    let frequencies: WordFrequencies?
    let known: KnownWords?

    public init(checker: SpellingChecker) {
        self.checker = checker
        frequencies = checker.isEnglish ? .english : nil
        known = checker.isEnglish ? KnownWords.english : nil
        capitalisesNouns = !checker.languageCodes.isDisjoint(with: Self.nounCapitalisingLanguages)
    }

    /// Whether the checker's language writes every noun with a capital (German), so a
    /// capital inside a sentence says nothing of a name.
    let capitalisesNouns: Bool
    static let nounCapitalisingLanguages: Set<String> = ["de", "lb"]

    /// The tier of `finding` (a spelling finding) where it stands in `document`.
    public func tier(of finding: Finding, in document: TextDocument) -> Finding.Tier {
        guard finding.rule == Rule.spelling.id else { return .default }
        return isTypo(finding.text, suggestions: finding.suggestions,
                      atSentenceStart: Self.startsSentence(at: finding.range.location, in: document)) ? .default : .unknownWord
    }

    /// Whether `word` is in SCOWL's English lists up to size 80 (`KnownWords`), as
    /// written or in lowercase.
    static func isEnglishWord(_ word: String) -> Bool {
        guard let english = KnownWords.english, let size = english.size(of: word) ?? english.size(of: word.lowercased()) else { return false }
        return size <= 80
    }

    /// Whether `word` reads as a typo of a common word. The shorter the word, the
    /// narrower the slips that count: a short unknown word is far more often an
    /// abbreviation or a name (`tls`, `udp`, `napi`) than a typo.
    public func isTypo(_ word: String, suggestions: [String], atSentenceStart: Bool) -> Bool {
        // A capitalised word with two letters swapped out of a common name (`Widnows`):
        // names are not made by swapping a common one's letters, slips are.
        if frequencies != nil && (isSwappedName(word) || isWordWithLetterLeftOut(word)) { return true }
        // An English word in a text of another language (`lint`, `furlongs`, `at the
        // Command Line` in a French guide): a term borrowed as it is, not a slip.
        if frequencies == nil && Self.isEnglishWord(word) { return false }
        // A capital inside a sentence marks a name in English and French (`d'autres Unices`,
        // `Solaris`); German capitalises every noun.
        guard let lowercase = Self.plainWord(word, atSentenceStart: atSentenceStart || capitalisesNouns) else { return false }
        // One letter over and over (`xxxx`, `aaaa`): a placeholder, not a slip.
        if lowercase.count >= 2 && Set(lowercase).count == 1 { return false }
        // A short word drawn out for its sound (`Hmmm`, `sooo`, `yesss`): a letter three
        // times or more where the word has it once or twice (`immmediately` stays a slip).
        if Self.drawnOut(lowercase).contains(where: { $0.count <= 4 && checker.acceptsWithForms($0) }) { return false }
        // A date's or a time's format (`hhmm`, `yyyymmdd`): a pattern, not a slip.
        if Self.isDateFormat(lowercase) { return false }
        // A letter with a diacritic in English (`Português`, a language's own name on a
        // menu; `Müller`) comes from another language or a name: no slip of an English
        // word adds one, and the few English words with one (`café`) the dictionary has.
        if frequencies != nil && lowercase.contains(where: { $0.isLetter && !$0.isASCII }) { return false }
        // A name code gives, or its plural (`popen`, `ints`, `dicts`): quoted code, not a slip.
        if Self.isCodeName(lowercase) { return false }
        // A letter before a common word (`gsettings`, `lvalue`, `cflags`): a name made as
        // technical names are, not a slip.
        if frequencies != nil && isLetterBeforeCommonWord(lowercase) { return false }
        // An acronym's plural in lowercase (`gifs`, `pdfs`, `cpus`): the dictionary has it in capitals only.
        if Self.isAcronymPlural(lowercase, accepts: checker.isLanguageWord) { return false }
        // A placeholder's name (`mylogger`, `myapp`): `my` and a common word, as examples name things.
        if frequencies != nil && lowercase.count >= 6 && lowercase.hasPrefix("my") && isCommon(String(lowercase.dropFirst(2)), rank: 30_000) {
            return false
        }
        // A name code gives made a verb (`malloced`), unless a letter away from a common
        // word (starlette's `unamed` is `unnamed` misspelt, not `uname` + `-d`).
        if isCodeNameMadeVerb(lowercase) && !suggestions.prefix(3).contains(where: { isOneLetterFromCommonWord(lowercase, $0) }) {
            return false
        }
        // An event handler's name (`oncomplete`, `onchange`): `on` and a common word of five letters or more.
        if frequencies != nil && lowercase.hasPrefix("on") && lowercase.count >= 7 && isCommon(String(lowercase.dropFirst(2)), rank: 10_000) {
            return false
        }
        // `dont`, `doesnt`: `MissingApostropheRule` reports them where they are contractions.
        if MissingApostropheRule.contractions[lowercase] != nil { return false }
        let count = lowercase.count
        // No common word is that long: a run of letters past it is no slip (and its slips
        // would be millions, found by FuzzTests).
        guard count <= Self.longestWord else { return false }
        let swaps = Self.swaps(of: lowercase)
        // A valid word of SCOWL's large lists (`trie`, `liveness`: size 80) is no typo; of
        // the largest only (95), one that is a slip of a very common word still is (`fiel`, `coul`).
        var ceiling = Int.max
        if let known, let size = known.size(of: word) ?? known.size(of: lowercase) {
            // SCOWL's size 80 holds slips as words too (`formating`, `programing`,
            // `stoped`): a letter made single or doubled in one of the 10,000 commonest
            // words still is one — but for `l` and `s`, which British and American
            // spelling double differently (`cancelation`, `focussed`).
            // Nor does it keep them from one of the 1,000 commonest words by a letter changed or
            // two swapped (`practive`, `simular`, `fellowing`) — but for two words written as
            // one (`hardwire`, `repost`).
            guard size > 80 else {
                // Nor a letter left out of one of the 1,000 commonest words (`gien`, `wich`,
                // `alway`, `positon`: size 80 has them as rare words).
                if count >= 4 && Self.insertions(into: lowercase).contains(where: { self.isCommon($0, rank: 1_000) }) { return true }
                guard count >= 6 else { return false }
                return Self.doublings(of: lowercase, except: "ls").contains { self.isCommon($0, rank: 10_000) }
                    || !isCompound(lowercase) && Self.sameLengthSlips(of: lowercase).contains { self.isCommon($0, rank: 1_000) }
            }
            ceiling = 10_000
        }
        let isCommon = { (candidate: String, rank: Int) in self.isCommon(candidate, rank: min(rank, ceiling)) }
        // A doubled letter made single or a letter doubled, in a word of four or more
        // (`commpile`, `occured`) — in one of six or more even when SCOWL's largest list
        // has it as a word (`occurences`, `alloted`, `overidden`: it holds such slips).
        let doublingRank = count >= 6 ? 30_000 : min(30_000, ceiling)
        if count >= 4 && Self.doublings(of: lowercase).contains(where: { self.isCommon($0, rank: doublingRank) }) { return true }
        // Two words, or a prefix and a word, written as one: a term (`readline`,
        // `blocklist`, `unpickling`, `rethrowing`), not a slip — unless it is a common
        // word with a letter left out (`demonstate`, `managable`: demon+state, mana+gable).
        // One with a letter too many (toml11's `Instread`, inst+read) looks as a term does
        // (`procfile`, `formaction`: a letter too many in `profile`, `formation`), and stays one.
        // A prefix before a slip of a common word (mdformat's `noninital`: non + `inital`).
        if isPrefixedSlip(lowercase) { return true }
        if count >= 6 && isCompound(lowercase) {
            return count >= 8 && Self.insertions(into: lowercase).contains { isCommon($0, 30_000) }
        }
        // A word the dictionary has with a suffix that makes a verb or a noun of it
        // (`daemonization`, `containerize`): a term, not a slip of a rarer word — unless
        // the word it would be fixed to is a common one a letter away (plenary's
        // `stablization`, `stable` + `-ization`, is `stabilization` misspelt).
        if Self.isDerived(lowercase, accepts: checker.isLanguageWord)
            && !suggestions.prefix(3).contains(where: { isOneLetterFromCommonWord(lowercase, $0) }) { return false }
        // A word made of a dictionary word the way technical English makes new ones, and
        // no slip of a common word: a term (`destructure`, `nullish`, `errored`).
        if isCoined(lowercase) && !Self.slips(of: lowercase).contains(where: { isCommon($0, 30_000) }) { return false }
        // Two neighbours swapped into the suggestion the word would be fixed to (`asycn`).
        if count >= 5 && ceiling == .max && suggestions.prefix(3).contains(where: { swaps.contains($0.lowercased()) }) { return true }
        // A name in lowercase (`darwin` for `Darwin`) is meant so in technical prose, unless
        // it is also one slip from a common word (`issus` is a place, and issues misspelt).
        let isNameInLowercase = suggestions.prefix(3).contains(where: { $0 != word && $0.lowercased() == lowercase })
            || count >= 4 && checker.isLanguageWord(lowercase.prefix(1).uppercased() + lowercase.dropFirst())
        if isNameInLowercase && !Self.slips(of: lowercase).contains(where: { isCommon($0, 30_000) }) { return false }
        switch count {
        case ..<3:
            return swaps.contains { isCommon($0, 5_000) }
        case 3:
            return (swaps + Self.doublings(of: lowercase)).contains { isCommon($0, 5_000) }
        case 4:
            return swaps.contains { isCommon($0, 20_000) } || Self.insertions(into: lowercase).contains { isCommon($0, 10_000) }
        default:
            if Self.slips(of: lowercase).contains(where: { isCommon($0, .max) }) { return true }
            // A long word with a letter too many, left out or two swapped inside a word the
            // dictionary has and suggests, however rare (swift-collections' `Mutablility`):
            // long words seldom come one such slip from another by chance.
            if count >= 10 && ceiling == .max && suggestions.prefix(3).contains(where: { Self.isInnerSlip(lowercase, of: $0.lowercased()) }) {
                return true
            }
            if Self.firstLetterSlips(of: lowercase).contains(where: { isCommon($0, 20_000) }) { return true }
            if Self.lastLetterChanges(of: lowercase).contains(where: { isCommon($0, 5_000) }) { return true }
            // Two edits from a common word, a word SCOWL knows is a rare word (`performant`), not a slip.
            guard count >= 6, ceiling == .max else { return false }
            let letters = Array(lowercase)
            return suggestions.prefix(3).contains { suggestion in
                let candidate = suggestion.lowercased()
                // `darwin` for `Darwin`: a name in lowercase, meant so in technical prose.
                return candidate != lowercase && (count >= 7 || candidate.first == letters.first) && !candidate.contains(" ") && !candidate.contains("-")
                    && isCommon(candidate, 30_000) && EditDistance.restricted(letters, Array(candidate)) <= 2
            }
        }
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
    private func isOneLetterFromCommonWord(_ word: String, _ suggestion: String) -> Bool {
        suggestion != word && suggestion == suggestion.lowercased() && isCommon(suggestion, rank: 30_000)
            && EditDistance.restricted(Array(word), Array(suggestion)) == 1
    }

    private static let derivingSuffixes = ["ization", "isation", "izations", "izing", "ized", "izes", "ize", "izer", "izers"]

    /// Whether `word`, capitalised and of five letters or more, is two neighbours
    /// swapped in a word the dictionaries have capitalised whose lowercase form is one of
    /// the 10,000 commonest words (`Widnows` → `Windows`), but for the last two letters:
    /// `Alexandre` is French, not `Alexander` misspelt.
    func isSwappedName(_ word: String) -> Bool {
        guard word.count >= 5, let first = word.first, first.isUppercase, word.dropFirst().allSatisfy(\.isLowercase) else { return false }
        return Self.swaps(of: word).filter { $0.dropLast(2) != word.dropLast(2) }.contains { swapped in
            swapped.first?.isUppercase == true && checker.isLanguageWord(swapped) && isCommon(swapped.lowercased(), rank: 10_000)
        }
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
            for letter in index == letters.count ? ["e"] : Self.alphabet {
                if "ls".contains(letter) && (letters[index - 1] == letter || index < letters.count && letters[index] == letter) { continue }
                var longer = letters
                longer.insert(letter, at: index)
                let candidate = String(longer)
                if isCommon(candidate, rank: 10_000) && checker.isLanguageWord(candidate) { return true }
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
    /// what is left of a word's start (`elease`, `uhandled`); not a first letter doubled
    /// (`ccustom`: a key held down); nor a word that is a common one with its first
    /// letter left out (`hrough`, `nknown`) or another slip (`unamed`: `unnamed` misspelt).
    func isLetterBeforeCommonWord(_ lowercase: String) -> Bool {
        let letters = Array(lowercase)
        guard letters.count >= 5, !"aeiouy".contains(letters[0]), letters[0] != letters[1],
              isCommon(String(letters.dropFirst()), rank: 30_000) else { return false }
        let slips = Self.slips(of: lowercase) + Self.alphabet.map { String($0) + lowercase }
        return !slips.contains { isCommon($0, rank: 30_000) }
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

    /// The longest word `isTypo` weighs.
    static let longestWord = 32

    /// Prefixes that make words of words (`unwatch`, `reenable`, `subkey`).
    static let prefixes = ["un", "re", "dis", "sub", "pre", "non", "multi", "auto", "over", "under", "inter", "super",
                           "semi", "anti", "counter", "out", "post", "self", "cross"]

    /// Whether `word` is one of `prefixes` before six letters or more that no dictionary
    /// has, no name code gives, and one slip makes one of the 30,000 commonest words
    /// (`noninital`, `reenabel`; not toml11's `nonconst`, a keyword after `non`).
    func isPrefixedSlip(_ word: String) -> Bool {
        guard let prefix = Self.prefixes.first(where: { word.hasPrefix($0) && word.count - $0.count >= 6 }) else { return false }
        let rest = String(word.dropFirst(prefix.count))
        return !checker.isLanguageWord(rest) && !Self.isCodeName(rest)
            && Self.slips(of: rest).contains { isCommon($0, rank: 30_000) && checker.isLanguageWord($0) }
    }

    /// Whether `word` is two common words of four letters or more written as one
    /// (`readline`, `blocklist`), or a prefix and a word of the dictionaries of four
    /// letters or more (`unpickling`, `rethrowing`).
    func isCompound(_ word: String) -> Bool {
        let letters = Array(word)
        for prefix in Self.prefixes where word.hasPrefix(prefix) && letters.count - prefix.count >= 4 {
            if checker.isLanguageWord(String(letters[prefix.count...])) { return true }
        }
        guard letters.count >= 8 else { return false }
        for split in 4...(letters.count - 4) {
            if isCommon(String(letters[..<split]), rank: 30_000) && isCommon(String(letters[split...]), rank: 30_000) { return true }
        }
        return false
    }

    /// Whether one edit — a letter changed, added or left out, or two neighbours
    /// swapped — makes `word` one of the 30,000 commonest English words (`becaus`,
    /// `recieve`; not `printbuf`, two from `printout`): what keeps another file's code
    /// names from vouching for it (issue #26, item 5).
    public static func isOneEditFromCommonWord(_ word: String) -> Bool {
        let lowercase = word.lowercased()
        guard lowercase.count >= 2, lowercase.count <= longestWord else { return false }
        let english = WordFrequencies.english
        let isCommon = { (candidate: String) in english.rank(of: candidate).map { $0 < 30_000 } ?? false }
        let letters = Array(lowercase)
        for index in letters.indices {
            var shorter = letters
            shorter.remove(at: index)
            if isCommon(String(shorter)) { return true }
            for letter in alphabet where letter != letters[index] {
                var changed = letters
                changed[index] = letter
                if isCommon(String(changed)) { return true }
            }
        }
        for index in 0...letters.count {
            for letter in alphabet {
                var longer = letters
                longer.insert(letter, at: index)
                if isCommon(String(longer)) { return true }
            }
        }
        return swaps(of: lowercase).contains(where: isCommon)
    }

    /// Whether two neighbours swapped or a letter doubled or made single make `word` one
    /// of the 30,000 commonest English words (`recieve`, `occured`): the slips that stay
    /// typos even where a project's code writes them too.
    public static func isSwapOrDoublingOfCommonWord(_ word: String) -> Bool {
        let lowercase = word.lowercased()
        guard lowercase.count >= 4, lowercase.count <= longestWord else { return false }
        let english = WordFrequencies.english
        return (swaps(of: lowercase) + doublings(of: lowercase)).contains { english.rank(of: $0).map { $0 < 30_000 } ?? false }
    }

    /// Whether `word` is two neighbours swapped or a letter doubled or made single in
    /// one of the 30,000 commonest words (`recieve`, `langauge`, `occured`), or, in a
    /// word of seven letters or more, a letter left out of (`enviroment`, toml11's
    /// `exising`) or a vowel changed in
    /// (`seperate`, `existance`) one of the 10,000 commonest: the slips a writer
    /// repeats, not knowing the spelling, so a second one in a document is no sign of a term.
    /// But for a capitalised word, a doubled or single letter is how names differ from
    /// words (`Patt`, `Matt`, `Scott`), not a slip.
    public func isHabitualSlip(_ word: String) -> Bool {
        let lowercase = word.lowercased()
        guard (4...Self.longestWord).contains(lowercase.count) else { return false }
        let isCapitalised = word.first?.isUppercase == true && word.dropFirst().allSatisfy(\.isLowercase)
        // A verb's `e` doubled at the end is the `-ee` of the one the verb acts on (pry's
        // `definee`, uthash's `deletee`, as `payee`), a term a text repeats, not a slip.
        let agentNoun = lowercase.hasSuffix("ee") ? String(lowercase.dropLast()) : nil
        let slips = Self.swaps(of: lowercase) + (isCapitalised ? [] : Self.doublings(of: lowercase).filter { $0 != agentNoun })
        if slips.contains(where: { isCommonWord($0, rank: 30_000) }) { return true }
        if lowercase.count >= 7 && Self.insertions(into: lowercase).contains(where: { isCommonWord($0, rank: 10_000) }) { return true }
        return lowercase.count >= 7 && Self.vowelChanges(of: lowercase).contains { isCommonWord($0, rank: 10_000) }
    }

    /// Whether `lowercaseWord` is common and a word in lowercase too: the frequency list
    /// has names lowercased (`ritter`), and plenary's `list:riter()` is no slip of a name.
    private func isCommonWord(_ lowercaseWord: String, rank: Int) -> Bool {
        isCommon(lowercaseWord, rank: rank) && checker.isLanguageWord(lowercaseWord)
    }

    /// Whether `word` is a word the dictionaries or SCOWL's lists have (`reentrancy`).
    public func isKnownWord(_ word: String) -> Bool {
        checker.isLanguageWord(word) || known?.size(of: word.lowercased()) != nil
    }

    /// The words with one vowel inside `word` changed to another (`seperate` → `separate`).
    static func vowelChanges(of word: String) -> [String] {
        let letters = Array(word)
        var result: [String] = []
        for index in letters.indices.dropFirst() where vowels.contains(letters[index]) {
            for vowel in vowels where vowel != letters[index] {
                var changed = letters
                changed[index] = vowel
                result.append(String(changed))
            }
        }
        return result
    }

    private static let vowels: [Character] = ["a", "e", "i", "o", "u"]

    /// Whether the word is among the `rank` most frequent (all of the list for
    /// `Int.max`); with no frequency list, whether the dictionary has it.
    private func isCommon(_ lowercaseWord: String, rank: Int) -> Bool {
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

    /// The words with one letter inside `word` changed, or two neighbours swapped.
    static func sameLengthSlips(of word: String) -> [String] {
        let letters = Array(word)
        return swaps(of: word) + letters.indices.filter { $0 > 0 && $0 < letters.count - 1 }.flatMap { changes(of: letters, at: $0) }
    }

    /// The words one slip from `word` that a typo makes: two neighbours swapped
    /// anywhere; a letter changed or one too many inside the word; a letter left out
    /// inside or at the end (`becaus`). Never a last letter changed or one too many at
    /// the end: that makes a relative (`pythonw`, `musl`). A first letter is
    /// `firstLetterSlips`.
    static func slips(of word: String) -> [String] {
        sameLengthSlips(of: word) + insertions(into: word)
    }

    /// The slips of a first letter, in a word of five letters or more: left out
    /// (`bject`), or, in one of six or more, changed or one too many (`vidget`,
    /// `einstances`; in English a consonant before a common word is a name's first:
    /// `isLetterBeforeCommonWord`). They make other words and names as often (`jython`),
    /// so `isTypo` asks a more common word of them.
    static func firstLetterSlips(of word: String) -> [String] {
        let letters = Array(word)
        guard letters.count >= 5 else { return [] }
        let missing = alphabet.map { String([$0] + letters) }
        return letters.count >= 6 ? missing + changes(of: letters, at: 0) : missing
    }

    /// A last letter changed, in a word of five letters or more (`whilw`).
    static func lastLetterChanges(of word: String) -> [String] {
        let letters = Array(word)
        guard letters.count >= 5 else { return [] }
        return alphabet.compactMap { letter in
            guard letter != letters[letters.count - 1] else { return nil }
            var changed = letters
            changed[letters.count - 1] = letter
            return String(changed)
        }
    }

    /// The letter at `index` changed to each other one, and taken out.
    private static func changes(of letters: [Character], at index: Int) -> [String] {
        var result: [String] = alphabet.compactMap { letter in
            guard letter != letters[index] else { return nil }
            var changed = letters
            changed[index] = letter
            return String(changed)
        }
        var removed = letters
        removed.remove(at: index)
        result.append(String(removed))
        return result
    }

    /// Whether `word` is `candidate` (a word the dictionary has: one of its suggestions)
    /// with a letter inside taken out or one added, or two neighbours swapped: the slips
    /// that keep the first and last letters.
    /// Not a verb's `e` kept before `-ing` (`enqueueing`, `queueing`: spellings of their own).
    static func isInnerSlip(_ word: String, of candidate: String) -> Bool {
        guard candidate != word, candidate.first == word.first, candidate.last == word.last,
              abs(candidate.count - word.count) <= 1 else { return false }
        if word.hasSuffix("eing") && candidate == String(word.dropLast(4)) + "ing" { return false }
        if candidate.count == word.count { return swaps(of: word).contains(candidate) }
        return EditDistance.restricted(Array(word), Array(candidate)) == 1
    }

    /// The words with one letter more than `word`, inside or at the end (a word of
    /// four letters or more).
    static func insertions(into word: String) -> [String] {
        let letters = Array(word)
        let count = letters.count
        var result: [String] = []
        for index in 1...max(1, count) where index < count || count >= 4 {
            for letter in alphabet {
                var inserted = letters
                inserted.insert(letter, at: index)
                result.append(String(inserted))
            }
        }
        return result
    }

    /// The words with a doubled letter made single, or a letter doubled (`occured`);
    /// none of the letters in `except`.
    static func doublings(of word: String, except: String = "") -> [String] {
        let letters = Array(word)
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

    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz")

    private static func isCapital(_ unit: UInt16) -> Bool { (0x41...0x5A).contains(unit) }

    private static func isLetterOrDigit(_ unit: UInt16) -> Bool {
        Unicode.Scalar(unit).map { $0.properties.isAlphabetic || ("0"..."9").contains($0) } ?? false
    }

    /// Whether only spaces and tabs stand between the line's start and `index`.
    private static func isLineStart(_ index: Int, in document: TextDocument) -> Bool {
        var before = index - 1
        while before >= 0, document[before] == 0x20 || document[before] == 0x09 { before -= 1 }
        return before < 0 || document[before] == 0x0A
    }

    private static func isQuote(_ unit: UInt16) -> Bool {
        unit == 0x22 || unit == 0x27 || unit == 0x60 || unit == 0x201C || unit == 0x2018
    }

    /// The words made by swapping two neighbours of `word`.
    static func swaps(of word: String) -> [String] {
        let letters = Array(word)
        guard letters.count >= 2 else { return [] }
        return (0..<(letters.count - 1)).compactMap { index in
            guard letters[index] != letters[index + 1] else { return nil }
            var swapped = letters
            swapped.swapAt(index, index + 1)
            return String(swapped)
        }
    }

    /// Whether the word at `offset` begins a sentence: nothing but opening marks and
    /// white space before it back to the document's start, a sentence's end (`.`, `!`,
    /// `?`, `:`; not an initial's `.`), a blank line, a line-start mark (a heading's `#`,
    /// a list's `-`, in markup its `*` too, a quote's `>`), or a string's opening quote.
    static func startsSentence(at offset: Int, in document: TextDocument, isMarkup: Bool = false) -> Bool {
        var index = offset - 1
        var newlines = 0
        var skippedMark = false, skippedQuote = false
        while index >= 0 && offset - index < 200 {
            let unit = document[index]
            let isSpace = unit == 0x20 || unit == 0x09 || unit == 0x0D || unit == 0x0A
            // A string's first word (`print("Cancle")`) starts its sentence.
            if skippedQuote && !isSpace && !Self.isQuote(unit) {
                return !(Unicode.Scalar(unit)?.properties.isAlphabetic ?? false) && unit != 0x2C
            }
            switch unit {
            case 0x0A:
                newlines += 1
                if newlines >= 2 || skippedMark { return true }
            case 0x20, 0x09, 0x0D: break
            case _ where Self.isQuote(unit): skippedQuote = true
            // In Markdown a `*` alone at a line's start is a list's bullet (capybara's
            // `* Suport for …`), as `-` is; in a C block comment it starts every line.
            case 0x2A where isMarkup && isLineStart(index, in: document) && index + 1 < document.length && document[index + 1] == 0x20:
                skippedMark = true
            case 0x28, 0x5B, 0x7B, 0x2A, 0x5F: break
            case 0x23, 0x2D, 0x3E, 0x2B:
                skippedMark = true
            // A dot with a letter or digit right before it and the word right after it
            // joins a member to its owner (`flag.Fset`, pflag's comments), no sentences.
            case 0x2E where index == offset - 1 && index >= 1 && Self.isLetterOrDigit(document[index - 1]):
                return false
            // A capital's full stop after a space is a name's initial (`John T. Wodder`), no sentence's end.
            case 0x2E where index >= 2 && Self.isCapital(document[index - 1]) && (document[index - 2] == 0x20 || document[index - 2] == 0x09):
                return false
            default:
                let isLetter = Unicode.Scalar(unit)?.properties.isAlphabetic ?? false
                return unit == 0x2E || unit == 0x21 || unit == 0x3F || unit == 0x3A
                    || (newlines > 0 && !isLetter && unit != 0x2C)
            }
            index -= 1
        }
        return true
    }
}

