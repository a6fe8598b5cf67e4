import Foundation
import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

final class GrammarRulesTests: XCTestCase {
    private func found(_ text: String, only rule: Rule) -> [(String, [String])] {
        var rules = GrammarRules()
        rules.enabled = [rule.id]
        let document = TextDocument(text)
        return rules.findings(in: [document.fullRange], of: document).map { ($0.text, $0.suggestions) }
    }

    /// The line around a mark is read as the text before and after it would be read:
    /// the last line before it, and after it the same first character, the same rest of
    /// the line and the same next word, whatever the line breaks.
    func testTheLineAroundAMarkIsReadAsTheWholeTextWouldBe() {
        var random = SeededRandom(seed: 118)
        let pieces = [" ", "\t", "\n", "\r\n", "\r", "\u{2028}", "\u{85}", "x", "Word", ",", ":", "(", "\"", "e\u{301}", "😀", "\n\u{301}"]
        for _ in 0..<3_000 {
            let text = (0..<Int(random.next() % 14)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined() as NSString
            let location = Int(random.next() % UInt64(text.length + 1))
            guard location == text.length || !UTF16.isTrailSurrogate(text.character(at: location)) else { continue }
            let before = text.substring(to: location).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).last ?? ""
            XCTAssertEqual(SpaceBeforePunctuationRule.line(before: location, in: text), before, (text as String).debugDescription)
            let old = text.substring(from: location).drop { $0 == " " || $0 == "\t" }
            let new = SpaceBeforePunctuationRule.restOfLine(after: location, in: text).drop { $0 == " " || $0 == "\t" }
            XCTAssertEqual(new.first, old.first, (text as String).debugDescription)
            XCTAssertEqual(new.prefix { !$0.isNewline }, old.prefix { !$0.isNewline })
            XCTAssertEqual(new.prefix { !$0.isWhitespace }, old.prefix { !$0.isWhitespace })
        }
    }

    /// On a line longer than the window, a mark's line is read for `lineWindow` units
    /// each side of it, cut between characters; every mark of a long line is still judged
    /// by the words next to it.
    func testALongLineIsReadInAWindowAroundEachMark() {
        let window = SpaceBeforePunctuationRule.lineWindow
        let text = (String(repeating: "😀", count: window) + " word , and more" + String(repeating: "😀", count: window)) as NSString
        let mark = text.range(of: ",").location
        let before = SpaceBeforePunctuationRule.line(before: mark, in: text)
        XCTAssertTrue(before.hasSuffix(" word "))
        XCTAssertLessThanOrEqual((String(before) as NSString).length, window)
        XCTAssertEqual(before.first, "😀")
        let after = SpaceBeforePunctuationRule.restOfLine(after: mark + 1, in: text)
        XCTAssertTrue(after.hasPrefix(" and more😀"))
        XCTAssertLessThanOrEqual((String(after) as NSString).length, window)
        XCTAssertEqual(after.last, "😀")
        let line = String(repeating: "Each item , then the next item ; ", count: 3_000)
        XCTAssertEqual(found(line, only: SpaceBeforePunctuationRule.rule).count, 6_000)
    }

