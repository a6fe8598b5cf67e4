import Foundation
import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

/// Issue #26, item 1: a typo of a common word is reported by default; names, terms,
/// code-like tokens and valid words the dictionary lacks are unknown words.
final class WordDecisionsTests: XCTestCase {
    private let checker = SpellingChecker(dictionaries: [try! HunspellDictionary(named: "en_US")])

    /// The id of the decision that decided `word` in `text`.
    private func explained(_ text: String, _ word: String) -> String? {
        let document = TextDocument(text)
        let judge = FindingJudge(checker: checker)
        return judge.explain(document, map: ProseMap(prose: [document.fullRange]), span: document.fullRange)
            .first { $0.finding.text == word }?.finding.reason.id
    }

    /// The word stage's tier for each word of `text` (no known misspellings, no surroundings).
    private func wordStageTiers(_ text: String) -> [String: Finding.Tier] {
        Dictionary(text.split { !$0.isLetter }.map { word in
            (String(word), isTypo(String(word), suggestions: checker.suggestions(for: String(word)), atSentenceStart: false) ? .default : .unknownWord)
        }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the word stage alone calls `word` a typo.
    private func isTypo(_ word: String, suggestions: [String], atSentenceStart: Bool) -> Bool {
        let facts = WordFacts(word: word, suggestions: suggestions, atSentenceStart: atSentenceStart, lexicon: WordLexicon(checker: checker))
        return WordDecisions.all[WordDecisions.decide(facts)].verdict == .typo
    }

    private func tiers(_ text: String) -> [String: Finding.Tier] {
        let document = TextDocument(text)
        let judge = FindingJudge(checker: checker)
        let map = ProseMap(prose: [document.fullRange])
        return Dictionary(judge.judge(document, map: map).findings.filter { $0.rule == Rule.spelling.id }.map { ($0.text, $0.tier) },
                          uniquingKeysWith: { first, _ in first })
    }

    /// A word of a paragraph read in another language is decided without the reader's
    /// suggestions (Hunspell's own, whose search stops on a clock): the same verdict
    /// however many suggestions a busy machine gave it. `mutablility` is a typo by its
    /// suggestion alone (typo.inner-slip-of-suggestion), so with it and without it
    /// the verdict is the one without.
    func testAWordReadInAnotherLanguageIsDecidedWithoutItsSuggestions() {
        let document = TextDocument("The mutablility of it.\n")
        let finding = { (suggestions: [String]) in
            Finding(kind: .spelling, range: TextRange(4, 11), text: "mutablility", message: "", suggestions: suggestions, rule: Rule.spelling.id)
        }
        let lexicon = WordLexicon(checker: checker)
        XCTAssertTrue(isTypo("mutablility", suggestions: ["mutability"], atSentenceStart: false), "the word stage with the suggestion")
        let with = FindingJudge.decidedByWord(finding(["mutability"]), in: document, lexicon: lexicon)
        let without = FindingJudge.decidedByWord(finding([]), in: document, lexicon: lexicon)
        XCTAssertEqual(with.reason, without.reason)
        XCTAssertEqual(with.tier, without.tier)
        XCTAssertEqual(with.suggestions, ["mutability"], "still shown")
    }

    func testSlipsOfCommonWordsAreTyposAndTheRestUnknownWords() {
        let found = tiers("We recieve the fiel tommorow, and Ronacher wrote oniguruma with mitsuhiko in myVariable.")
        XCTAssertEqual(found["recieve"], .default)
        XCTAssertEqual(found["fiel"], .default, "a swap of a common word, though SCOWL's largest list has it")
        XCTAssertEqual(tiers("All occurences of it.")["occurences"], .default,
                       "a letter made single in a common word, though SCOWL's largest list has it (jansson's CHANGES)")
        XCTAssertEqual(found["tommorow"], .default, "two edits from a common word, by its suggestion")
        XCTAssertEqual(found["Ronacher"], .unknownWord, "capitalised inside a sentence: a name")
        XCTAssertEqual(found["oniguruma"], .unknownWord, "no common word near it")
        XCTAssertEqual(found["mitsuhiko"], .unknownWord)
    }

    /// A Markdown list's `*` starts a sentence as `-` does; a C block comment's ` * ` does not.
    func testAStarBulletStartsASentenceInMarkupOnly() {
        let document = TextDocument("* Warning when setting contents\n* Suport for matchers\n")
        let offset = ("* Warning when setting contents\n* " as String).utf16.count
        XCTAssertTrue(SentenceStart.startsSentence(at: offset, in: document, isMarkup: true))
        XCTAssertFalse(SentenceStart.startsSentence(at: offset, in: document, isMarkup: false))
    }

    /// A line comment's `//`, `///` or `/*` opens a sentence as a `#` does; a slash
    /// inside a line (`and/or`) does not.
    func testALineCommentsMarkerStartsASentence() {
        for text in ["/// Enviroment is read.\n", "  // Enviroment is read.\n", "/* Enviroment is read. */\n", "x = 1\n// Enviroment is read.\n"] {
            let document = TextDocument(text)
            let offset = (text as NSString).range(of: "Enviroment").location
            XCTAssertTrue(SentenceStart.startsSentence(at: offset, in: document), text)
        }
        let inLine = TextDocument("Read it and/ Enviroment too.\n")
        XCTAssertFalse(SentenceStart.startsSentence(at: ("Read it and/ " as String).utf16.count, in: inLine))
        let single = TextDocument("/ Enviroment here.\n")
        XCTAssertFalse(SentenceStart.startsSentence(at: 2, in: single), "one slash is no comment marker")
    }

    /// fl25 (immutables): Javadoc's `<p>` on the line before, or `<br>` right before, starts
    /// a paragraph or a line: a sentence; another tag (`<b>`) does not.
    func testAnHTMLParagraphTagStartsASentence() {
        for text in ["    * resolution.\n     * <p>\n     * Tha major use case.\n", "One line.<br/>Tha next.\n", "<li>Tha item</li>\n"] {
            let document = TextDocument(text)
            XCTAssertTrue(SentenceStart.startsSentence(at: (text as NSString).range(of: "Tha").location, in: document), text)
        }
        let bold = TextDocument("the <b>Tha</b> name\n")
        XCTAssertFalse(SentenceStart.startsSentence(at: ("the <b>" as String).utf16.count, in: bold))
    }

    /// A dot between a name and its member (`flag.Fset`) ends no sentence; one before a space does.
    func testAMembersDotStartsNoSentence() {
        let document = TextDocument("see flag.Fset here. Then go.\n")
        XCTAssertFalse(SentenceStart.startsSentence(at: ("see flag." as String).utf16.count, in: document))
        XCTAssertTrue(SentenceStart.startsSentence(at: ("see flag.Fset here. " as String).utf16.count, in: document))
        XCTAssertEqual(tiers("We run it with the standard flag.Fset today.")["Fset"], .unknownWord)
    }

    /// Round P: toml11's `+hhmm`; a date format is a pattern, and a word of its letters no format.
    func testADateFormatIsNoTypo() {
        XCTAssertTrue(["hhmm", "yyyymmdd", "hhmmss", "mmss"].allSatisfy(WordLexicon.isDateFormat))
        XCTAssertFalse(["hmm", "mmh", "yyy", "shh", "hhmmx"].contains(where: WordLexicon.isDateFormat))
        XCTAssertEqual(tiers("The offset is written as hhmm here.")["hhmm"], .unknownWord)
    }

    /// Round R: mdformat's `noninital` is `non` before a slip of `initial`; `unpickling`
    /// (a prefix before a word) stays a term.
    func testAPrefixBeforeASlipIsATypo() {
        XCTAssertEqual(tiers("It is used for noninital list items.")["noninital"], .default)
        XCTAssertEqual(tiers("It is used for unpickling the data.")["unpickling"], .unknownWord)
        XCTAssertEqual(tiers("It returns a nonconst reference.")["nonconst"], .unknownWord, "a keyword after non")
    }

    /// Round R: swift-collections' `Mutablility` is `mutability`, rarer than the 50,000
    /// commonest words, with a letter too many: a long word one inner slip from a word
    /// of the dictionary that it would be fixed to is a typo.
    func testALongWordOneInnerSlipFromAnyDictionaryWordIsATypo() {
        XCTAssertEqual(tiers("Mutablility checks come first.")["Mutablility"], .default)
        XCTAssertTrue(WordLexicon.isInnerSlip("mutablility", of: "mutability"))
        XCTAssertFalse(WordLexicon.isInnerSlip("deinitialization", of: "reinitialization"), "a first letter changed")
        XCTAssertFalse(WordLexicon.isInnerSlip("mutabilitz", of: "mutability"), "a last letter changed")
        XCTAssertFalse(WordLexicon.isInnerSlip("enqueueing", of: "enqueuing"), "a spelling of its own")
    }

    func testACapitalAtASentenceStartIsNoName() {
        XCTAssertEqual(tiers("Teh cat sat.")["Teh"], .default)
        XCTAssertEqual(tiers("# Instalation guide")["Instalation"], .default, "a heading starts a sentence")
        XCTAssertEqual(tiers("See the Instalation guide.")["Instalation"], .unknownWord)
    }

    func testCodeShapedTokensAreUnknownWords() {
        XCTAssertFalse(isTypo("recieveData", suggestions: [], atSentenceStart: false))
        XCTAssertFalse(isTypo("RECIEVE", suggestions: [], atSentenceStart: false))
        XCTAssertFalse(isTypo("recieve2", suggestions: [], atSentenceStart: false))
        XCTAssertTrue(isTypo("recieve", suggestions: [], atSentenceStart: false))
    }

    /// Round N of issue #26: a word alone in quotes is mentioned (pip-tools' `keep in sync
    /// with "passenv" in tox.ini`); a slip people repeat stays a typo, and so does a word
    /// of a quoted phrase.
    func testAWordAloneInQuotesIsMentioned() {
        XCTAssertEqual(tiers("Keep in sync with \"becauze\" in tox.ini.")["becauze"], .unknownWord)
        XCTAssertEqual(tiers("The value we set here is “becauze”, as the docs say.")["becauze"], .unknownWord)
        XCTAssertEqual(tiers("The value we set here is becauze, as the docs say.")["becauze"], .default)
        XCTAssertEqual(tiers("Press \"recieve\" now.")["recieve"], .default, "a slip people repeat")
        XCTAssertEqual(tiers("Press \"Send it becauze\" now.")["becauze"], .default)
    }

    /// A part of a snake_case name in prose (`iter_lines`, Markdown's `iter\_lines`) is
    /// code: an unknown word, though it is one swap from `tier`.
    func testPartsOfSnakeCaseNamesAreUnknownWords() {
        XCTAssertEqual(tiers("Fix iter_lines here.")["iter"], .unknownWord)
        XCTAssertEqual(tiers("Fix iter\\_lines here.")["iter"], .unknownWord)
        XCTAssertEqual(tiers("Fix the lines_itr helper.")["itr"], .unknownWord)
        XCTAssertEqual(tiers("We recieve it.")["recieve"], .default)
    }

    /// The first letter changed, or a letter added or changed at the end, makes another
    /// word or a relative, not a typo (`jython`, `pythonw`, `musl`); a letter left out at
    /// the end of a longer word is one (`becaus`).
    func testSlipsKeepTheFirstLetterAndTheEnd() {
        XCTAssertFalse(isTypo("musl", suggestions: [], atSentenceStart: false))
        XCTAssertTrue(isTypo("becaus", suggestions: [], atSentenceStart: false))
        XCTAssertTrue(isTypo("teh", suggestions: [], atSentenceStart: false))
        XCTAssertTrue(isTypo("bject", suggestions: [], atSentenceStart: false), "a first letter left out of a common word")
        XCTAssertFalse(isTypo("tls", suggestions: ["tools"], atSentenceStart: false), "a short word: swaps and doublings only")
        XCTAssertTrue(isTypo("asycn", suggestions: ["async"], atSentenceStart: false), "a swap into its suggestion")
    }

    /// A word the document has twice or more is meant: a term, a name.
    func testAWordWrittenTwiceIsAnUnknownWord() {
        let found = tiers("We measuret it. Later we measuret it again, and we recieve it, and recieve it, and we wrok.")
        XCTAssertEqual(found["measuret"], .unknownWord)
        XCTAssertEqual(found["recieve"], .default, "a swap of a common word is a slip people repeat")
        XCTAssertEqual(found["wrok"], .default)
        let copied = tiers("* Supply your instanse of it.\n\n* Supply your instanse of it.\n")
        XCTAssertEqual(copied["instanse"], .default, "an entry copied whole is one writing, not two")
        let pasted = tiers("    // rewritten to instanse defines\n        // rewritten to instanse defines\n")
        XCTAssertEqual(pasted["instanse"], .default, "a comment pasted at another indentation is one writing")
        let twice = tiers("The partial results of the accumuation.\n\nThe output computed from the accumuation.\n")
        XCTAssertEqual(twice["accumuation"], .default, "a letter left out of a long word of the frequency list is a slip people repeat")
    }

    /// Names code gives (`BundledWords.codeNames`) and their plurals, a word called
    /// like a function and a name the dictionary has capitalised only are unknown
    /// words; slips that spell like them stay typos.
    /// SCOWL's size 80 lists some slips as words; a letter doubled or made single in a
    /// common word is still a typo there, but for `l` and `s` (British and American
    /// spellings differ). Misspellings a writer repeats stay typos when written twice.
    func testSlipsThatLargeListsHoldAndRepeatedMisspellingsAreTypos() {
        let found = tiers("The formating was stoped. Set the enviroment; the enviroment is read once. It was focussed.")
        XCTAssertEqual(found["formating"], .default)
        XCTAssertEqual(found["stoped"], .default)
        XCTAssertEqual(found["enviroment"], .default, "a letter left out of a long common word, twice")
        XCTAssertNotEqual(found["focussed"], .default, "a British doubling")
    }

    /// A compound that is a common word with a letter left out is a typo; a word the
    /// dictionary has, made a verb or a noun by `-ize`/`-ization`, is a term.
    func testALetterLeftOutBeatsACompoundAndADerivedTermIsNoTypo() {
        let found = tiers("It will demonstate that it is managable, after the daemonization of the readline tool; "
                          + "we constantize names, and stablization follows.")
        XCTAssertEqual(found["demonstate"], .default)
        XCTAssertEqual(found["managable"], .default)
        XCTAssertEqual(found["daemonization"], .unknownWord)
        XCTAssertEqual(found["readline"], .unknownWord)
        XCTAssertEqual(found["constantize"], .unknownWord, "a term, one letter from a name only")
        XCTAssertEqual(found["stablization"], .default, "stable + -ization, but a letter left out of a common word")
    }

    /// A noun made a verb or an adjective the way technical English does is a term; a
    /// verb's form written otherwise than the dictionary has it is a slip.
    func testANounMadeAVerbIsATermAndAVerbFormMisspeltIsATypo() {
        let found = tiers("The call errored, erroring out with a nullish value; closeing it copyed what paniced and embeddeding failed.")
        XCTAssertEqual(tiers("A negatable flag is managable.")["negatable"], .unknownWord, "a verb made an adjective")
        XCTAssertEqual(tiers("A negatable flag is managable.")["managable"], .default)
        XCTAssertEqual(found["errored"], .unknownWord)
        XCTAssertEqual(found["erroring"], .unknownWord)
        XCTAssertEqual(found["nullish"], .unknownWord)
        for slip in ["closeing", "copyed", "paniced", "embeddeding"] { XCTAssertEqual(found[slip], .default, slip) }
        XCTAssertNotEqual(explained("A boolean expliciting it.", "expliciting"), "unknown.coined", "an adjective made a verb is no coinage")
        XCTAssertEqual(tiers("A sink templated over a mutex.")["templated"], .unknownWord, "a noun in -e made a verb")
        XCTAssertEqual(tiers("The call was comeing back.")["comeing"], .default, "the dictionary has the verb's own form")
        XCTAssertEqual(tiers("A boxable error.")["boxable"], .unknownWord, "a verb made an adjective, seven letters")
        let acted = tiers("The debuggee and its callee; the commitee met.")
        XCTAssertEqual(acted["debuggee"], .unknownWord, "the one a verb acts on")
        XCTAssertEqual(acted["callee"], .unknownWord)
        XCTAssertEqual(acted["commitee"], .default, "committee misspelt: the verb's -ed form is committed")
    }

    /// A common name with two letters swapped is a slip; a name that is none is a name.
    func testASwappedCommonNameIsATypo() {
        let found = tiers("It builds on Widnows and Lniux; Ronacher and Alexandre wrote it.")
        XCTAssertEqual(found["Widnows"], .default)
        XCTAssertEqual(found["Ronacher"], .unknownWord)
        XCTAssertEqual(found["Alexandre"], .unknownWord, "a swap of the last two letters makes a relative of a name")
        // A common word with a letter left out is no name, capitalised or not.
        let leftOut = tiers("See the Propeties of a Guarante, thanks to Stephane; the Cancelation API.")
        XCTAssertEqual(leftOut["Propeties"], .default)
        XCTAssertEqual(leftOut["Guarante"], .default, "a final e left out")
        XCTAssertEqual(leftOut["Stephane"], .unknownWord, "a letter left out of a name")
        XCTAssertEqual(leftOut["Cancelation"], .unknownWord, "one l, as American spelling has it")
    }

    /// GitHub's FUNDING.yml template: `# Replace with a single Ko-fi username`.
    func testAShortPartOfAHyphenatedNameIsNoTypo() {
        XCTAssertNil(tiers("Replace with a single Ko-fi username.")["fi"].flatMap { $0 == .default ? $0 : nil })
        XCTAssertEqual(tiers("We saw fi the end.")["fi"], .default, "alone, a swap of 'if'")
    }

    /// No slip of an English word adds a diacritic: such a word is a name or another language's.
    func testAWordWithADiacriticIsNoEnglishTypo() {
        let found = tiers("The menu offers Português and Deutsch; Müller wrote teh code.")
        XCTAssertEqual(found["Português"], .unknownWord)
        XCTAssertEqual(found["teh"], .default)
    }

    func testNamesCodeGivesAreUnknownWords() {
        let found = tiers("Hashes of ints and dicts differ; see setsid(2) and popen here, on darwin, a uint, "
                          + "with no typess, no commpile() and no issus.")
        XCTAssertEqual(found["uint"], .unknownWord, "a type Go predeclares")
        XCTAssertEqual(found["ints"], .unknownWord, "the plural of a built-in type")
        XCTAssertEqual(found["dicts"], .unknownWord)
        XCTAssertEqual(found["setsid"], .unknownWord, "called like a function")
        XCTAssertEqual(found["popen"], .unknownWord, "a C library function's name")
        XCTAssertEqual(found["darwin"], .unknownWord, "the dictionary has Darwin only")
        XCTAssertEqual(found["typess"], .default, "a slip of the plural, not a plural of a name")
        XCTAssertEqual(found["commpile"], .default, "a doubling of a common word, called or not")
        XCTAssertEqual(found["issus"], .default, "a place too, but one slip from issues")
        // libevent's comments make C's functions verbs; a name that is an English word does not vouch.
        let verbs = wordStageTiers("The string is malloced, the chains mmaped and memmoved, chrooting first; the file is opend, an unamed one.")
        XCTAssertEqual(verbs["malloced"], .unknownWord)
        XCTAssertEqual(verbs["mmaped"], .unknownWord, "the word stage's verdict")
        XCTAssertEqual(explained("The chains are mmaped.", "mmaped"), "typo.known-misspelling",
                       "codespell lists it (for `mapped`): the list outranks the shape")
        XCTAssertEqual(verbs["memmoved"], .unknownWord)
        XCTAssertEqual(verbs["chrooting"], .unknownWord)
        XCTAssertEqual(verbs["opend"], .default)
        XCTAssertEqual(verbs["unamed"], .default, "unnamed misspelt, not uname made a verb")
    }

    func testValidWordsOfSCOWLsLargeListsAreUnknownWords() throws {
        for word in ["liveness", "performant", "sublicense", "trie"] {
            XCTAssertFalse(isTypo(word, suggestions: checker.suggestions(for: word), atSentenceStart: false), word)
        }
    }

    /// SCOWL's size 80 holds letters left out of the commonest words as rare words of
    /// their own (`gien`, `wich`, `alway`): in a text they are slips.
    func testALetterLeftOutOfAVeryCommonWordIsATypoThoughSCOWLHasIt() throws {
        for word in ["gien", "wich", "alway", "positon"] {
            XCTAssertNotNil(KnownWords.english.size(of: word), "\(word) is in SCOWL's lists")
            XCTAssertTrue(isTypo(word, suggestions: checker.suggestions(for: word), atSentenceStart: false), word)
        }
    }

    /// Round U of issue #26: a letter before a common word names a thing (neofetch's
    /// `gsettings`, spdlog's `rvalue` and `lvalues`, `cflags`); a slip seldom
    /// adds one there — but a vowel left of a word's start (`elease`, `uhandled`), the
    /// article run into its noun (`afilename`) and a first letter left out (`hrough`) are
    /// slips. A consonant doubled at the start names a thing too (`ccache`, `sstable`:
    /// 64 rows of the labelled corpus, against 4 slips); a listed one (`ccustom`) is a
    /// known misspelling, decided before the word stage.
    func testALetterBeforeACommonWordIsAName() {
        for word in ["gsettings", "rvalue", "lvalues", "cflags", "ccache", "sstable", "mmapped"] {
            XCTAssertFalse(isTypo(word, suggestions: checker.suggestions(for: word), atSentenceStart: false), word)
        }
        // Issue #50: a letter before a word (`afilename`, as a handle's `achampion`) is how
        // names are made, and no longer a typo by its shape.
        XCTAssertFalse(isTypo("afilename", suggestions: checker.suggestions(for: "afilename"), atSentenceStart: false))
        for word in ["elease", "uhandled", "hrough", "nknown", "tthere", "sshould", "ppackage"] {
            XCTAssertTrue(isTypo(word, suggestions: checker.suggestions(for: word), atSentenceStart: false), word)
        }
        XCTAssertEqual(tiers("Fix issues with gsettings here.")["gsettings"], .unknownWord)
        XCTAssertEqual(tiers("Fix a ccustom here.")["ccustom"], .default)
    }

    /// Round O of issue #26: pry's `definee` (ten times) and uthash's `deletee` (eleven)
    /// are the `-ee` of the one a verb acts on, a term the text repeats; `occured` and
    /// `recieve` are slips people repeat.
    func testAnAgentNounInEeIsNoHabitualSlip() {
        XCTAssertFalse(WordLexicon(checker: checker).isHabitualSlip("definee"))
        XCTAssertFalse(WordLexicon(checker: checker).isHabitualSlip("deletee"))
        XCTAssertTrue(WordLexicon(checker: checker).isHabitualSlip("occured"))
        XCTAssertTrue(WordLexicon(checker: checker).isHabitualSlip("recieve"))
        XCTAssertEqual(tiers("The default definee is set. Sets the default definee again.")["definee"], .unknownWord)
    }

    /// Round P: toml11 writes `exising` twice in a file, a letter left out of `existing`
    /// (one of the 10,000 commonest); `nushell`, a letter left out of the rarer
    /// `nutshell`, is a name that a changelog repeats.
    func testALetterLeftOutOfACommonWordOfSevenIsAHabitualSlip() {
        XCTAssertTrue(WordLexicon(checker: checker).isHabitualSlip("exising"))
        XCTAssertFalse(WordLexicon(checker: checker).isHabitualSlip("nushell"))
        XCTAssertEqual(tiers("Check an exising value. Keep the exising table.")["exising"], .default)
    }

    /// FuzzTests: a run of 60,000 letters had millions of slips to weigh.
    func testARunOfLettersLongerThanAnyWordIsWeighedAtOnce() {
        XCTAssertFalse(isTypo(String(repeating: "a", count: 60_000), suggestions: [], atSentenceStart: false))
        XCTAssertFalse(WordLexicon(checker: checker).isHabitualSlip(String(repeating: "ab", count: 30_000)))
    }

    /// A word's size is the smallest list that holds it; possessives are not read.
    func testKnownWordsGiveTheSmallestSizeThatHoldsAWord() throws {
        // Shipped (scripts/gen_scowl_sizes.py), the same on every machine: no /usr/share/dict.
        let known = KnownWords.english
        XCTAssertEqual(known.size(of: "trie"), 80)
        XCTAssertEqual(known.size(of: "fiel"), 95)
        XCTAssertNil(known.size(of: "fiel's"), "possessives are left out")
        XCTAssertNil(known.size(of: "recieve"))
    }

    /// The possessive of a word the dictionary has is that word (`widget's`).
    func testAPossessiveOfAKnownWordIsNoFinding() {
        XCTAssertNil(tiers("The widget's size and the amazing's end.")["widget's"])
        XCTAssertNotNil(tiers("The recieve's end.")["recieve's"])
    }

    func testTheRestrictedEditDistanceCountsASwapAsOne() {
        XCTAssertEqual(EditDistance.restricted(Array("teh"), Array("the")), 1)
        XCTAssertEqual(EditDistance.restricted(Array("tommorow"), Array("tomorrow")), 2)
        XCTAssertEqual(EditDistance.restricted(Array(""), Array("abc")), 3)
        XCTAssertEqual(EditDistance.restricted(Array("kitten"), Array("sitting")), 3)
    }

    /// Issue #26: the worse the writing, the less it was checked — a paragraph of
    /// misspelt English was taken for another language.
    func testAParagraphOfMisspeltEnglishIsCheckedAsEnglish() {
        let found = tiers("Plese chek teh atached fiel tommorow.")
        XCTAssertGreaterThanOrEqual(found.values.filter { $0 == .default }.count, 4, "\(found)")
        XCTAssertTrue(tiers("Ceci est une phrase écrite entièrement dans une autre langue que celle du dictionnaire.").isEmpty,
                      "a French paragraph is still not read as English")
    }

    /// Round U of issue #26: lazygit's `gifs`, spdlog's `mylogger`, lazygit's `creack/pty`;
    /// a slip of a word the dictionary has in lowercase, or joined by a slash to a word, is still a typo.
    func testAcronymPluralsPlaceholdersAndSlashJoinedWordsAreUnknownWords() {
        let found = tiers("We use gifs and pdfs; set mylogger to trace, as creack/pty and jsmith/AB-123 do, and recieve thes.")
        XCTAssertEqual(found["gifs"], .unknownWord, "GIF in capitals, not in lowercase")
        XCTAssertEqual(found["pdfs"], .unknownWord)
        XCTAssertEqual(found["mylogger"], .unknownWord, "my + a common word: an example's name")
        XCTAssertEqual(found["creack"], .unknownWord, "a repository's owner")
        XCTAssertEqual(found["jsmith"], .unknownWord, "a ticket's owner")
        XCTAssertEqual(found["recieve"], .default)
        XCTAssertEqual(tiers("Names are treated/coeced as strings.")["coeced"], .default,
                       "a choice between words (You-Dont-Know-JS): the word across the slash is a word")
        XCTAssertFalse(WordLexicon.isAcronymPlural("thes", accepts: checker.isLanguageWord), "`the` is lowercase")
        XCTAssertFalse(WordLexicon.isAcronymPlural("pariss", accepts: checker.isLanguageWord), "`Paris` is a name")
        XCTAssertTrue(WordLexicon.isAcronymPlural("cpus", accepts: checker.isLanguageWord))
    }

    func testTheFrequencyListKnowsCommonWords() {
        XCTAssertEqual(WordFrequencies.english.rank(of: "the"), 1)
        XCTAssertLessThan(WordFrequencies.english.rank(of: "tomorrow") ?? .max, 10_000)
        XCTAssertNil(WordFrequencies.english.rank(of: "recieve"))
    }
}
