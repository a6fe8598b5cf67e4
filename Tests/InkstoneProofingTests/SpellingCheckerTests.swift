import XCTest
@testable import InkstoneProofing
@testable import InkstoneSyntax
@testable import InkstoneText

final class SpellingCheckerTests: XCTestCase {
    private func checker() throws -> SpellingChecker {
        SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")])
    }

    /// Issue #14, item 4: the parts of Debian's package names are accepted, never
    /// suggested, and none is a slip away from a common word.
    func testDebianPackageNamesAreAcceptedButNotSuggested() throws {
        let checker = try checker()
        for name in ["libuv", "Brotli", "dtrace", "Pango"] { XCTAssertTrue(checker.accepts(name), name) }
        for typo in ["beng", "tigger", "recieve"] { XCTAssertFalse(checker.accepts(typo), typo) }
        XCTAssertFalse(SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")], technicalWords: false).accepts("libuv"))
        XCTAssertFalse(checker.suggestions(for: "libux").contains("libuv"), "a package name is no fix")
        let lines = try XCTUnwrap(EmbeddedDictionaries.byName["dictionaries/debian-packages.dic"]).split(separator: "\n")
        XCTAssertEqual(Int(lines[0]), lines.count - 1, "the count line")
        XCTAssertEqual(Array(lines.dropFirst()), lines.dropFirst().sorted(), "sorted, as the generator writes it")
    }

    /// Round N of issue #26: the binary units of IEC 80000-13 (dust's `mebibyte`, which
    /// the suggester took for a slip of `megabyte`), all eight prefixes; a slip of one is not.
    func testIECBinaryUnitsAreWords() throws {
        let checker = try checker()
        for unit in ["kibibyte", "mebibytes", "gibibyte", "tebibits", "yobibyte"] { XCTAssertTrue(checker.accepts(unit), unit) }
        XCTAssertFalse(checker.accepts("mebibye"))
        let lines = try XCTUnwrap(EmbeddedDictionaries.byName["dictionaries/technical.dic"]).split(separator: "\n")
        XCTAssertEqual(Int(lines[0]), lines.count - 1, "the count line")
    }

    /// Issue #50: British spellings of words en_US has pass (`colourful`, `travellers`,
    /// `initialise`), but a spelling rule tried anywhere in a word took typos for British
    /// ones (`expence` for `expense`, `accourding`, `clling` for `cling`, `detailled`).
    func testBritishSpellingsPassButTyposThatLookLikeOneDoNot() throws {
        let checker = try checker()
        for british in ["colourful", "behavioural", "neighbourhood", "favourite", "travellers", "cancelled", "modelling",
                        "fuelled", "dialling", "initialise", "serialisation", "analyse", "catalogue", "defences", "judgement"] {
            XCTAssertTrue(checker.acceptsWithForms(british), british)
        }
        for typo in ["expence", "sence", "dispence", "suspence", "accourding", "abourt", "enourmous", "clling", "detailled",
                     "compilled", "appealling", "installled", "accellerate", "compiller"] {
            XCTAssertFalse(checker.acceptsWithForms(typo), typo)
        }
    }

    /// A run of 30,000 letters took minutes in the suggestion index (found by FuzzTests).
    func testAWordLongerThanAnyDictionaryWordGetsNoSuggestions() throws {
        let checker = try checker()
        XCTAssertEqual(checker.suggestions(for: String(repeating: "a", count: 30_000)), [])
        XCTAssertNil(checker.correction(for: String(repeating: "ab", count: 33)))
        XCTAssertFalse(checker.suggestions(for: "recieve").isEmpty)
        XCTAssertEqual(SuggestionIndex.longestQuery, 64)
    }

    /// Round O of issue #26: node-fs-extra's changelog titles its issue links with the
    /// issues' words (`"Move docs to seperate docs folder"`); the label and address are
    /// not prose.
    func testALinkReferenceDefinitionsTitleIsProse() throws {
        let document = TextDocument("See [#340].\n\n[#340]: https://github.com/x/recieve/pull/340  \"Move docs to seperate folder\"\n")
        let syntax = try SyntaxTree(document: document, language: LanguageRegistry.named("markdown")!)
        let regions = try RegionMap(document: document, syntax: syntax)
        XCTAssertEqual(try checker().findings(in: regions.prose, of: document).map(\.text), ["seperate"])
    }

    func testOnlyProseIsCheckedInMarkdown() throws {
        let document = TextDocument("We recieve `recieve` and teh\n\n```\nrecieve\n```\n")
        let syntax = try SyntaxTree(document: document, language: LanguageRegistry.named("markdown")!)
        let regions = try RegionMap(document: document, syntax: syntax)
        let findings = try checker().findings(in: regions.prose, of: document)
        XCTAssertEqual(findings.map(\.text), ["recieve", "teh"])
        XCTAssertEqual(findings.map(\.range), [TextRange(3, 7), TextRange(25, 3)])
    }

    func testAOneEditMisspellingWithOneSuggestionIsACorrection() throws {
        let document = TextDocument("an exampel")
        let finding = try checker().findings(in: [document.fullRange], of: document).first
        XCTAssertEqual(finding?.suggestions, ["example"], "Hunspell's only suggestion, one swap away")
        XCTAssertEqual(finding?.kind, .correction)
        let several = TextDocument("an fidning")
        XCTAssertEqual(try checker().findings(in: [several.fullRange], of: several).first?.kind, .spelling,
                       "several suggestions: no one sure fix")
        // Issue #50: a misspelling codespell lists with one correction is a sure fix, its
        // correction first.
        let listed = TextDocument("an recieve")
        let known = try checker().findings(in: [listed.fullRange], of: listed).first
        XCTAssertEqual(known?.kind, .correction)
        XCTAssertEqual(known?.suggestions.first, "receive")
    }

    func testSuggestersReplaceHunspellsSuggestionsAndDecideCorrections() throws {
        final class Stub: Suggester, @unchecked Sendable {
            func suggest(_ word: String, limit: Int) -> (suggestions: [String], correction: String?) {
                word == "exampel" ? (["example", "examples"], "example") : (["x"], "y")
            }
        }
        let checker = try checker()
        checker.suggesters = [Stub()]
        let document = TextDocument("an exampel and a wrlod")
        let findings = checker.findings(in: [document.fullRange], of: document)
        XCTAssertEqual(findings.map(\.suggestions), [["example", "examples"], ["x"]])
        XCTAssertEqual(findings.map(\.kind), [.correction, .spelling], "a correction must be the first suggestion")
        XCTAssertEqual(findings[0].message, "'exampel' is a misspelling of 'example'")
    }

    /// Issue #14, item 7: no sure fix for what may be meant as written: a name with
    /// letters beyond ASCII, two words run together.
    func testNoCorrectionForANameOrACompound() throws {
        final class Sure: Suggester, @unchecked Sendable {
            func suggest(_ word: String, limit: Int) -> (suggestions: [String], correction: String?) {
                let fix = ["Sebastián": "Sebastian", "handcoded": "hardcoded", "exampel": "example"][word] ?? "x"
                return ([fix], fix)
            }
        }
        let checker = try checker()
        checker.suggesters = [Sure()]
        let document = TextDocument("Sebastián handcoded an exampel")
        let findings = checker.findings(in: [document.fullRange], of: document)
        XCTAssertEqual(findings.map(\.kind), [.spelling, .spelling, .correction])
        XCTAssertEqual(findings.map(\.suggestions), [["Sebastian"], ["hardcoded"], ["example"]], "suggested still")
    }

    /// A letter of an escape sequence is no part of a word (`\thi`, `\x1bPtmux`).
    func testWordsGluedToAnEscapeSequenceAreNotRead() throws {
        let document = TextDocument(#"print("\thi \x1bPtmux \nwrold") wrold"#)
        XCTAssertEqual(try checker().findings(in: [document.fullRange], of: document).map(\.text), ["wrold"])
    }

    func testLearnedWordsAreNoLongerFlagged() throws {
        let checker = try checker()
        let document = TextDocument("Frobnik is here")
        XCTAssertEqual(checker.findings(in: [document.fullRange], of: document).map(\.text), ["Frobnik"])
        checker.learn("Frobnik")
        XCTAssertTrue(checker.findings(in: [document.fullRange], of: document).isEmpty)
    }

    func testASureFixIsOneEditNotAtTheFirstLetter() {
        XCTAssertTrue(EditDistance.isSureFix("teh", "the"))
        XCTAssertTrue(EditDistance.isSureFix("exampel", "example"))
        XCTAssertTrue(EditDistance.isSureFix("recieve", "receive"))
        XCTAssertTrue(EditDistance.isSureFix("helo", "hello"))
        XCTAssertTrue(EditDistance.isSureFix("hte", "the"), "the first two swapped")
        XCTAssertTrue(EditDistance.isSureFix("dont", "don't"), "an apostrophe put in")
        XCTAssertFalse(EditDistance.isSureFix("abc", "xyz"))
        XCTAssertFalse(EditDistance.isSureFix("jython", "python"), "another first letter")
        XCTAssertFalse(EditDistance.isSureFix("he", "the"), "a letter before the first")
        XCTAssertFalse(EditDistance.isSureFix("virtualenv's", "virtualenvs"), "an apostrophe taken out")
        XCTAssertTrue(EditDistance.isSureFix("currenet", "current"))
        XCTAssertTrue(EditDistance.isSureFix("teh", "the"), "a swap may touch the end")
        for (typed, word) in [("pythonw", "python"), ("picosecond", "picoseconds"), ("unrecoverably", "unrecoverable"),
                              ("delegatee", "delegate"), ("unbundle", "unbundled")] {
            XCTAssertFalse(EditDistance.isSureFix(typed, word), "a change at the end: \(typed)")
        }
    }
}

final class BundledWordsTests: XCTestCase {
    func testTechnicalWordsShipAndAreAcceptedByDefault() throws {
        XCTAssertGreaterThan(BundledWords.technical.count, 400)
        let document = TextDocument("Run kubectl and read stdout")
        let plain = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")], technicalWords: false)
        XCTAssertEqual(plain.findings(in: [document.fullRange], of: document).map(\.text), ["kubectl", "stdout"])
        let technical = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")])
        XCTAssertTrue(technical.findings(in: [document.fullRange], of: document).isEmpty)
    }

    /// The shipped name lists are searched by halves where they lie (issue #51): each must
    /// be sorted by its bytes, or a look-up misses words the list holds.
    func testTheListsSearchedWhereTheyLieAreSortedByTheirBytes() {
        for name in ["dictionaries/proper-names.dic", "dictionaries/debian-packages.dic", "dictionaries/british-words.dic",
                     "dictionaries/code-names.dic"] {
            let lines = (EmbeddedDictionaries.byName[name] ?? "").split(separator: "\n").map { Array($0.utf8) }
            XCTAssertGreaterThan(lines.count, 1000, name)
            XCTAssertTrue(zip(lines, lines.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) }, "\(name) is not sorted by its bytes")
        }
        XCTAssertTrue(BundledWords.properNames.contains("Amalia"))
        XCTAssertTrue(BundledWords.packageNames.contains("brotli"))
        XCTAssertTrue(BundledWords.britishWords.contains("artefact"))
        XCTAssertFalse(BundledWords.properNames.contains("amalia"), "as written")
    }
}

final class WordResultsTests: XCTestCase {
    /// A word one checker has decided is known to another sharing the results, without
    /// asking its own dictionaries (here they would disagree, to show who answered).
    func testCheckersSharingResultsAskTheDictionariesOncePerWord() throws {
        let results = WordResults()
        let first = try HunspellDictionary(named: "en_US"), second = try HunspellDictionary(named: "en_US")
        first.add("zorblax")
        let one = SpellingChecker(dictionaries: [first], results: results)
        let other = SpellingChecker(dictionaries: [second], results: results)
        XCTAssertTrue(one.accepts("zorblax"))
        XCTAssertTrue(other.accepts("zorblax"))
        XCTAssertFalse(SpellingChecker(dictionaries: [second]).accepts("zorblax"), "unshared, it asks its own dictionary")
    }

    func testSuggestionsAreRankedOnceForAllSharingCheckers() throws {
        final class Counting: Suggester, @unchecked Sendable {
            private let lock = NSLock()
            private(set) var calls = 0
            func suggest(_ word: String, limit: Int) -> (suggestions: [String], correction: String?) {
                lock.lock()
                calls += 1
                lock.unlock()
                return (["example"], "example")
            }
        }
        let results = WordResults(), counting = Counting()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let document = TextDocument("exampel exampel")
            guard let dictionary = try? HunspellDictionary(named: "en_US") else { return }
            let checker = SpellingChecker(dictionaries: [dictionary], results: results)
            checker.suggesters = [counting]
            for _ in 0..<50 { XCTAssertEqual(checker.findings(in: [document.fullRange], of: document).map(\.kind), [.correction, .correction]) }
        }
        XCTAssertLessThanOrEqual(counting.calls, 4, "at most one ranking per thread that raced for the first")
    }
}