    /// The word before an article, read from the units just before it, is the last word
    /// of all the text before it: on random texts with long words, emoji, combining
    /// marks and flags, whatever the window cuts.
    func testTheWordBeforeAnArticleIsTheLastOfAllTheTextBeforeIt() {
        var random = SeededRandom(seed: 256)
        let pieces = [" ", "  ", "\n", "\t", "the", "a", String(repeating: "x", count: 300), String(repeating: "y", count: 120), "😀", "e\u{301}",
                      " \u{301}", "🇫🇷🇩🇪", "\u{00A0}", "word", "@param", "-"]
        for _ in 0..<2_000 {
            let text = (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined() as NSString
            let location = text.length
            let whole = text.substring(to: location).split(whereSeparator: \.isWhitespace).last.map(String.init)
            XCTAssertEqual(ArticleRule.lastWord(before: location, in: text), whole, (text as String).debugDescription)
        }
    }

    func testARepeatedWordIsFoundOnceWithItsFix() {
        let result = found("It is the the best, and that that is fine. The the end.", only: RepeatedWordRule.rule)
        XCTAssertEqual(result.map(\.0), [" the", " the"], "'that that' and 'had had' are English")
        XCTAssertEqual(result.first?.1, [""])
    }

    func testRulesReadAcrossOneLineBreakButNotABlankLine() {
        XCTAssertEqual(found("the\nthe end", only: RepeatedWordRule.rule).map(\.0), ["\nthe"])
        XCTAssertTrue(found("the\n\nthe end", only: RepeatedWordRule.rule).isEmpty)
        XCTAssertTrue(found("Item a\r\n\r\napple", only: ArticleRule.rule).isEmpty)
        XCTAssertEqual(found("It was a\napple", only: ArticleRule.rule).map(\.1), [["an"]])
    }

    /// After a line break a sentence goes on; after a blank line a paragraph starts, and
    /// its first word is left alone, as a comment's is (`sift doesn't make the cut`).
    func testASentenceAfterAPeriodAndALineBreakButNotABlankLine() {
        XCTAssertEqual(found("Stop.\nthen go", only: SentenceCaseRule.rule).map(\.0), ["then"])
        XCTAssertTrue(found("Stop.\n\nthen go", only: SentenceCaseRule.rule).isEmpty)
        XCTAssertTrue(found("It might color).\tauto alone", only: SentenceCaseRule.rule).isEmpty, "a tab: a table's next cell")
        XCTAssertEqual(found("It might color). auto alone", only: SentenceCaseRule.rule).map(\.0), ["auto"])
    }

    /// Quotes that close in the next sentence do not make a doubled word a quotation:
    /// the rule reads its own sentence, as the live proofreader re-checks it (S62).
    func testADoubledWordIsQuotedOnlyByQuotesInItsSentence() {
        XCTAssertEqual(found("A \"word, and this one repeats repeats too. Fix \"it.", only: RepeatedWordRule.rule).map(\.0), [" repeats"])
        XCTAssertTrue(found("Run \"prog help help\" to see it.", only: RepeatedWordRule.rule).isEmpty)
    }

    /// After `!` or `?` a lowercase word was a slip once in eight sampled findings
    /// (issue #26): a Ruby method, an admonition, the character itself, a question.
    func testNoSentenceStartIsAskedForAfterAnExclamationOrAQuestionMark() {
        XCTAssertTrue(found("Is it match? provides a boolean. If ! appears, stop! then go", only: SentenceCaseRule.rule).isEmpty)
    }

    /// Issue #14, item 7: what is not a sentence end, and what is not a sentence start.
    func testSentenceCaseLeavesEllipsesListNumbersDirectivesAndNamesAlone() {
        let text = "Wait... but why. \n.. versionadded:: 2.0\n2. lock it. Go. preferMatch is set. Done. is_readable here. "
            + "See. e.g. this. Then. expected: 3. Run. foo() now. Lines that start with \\. can confuse man. And. so it goes."
        XCTAssertEqual(found(text, only: SentenceCaseRule.rule).map(\.0), ["so"])
    }

    /// Round N of issue #26: pigz's `cfr. the DEFLATE spec` (Latin *confer*, as `cf.`) and
    /// `hit == 0 ends the list` (a variable compared, not a sentence's first word).
    func testSentenceCaseLeavesCfrAndAComparedOrAssignedVariableAlone() {
        let text = "Gets the bits, cfr. the DEFLATE spec. Encode a hit. hit == 0 ends it. Set it. n = 0 then. "
            + "Or it. x != y here. Stop. hit the key. Stop. so it goes"
        XCTAssertEqual(found(text, only: SentenceCaseRule.rule).map(\.0), ["hit", "so"])
        // zopfli's parameter list: the entry after lowercase definitions is one more.
        let parameters = "Finds a block.\nlstart: output variable, giving start of block.\nreturns 1 if found.\n"
            + "Name: The start.\nreturns it. and then\nout: an array which\n    will receive it.\nreturns the cost."
        XCTAssertEqual(found(parameters, only: SentenceCaseRule.rule).map(\.0), ["returns", "and"])
    }

    func testDifferentWordsAreNotRepeated() {
        XCTAssertTrue(found("the then other", only: RepeatedWordRule.rule).isEmpty)
    }

    func testArticlesAgreeWithTheSoundOfTheNextWord() {
        XCTAssertEqual(found("a apple and an banana", only: ArticleRule.rule).map(\.1), [["an"], ["a"]])
        // Round S (typer): an article written twice is the repeated-word rule's, not `an a`.
        XCTAssertTrue(found("There's a a Docker file", only: ArticleRule.rule).isEmpty)
        XCTAssertEqual(found("from a an existing set", only: ArticleRule.rule).map(\.1), [["an"]], "two articles: a slip all the same")
        // Round V (Catch2): an HTML tag's name is no article.
        XCTAssertTrue(found("Removes [back to top] links and <a id> tags.", only: ArticleRule.rule).isEmpty)
        XCTAssertEqual(found("Add a id tag for linking", only: ArticleRule.rule).map(\.1), [["an"]])
        // Round T: koin's Kotlin in its comments; a sentence's stray space stays a finding.
        XCTAssertTrue(found("* class MyViewModel(val d : MyDependency) : ViewModel()", only: SpaceBeforePunctuationRule.rule).isEmpty)
        XCTAssertTrue(found("* - implement fun resolve(scope : Scope, context: Context)", only: SpaceBeforePunctuationRule.rule).isEmpty)
        XCTAssertTrue(found("open class Worker(context: Context) :", only: SpaceBeforePunctuationRule.rule).isEmpty, "a supertype on the next line")
        XCTAssertEqual(found("As Dagger Component example, to be injected in Koin : here", only: SpaceBeforePunctuationRule.rule).count, 1)
    }

    /// Issue #14, item 7: acronyms by how they are read, and capitals and code names
    /// that are no articles.
    func testArticlesBeforeAcronymsNamesAndCode() {
        let right = "an HTTP call, a URL, an NSRange, a UILabel, an fzf search, a REST API, a NUL byte, a JSON file, "
            + "a unary minus. Press Ctrl+A in it; module A is done; if a is None; run -A flags; from A again. "
            + "It is an XUnit error, an OAuth token, a JUnit test, a ubiquitous format, inherited through a using declaration. "
            + "If a also has the op, stop."
        XCTAssertTrue(found(right, only: ArticleRule.rule).isEmpty, "\(found(right, only: ArticleRule.rule))")
        XCTAssertEqual(found("a HTTP call, an URL, a NSRange, an UILabel. A apple. A XUnit. It returns a already existing handle.", only: ArticleRule.rule).map(\.1),
                       [["an"], ["a"], ["an"], ["a"], ["An"], ["An"], ["an"]])
        // A name with digits is read whole (`an MP3`); `urinary` and `ewe` start with "you".
        XCTAssertEqual(found("a MP3 file, an urinary tract, an ewe, an Z80 board.", only: ArticleRule.rule).map(\.1), [["an"], ["a"], ["a"], ["a"]])
        XCTAssertTrue(found("an MP3 file, a urinary tract, a ewe, a unanimous vote, an unanchored search, a v8 engine, an x86 box, a SHA256 hash, an SHA256 hash.", only: ArticleRule.rule).isEmpty)
    }

    /// Words read either way, or as their letters, are left alone or judged by them.
    func testArticlesBeforeWordsReadEitherWay() {
        let either = "a RESTful API, a SQL table, an SQL table, a SQLModel engine, a FIPS-enabled build, a str, an str, "
            + "a fzf search, an ngram, a ngram, a nginx proxy, a Uvicorn process, an Ubuntu image, a SAXParseException, "
            + "a url_prefix, a ssl.create_default_context() call, a std::string, a Msg, an Msg, a Cmd, whether a it's part of it. "
            + "It has an LED, a LED, an RAM disk and a RAM disk."
        XCTAssertTrue(found(either, only: ArticleRule.rule).isEmpty, "\(found(either, only: ArticleRule.rule))")
        XCTAssertEqual(found("an x field, an X.509 key, a x field, an b.", only: ArticleRule.rule).map(\.1), [["an"], ["a"]])
        XCTAssertEqual(found("an unique key, a uninstalled app, a unimportant one", only: ArticleRule.rule).map(\.1), [["a"], ["an"], ["an"]])
        XCTAssertEqual(found("an ONE-time fee, an USE case.", only: ArticleRule.rule).map(\.1), [["a"], ["a"]], "a common word in capitals is the word")
    }

    /// Issue #52: what the first looks showed read either way, or not an article at all.
    func testArticlesBeforeShortUnlistedWordsPluralsAndSaidCapitals() {
        let either = "Wrap it in an li element, or a li element. Compute an xor of both. Render a HEEx template. "
            + "Select groups of a elements. See an ℹ note. Open a SQLite file, or an SQLite file. * @param a Annotated member."
        XCTAssertTrue(found(either, only: ArticleRule.rule).isEmpty, "\(found(either, only: ArticleRule.rule))")
        XCTAssertEqual(found("Store a id. Add a apple. Render an HTMLs page. Pass an milliseconds value.", only: ArticleRule.rule).map(\.1), [["an"], ["an"], ["a"]])
    }

    func testArticleExceptionsByPronunciation() {
        XCTAssertTrue(found("an hour, a university, an FAQ, a URL... no: a user, an honest man", only: ArticleRule.rule).isEmpty)
        XCTAssertEqual(found("A hour", only: ArticleRule.rule).map(\.1), [["An"]])
    }

    func testASentenceStartingInLowercaseAfterAFullStop() {
        XCTAssertEqual(found("It works. then it stops, e.g. here. Fine!", only: SentenceCaseRule.rule).map(\.1), [["Then"]])
    }

    func testSpaceBeforePunctuation() {
        XCTAssertEqual(found("Wait , what ? Fine... ok .", only: SpaceBeforePunctuationRule.rule).map(\.0), [" ,", " ."],
                       "a space before ? or ! is a habit, not a slip")
        XCTAssertTrue(found("The type is A[k] extends Function ? Function : never here.", only: SpaceBeforePunctuationRule.rule).isEmpty,
                      "a conditional's colon")
        XCTAssertTrue(found(#"For example, { "pay" : 123AB } would parse as 123."#, only: SpaceBeforePunctuationRule.rule).isEmpty, "data")
        XCTAssertTrue(found(#"The asm (" ; .ascii \"" msg "\" ; .text") line."#, only: SpaceBeforePunctuationRule.rule).isEmpty, "code")
        XCTAssertEqual(found(#"The word "pay" , the word."#, only: SpaceBeforePunctuationRule.rule).map(\.0), [" ,"], "prose quotes a word")
    }

    /// Issue #14, item 7: marks that are mentioned, code and definitions.
    func testSpaceBeforeAMarkThatIsNamedOrIsCodeIsLeftAlone() {
        let named = "Find the separator (either ; or :). Keep + or , at the end. Remove the trailing , here. "
            + "Here x , y and = 6 ; and Frame: ; go."
        XCTAssertTrue(found(named, only: SpaceBeforePunctuationRule.rule).isEmpty, "\(found(named, only: SpaceBeforePunctuationRule.rule))")
        let definitions = "number : PEP number.\n    Control characters : 0x00\nWe are faking :\nDone"
        XCTAssertEqual(found(definitions, only: SpaceBeforePunctuationRule.rule).map(\.0), [" :"], "only the colon that ends a sentence")
        XCTAssertEqual(found("Update the links (all) . PR 5", only: SpaceBeforePunctuationRule.rule).map(\.0), [" ."])
        // Round N of issue #26: go-yaml's `CR LF . LF`, `0000 0800-0000 FFFF . 1110xxxx`.
        let notation = "CR LF . LF\nNEL . LF\nLS|PS . LS|PS\n0000 0800-0000 FFFF . 1110xxxx 10xxxxxx"
        XCTAssertTrue(found(notation, only: SpaceBeforePunctuationRule.rule).isEmpty, "\(found(notation, only: SpaceBeforePunctuationRule.rule))")
        XCTAssertEqual(found("Call the API . It works. Use SSL . TLS is newer.", only: SpaceBeforePunctuationRule.rule).map(\.0), [" .", " ."])
        // Round P: toml11's ABNF in a comment; fzf-lua's `after ;`.
        let abnf = "ALPHA / DIGIT / %x2D    ; a-z A-Z 0-9\n/ %xB2 / %xBC-BE ; superscript digits\nposition cursor after ;\n"
        XCTAssertTrue(found(abnf, only: SpaceBeforePunctuationRule.rule).isEmpty, "\(found(abnf, only: SpaceBeforePunctuationRule.rule))")
        XCTAssertEqual(found("Read the values ; then go.", only: SpaceBeforePunctuationRule.rule).map(\.0), [" ;"])
        // fl23: a requirement's environment marker in a docstring; characters listed.
        let marker = "   - foo (>=2.0) ; python_version >= \"3.6\" and python_version < \"3.7\"\n  // \" ' . -\n"
        XCTAssertTrue(found(marker, only: SpaceBeforePunctuationRule.rule).isEmpty, "\(found(marker, only: SpaceBeforePunctuationRule.rule))")
        XCTAssertEqual(found("Read the values ; then compare them.", only: SpaceBeforePunctuationRule.rule).map(\.0), [" ;"],
                       "a sentence with no comparison after the mark")
        XCTAssertEqual(found("Sizes: 10 -> 1KB; 12 -> 4KB ; 16 -> 64KB.", only: SpaceBeforePunctuationRule.rule).map(\.0), [" ;"],
                       "an arrow is prose's notation too")
        XCTAssertEqual(found("Cannot delete 'x' , it is locked.", only: SpaceBeforePunctuationRule.rule).map(\.0), [" ,"],
                       "a closing quote alone is no list of characters")
    }

    /// Issue #14, item 7: doubles that are names, data, emphasis, columns or code.
    func testRepeatedWordsThatAreMeantAreLeftAlone() {
        let meant = "Read Items Items Get. Hello A A. Bitwise AND and assignment. :param Benchmark benchmark: it. "
            + "It works really really well and much much faster. Fix \"the the\" typo. test test test. x b b end. "
            + "We're re-using it. # Test test.support here. -i, --ignore-case Case-insensitive. Sherlock\nsherlock: no. "
            + "Nudge nudge, wink. Commands: version version-remote which."
        XCTAssertTrue(found(meant, only: RepeatedWordRule.rule).isEmpty, "\(found(meant, only: RepeatedWordRule.rule))")
        XCTAssertEqual(found("a a problem. And and then. columns  columns", only: RepeatedWordRule.rule).map(\.0), [" a", " and"])
        XCTAssertTrue(found("Case        Case", only: RepeatedWordRule.rule).isEmpty, "a wide gap aligns columns")
    }

    /// Issue #14, item 7: abbreviations, list letters and numbers.
    /// Issue #52: a manual's synopsis (`grep [OPTION...]`) or a shell's list of builtins
    /// (`unset [-fv]`) names the command far from the sentence that starts with it.
    func testACommandThatStartsALineWithAnOptionAnywhereKeepsItsCase() {
        let filler = String(repeating: "Some more words of the manual go here.\n", count: 200)
        let document = TextDocument("SYNOPSIS\n       grep [OPTION...] PATTERNS\n    unset -fv name\n" + filler + "It is fast. grep takes care of it. otherwise it stops.\n")
        XCTAssertTrue(SentenceCaseRule.startsACommandLine("grep", in: document))
        XCTAssertTrue(SentenceCaseRule.startsACommandLine("unset", in: document))
        XCTAssertFalse(SentenceCaseRule.startsACommandLine("otherwise", in: document))
        XCTAssertFalse(SentenceCaseRule.startsACommandLine("gre", in: document), "a whole word")
        // A command with a subcommand: `git diff [<options>]`; not a sentence (`It is fast`).
        let git = TextDocument("SYNOPSIS\n       git diff [<options>] [<commit>]\n       It is fast.\n")
        XCTAssertTrue(SentenceCaseRule.startsACommandLine("git", in: git))
        XCTAssertFalse(SentenceCaseRule.startsACommandLine("It", in: git))
    }

    /// A long document is searched only in its head for a command's line (an editor's
    /// keystroke paid a pass over every line): a synopsis at the top is found, a line far
    /// down is not; a document up to the bound is searched whole.
    func testOnlyTheHeadOfALongDocumentIsSearchedForACommandLine() {
        let filler = { (count: Int) in String(repeating: "Some more words of the manual go here.\n", count: count) }
        let long = TextDocument("  grep [OPTION] PATTERN\n" + filler(SentenceCaseRule.wholeDocumentLines) + "  unset -fv name\n")
        XCTAssertTrue(SentenceCaseRule.startsACommandLine("grep", in: long))
        XCTAssertFalse(SentenceCaseRule.startsACommandLine("unset", in: long))
        let short = TextDocument(filler(SentenceCaseRule.wholeDocumentLines - 10) + "  unset -fv name\n")
        XCTAssertTrue(SentenceCaseRule.startsACommandLine("unset", in: short))
    }

    func testSentenceCaseAfterAbbreviationsAndListMarkers() {
        let text = "It is, E.g. this. Or a.k.a. that. Like ie. this and eg. that. See b. item and IV. escaping. J. smith."
        XCTAssertTrue(found(text, only: SentenceCaseRule.rule).isEmpty, "\(found(text, only: SentenceCaseRule.rule))")
    }

    func testRulesCanBeTurnedOff() {
        var rules = GrammarRules()
        rules.enabled.remove(RepeatedWordRule.rule.id)
        let document = TextDocument("the the")
        XCTAssertTrue(rules.findings(in: [document.fullRange], of: document).isEmpty)
    }

    /// Issue #26, item 5: `cant`, `wont`, `dont` for the contractions were never found.
    func testAContractionWithoutItsApostropheIsFoundWhereAVerbOrTheClauseEndFollows() {
        let result = found("I cant see it. It wont work, so dont panic. Doesnt matter; it isnt.", only: MissingApostropheRule.rule)
        XCTAssertEqual(result.map(\.0), ["cant", "wont", "dont", "Doesnt", "isnt"])
        XCTAssertEqual(result.map(\.1), [["can't"], ["won't"], ["don't"], ["Doesn't"], ["isn't"]])
        XCTAssertTrue(found("The cant of politicians, as is his wont.", only: MissingApostropheRule.rule).isEmpty,
                      "the nouns cant and wont")
        XCTAssertEqual(found("Copy state. This wont do anything, and that cant last.", only: MissingApostropheRule.rule).map(\.0),
                       ["wont", "cant"], "this and that as pronouns (lazy.nvim)")
        XCTAssertTrue(found("This cant of theirs is old.", only: MissingApostropheRule.rule).isEmpty, "this cant of …")
        // What follows is read from a window of 256 units, and from all the text after when
        // the window holds too little: here `of` begins in the window's last two units.
        XCTAssertTrue(found("This cant" + String(repeating: " ", count: 254) + "of theirs is old.", only: MissingApostropheRule.rule).isEmpty,
                      "this cant of …, far apart")
        XCTAssertTrue(found("Use dont_panic or dont.txt here.", only: MissingApostropheRule.rule).isEmpty, "code names")
    }

    func testTheMissingApostrophePrefilterNeverSaysNoWhereTheRuleFinds() {
        for text in ["I cant see", "dont", "x wont.", "it isnt", "fine words only"] {
            let scan = GrammarPrefilter(text)
            if !found(text, only: MissingApostropheRule.rule).isEmpty { XCTAssertTrue(scan.mayHaveMissingApostrophe, text) }
        }
        XCTAssertFalse(GrammarPrefilter("fine words only").mayHaveMissingApostrophe)
    }

    /// Issue #26, item 5: `Apple Inc. and the Swift project authors` is one sentence.
    func testAbbreviationsEndNoSentence() {
        for text in ["Apple Inc. and the authors", "Acme Ltd. and others", "Ask Mr. smith", "See No. five", "Swift vs. rust",
                     "Find the min. supported version", "Up to max. three", "All kinds, esp. small ones", "See ref. two",
                     "Fix an issue wrt. orphan instances", "Hangul Jamo init. consonants", "It takes approx. two"] {
            XCTAssertTrue(found(text, only: SentenceCaseRule.rule).isEmpty, text)
        }
        XCTAssertEqual(found("It ends. then more", only: SentenceCaseRule.rule).map(\.0), ["then"])
    }
}

/// One registry feeds the checker, SARIF, --help, the docs and config validation.
final class RuleRegistryTests: XCTestCase {
    func testEveryRuleHasOneIdAndASummary() {
        XCTAssertEqual(Rule.all.prefix(7).map(\.id.rawValue), ["spelling", "flagWords", "repeated-word", "a-an", "sentence-case",
                                                            "space-before-punctuation", "missing-apostrophe"])
        XCTAssertEqual(Rule.all.count, 2 + GrammarRules.rules.count)
        XCTAssertEqual(Set(Rule.all.map(\.id)).count, Rule.all.count)
        XCTAssertTrue(Rule.all.allSatisfy { !$0.summary.isEmpty })
        XCTAssertEqual(Rule.configurableIDs, ["spelling"] + GrammarRules.all.map(\.rawValue))
    }

    func testTheConfigurationDocsDescribeEveryConfigurableRule() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/configuration.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        // The rule files' rules are documented in docs/rules.md, generated from them.
        let rules = try String(contentsOf: docs.deletingLastPathComponent().appendingPathComponent("rules.md"), encoding: .utf8)
        for id in Rule.configurableIDs {
            XCTAssertTrue(text.contains("- `\(id)` —") || rules.contains("| `\(id)` |"), "neither docs/configuration.md nor docs/rules.md describes \(id)")
        }
    }

    func testEachGrammarRuleFindsWhatItsPrefilterLetsThrough() {
        let document = TextDocument("It is is fine. this starts low. A apple , here.")
        let found = GrammarRules().findings(in: [document.fullRange], of: document)
        XCTAssertEqual(found.map(\.rule), [RepeatedWordRule.rule.id, SentenceCaseRule.rule.id, ArticleRule.rule.id, SpaceBeforePunctuationRule.rule.id])
    }

}
