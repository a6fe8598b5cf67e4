import Foundation
import InkstoneProject
import XCTest
@testable import InkstoneProofing
@testable import InkstoneText
@testable import InkstoneSyntax

/// The judge's findings for `prose` of `document`, the code using `names`.
func judged(_ document: TextDocument, prose: [TextRange], checker: SpellingChecker, policy: CheckPolicy = CheckPolicy(),
            personal: Set<String> = [], names: Set<String> = []) -> [Finding] {
    FindingJudge(checker: checker, policy: DocumentCheck(policy: policy, personalWords: personal))
        .judge(document, map: ProseMap(prose: prose, codeNames: names)).findings
}

final class DocumentCheckTests: XCTestCase {
    private func check(_ text: String, _ config: ProjectConfig = ProjectConfig(), personal: Set<String> = []) throws -> [String] {
        let document = TextDocument(text)
        let checker = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")])
        return judged(document, prose: [document.fullRange], checker: checker, policy: config.policy, personal: personal)
            .map { "\($0.rule):\($0.text)" }
    }

    /// Issue #14, item 7: the grammar rules do not judge what is no word of the
    /// language: a name at a sentence start, after an article, or doubled.
    func testGrammarLeavesNamesAlone() throws {
        let found = try check("It is GNU grep. ugrep is fast. It works. then it stops. A ustar block, a apple. Oh là là. A the the.")
        XCTAssertEqual(found.filter { !$0.hasPrefix("spelling") }, ["sentence-case:then", "a-an:a", "repeated-word: the"])
    }

    /// Issue #53: a contraction without its apostrophe is one finding, the rule's, not
    /// also an unknown word of the same range; the noun `wont` is still a word to judge.
    func testAWordAGrammarRuleReportsIsReportedOnce() throws {
        let document = TextDocument("I dont know. As is his wont.\n")
        let checker = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")])
        let found = judged(document, prose: [document.fullRange], checker: checker).map { "\($0.rule):\($0.text):\($0.tier.rawValue)" }
        XCTAssertEqual(found, ["missing-apostrophe:dont:default"])
    }

    /// A dot after a space that names a folder or a path's part is no full stop (fzf-lua's
    /// `find . -print0`); one before the next sentence is.
    func testAMentionedDotIsNoSpaceBeforePunctuation() throws {
        XCTAssertEqual(try check("Run find . -print0 here. Drop the . and .. elements. It ends .\n"), ["space-before-punctuation: ."])
        // Round U of issue #26: lazygit's `# docker build -t lazygit .`, the folder after a command's option.
        XCTAssertEqual(try check("Build it:\ndocker build -t app .\nIt is a barrier .\nThe -t option. It works .\n"),
                       ["space-before-punctuation: .", "space-before-punctuation: ."])
    }

    func testProjectAndPersonalWordsAreAccepted() throws {
        var config = ProjectConfig()
        config.words = ["Inkstone"]
        XCTAssertEqual(try check("Inkstone and Frobnik", config, personal: ["Frobnik"]), [])
    }

    /// What `inkstone check` reports in plain text: its prose, protected tokens left out.
    private func checkProse(_ text: String) throws -> [String] {
        let document = TextDocument(text)
        let regions = try RegionMap(document: document, syntax: nil)
        let checker = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")])
        return judged(document, prose: regions.prose, checker: checker).map { "\($0.rule):\($0.text)" }
    }

    /// Issue #14, item 5: credits in changelog entries and @handles name people; a
    /// split token passes whole or when each part is a word, and is reported once.
    func testCreditsHandlesAndSplitTokensAreReadInContext() throws {
        let changelog = "- Fixed the parser. (Ben Noordhuis)\n* Faster loading (thanks to @octocatz and Jane Sziklai) [#12](x)\n"
            + "- Reported by Zorbla Qwenth, who wrote a fixx.\n"
        XCTAssertEqual(try check(changelog), ["spelling:Zorbla", "spelling:Qwenth", "spelling:fixx"],
                       "a name outside a credit is still read")
        let node = "* [a1b2] - **tools,docz**: add it (Antoine du Hamelx) [#3](https://x.org/p)\n"
            + "* [a1b2] - **depz**: upgrade (isaacsz) [#4](https://x.org/p)\n* url, dnz: treat it (isaacsy)\n"
            + "- Added a modde (Experimentl) here\n- Fixed: a crahs\n"
        XCTAssertEqual(try checkProse(node), ["spelling:modde", "spelling:Experimentl", "spelling:crahs"],
                       "labels, credits with a particle, handles; not parentheses inside the entry, nor its text")
        XCTAssertEqual(try checkProse("Ping @octocatz, not jdoe@exampel.com.\n"), [])
        XCTAssertEqual(try check("A plain sentence (Ben Noordhuis) in prose.\n"), ["spelling:Noordhuis"],
                       "only a list item's trailing credit")
        XCTAssertEqual(try check("The add-ons and pre-release builds, non-blocking.\n"), [])
        XCTAssertEqual(try check("Calls pre-empted by a re-entrant lock, but non-existant ones.\n"), ["spelling:existant"],
                       "a word written with or without its hyphen")
        XCTAssertEqual(try check("The GlorpVu fonts were made by McGlorpin for the book.\n"), ["spelling:GlorpVu", "spelling:McGlorpin"],
                       "one finding a token")
        XCTAssertEqual(try check("Fonts by McArthur and Rasmussen.\n"), [], "SCOWL's proper names")
        XCTAssertEqual(try check("A getUserNmae call.\n"), ["spelling:Nmae"], "the one part that is wrong")
        XCTAssertEqual(try check("The encodings, dialogs and pathnames are ok.\n"), [])
        XCTAssertEqual(try check("For coverage, becauses the patch confuses it.\n"), ["spelling:becauses"], "no plural of a conjunction")
        XCTAssertEqual(try check("Its behaviour: cancelled, signalled, initialised, analyse the centre of the catalogue.\n"), [])
        XCTAssertEqual(try check("Its behavour was cancled.\n"), ["spelling:behavour", "spelling:cancled"])
        XCTAssertEqual(try check("Amongst the recognisable artefacts: a cheque, the aluminium adaptor.\n"), [],
                       "British spellings no rule turns into American ones (SCOWL's British lists)")
        XCTAssertEqual(try check("There'll be the PEP's acknowledgement in #ffafaf; thre'll not aadded.\n"), ["spelling:thre'll", "spelling:aadded"],
                       "contractions, an acronym's possessive, British -dgement, a hex colour")
        XCTAssertEqual(try checkProse("See nodejs.org and docs.pythonx.org.\n"), [], "host names are protected like file names")
        XCTAssertEqual(try check("Thiss iss a tesst of the enginne that we built last year for the new house.\n").count, 4,
                       "no plural of a short word, none in -ss")
    }

    /// Issue #14, item 6: reST directives, roles and interactive sessions in prose are
    /// markup and code, not sentences.
    func testDirectivesRolesAndSessionLinesAreNotProse() throws {
        let docstring = "Loads it.\n\n.. versionadded:: 2.0\n.. versionchanged:: 2.1\n   Uses :func:`lodr` now.\n\n"
            + ">>> lodr(x)\n... yeild x\nA reel mistaek here.\n"
        // A role's target is a code span: code (issue #26).
        XCTAssertEqual(try check(docstring), ["spelling:mistaek"])
        let linters = "swiftlint:disable cyclomatic_complexity\nimport x  # noqa: E501\nx = 1  # type: ignore[attr]\n"
            + "pragma: no cover\neslint-disable-next-line no-unused-varz\n@ts-ignore wrongz\nA reel mistaek.\n"
        XCTAssertEqual(try check(linters), ["spelling:mistaek"], "linters' directives")
        let markup = "{% endif %} and {{ usr.namez }}\n## Use it { #use-corsmiddleware }\n vim: tw=78:ts=8:ft=help:norl:\nA mistaek.\n"
        XCTAssertEqual(try check(markup), ["spelling:mistaek"], "template tags, heading anchors, a modeline")
    }

    /// Suggestions are ranked only for what is reported, and for the code's names (to
    /// tell whether one is a near miss of a word): not for a project's words.
    func testNoSuggestionsAreRankedForAllowedWords() throws {
        final class Counting: Suggester, @unchecked Sendable {
            var asked: [String] = []
            func suggest(_ word: String, limit: Int) -> (suggestions: [String], correction: String?) {
                asked.append(word)
                return (["x"], nil)
            }
        }
        let counting = Counting()
        let checker = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")])
        checker.suggesters = [counting]
        var config = ProjectConfig()
        config.words = ["Frobnik"]
        let document = TextDocument("Frobnik and Zorblax, parseQwzx")
        let found = judged(document, prose: [document.fullRange], checker: checker, policy: config.policy, names: ["parseQwzx"])
        XCTAssertEqual(found.map(\.text), ["Zorblax"])
        XCTAssertEqual(counting.asked, ["Zorblax", "Qwzx"])
    }

    func testTheAcronymLengthIsAProjectSetting() throws {
        XCTAssertEqual(try check("Send the QZXWV now"), [], "five capitals are an acronym by default")
        var config = ProjectConfig()
        config.maxAcronymLength = 3
        XCTAssertEqual(try check("Send the QZXWV and QZX now", config), ["spelling:QZXWV"])
        config.maxAcronymLength = 0
        XCTAssertEqual(try check("Send the QZX now", config), ["spelling:QZX"])
    }

    func testInlineDirectivesIgnoreWordsAndSilenceLines() throws {
        let text = "// inkstone:ignore wrold\nwrold teh\n// cspell:words teh\n<!-- inkstone:disable-next-line -->\nrecieve\nqwzx\n"
        XCTAssertEqual(try check(text), ["spelling:qwzx"])
    }

    func testEveryDirectiveSpellingIsRead() throws {
        let text = "# cspell:ignore qwzx\n# spell-checker:ignore zxqv\n# cspell:words vzqx\n# inkstone:ignore xvqz\nqwzx zxqv vzqx xvqz wqzx\n"
        XCTAssertEqual(try check(text), ["spelling:wqzx"])
    }

    func testRulesTurnOffOneByOne() throws {
        let text = "We recieve it it. then a apple . I cant see."
        XCTAssertEqual(Set(try check(text).map { $0.split(separator: ":")[0] }),
                       ["spelling", "repeated-word", "sentence-case", "a-an", "space-before-punctuation", "missing-apostrophe"])
        for rule in ["spelling", "repeated-word", "sentence-case", "a-an", "space-before-punctuation", "missing-apostrophe"] {
            var config = ProjectConfig()
            config.rules = [rule: false]
            let left = Set(try check(text, config).map { String($0.split(separator: ":")[0]) })
            XCTAssertFalse(left.contains(rule), rule)
            XCTAssertEqual(left.count, 5, "only \(rule) is off")
        }
    }

    /// A style rule is off until the configuration turns it on; a rule on by default
    /// goes off the same way as the others.
    func testARuleOffByDefaultIsTurnedOnByTheConfiguration() throws {
        let text = "The report was written by the team. Their is a problem."
        XCTAssertEqual(try check(text), ["their-there:Their"])
        var config = ProjectConfig()
        config.rules = ["passive-voice": true, "their-there": false]
        XCTAssertEqual(try check(text, config), ["passive-voice:written"])
    }

    func testDisableAndEnableBracketARegion() throws {
        XCTAssertEqual(try check("inkstone:disable\nrecieve\ninkstone:enable\nteh\n"), ["spelling:teh"])
    }

    func testFlaggedWordsAreReportedWithTheirFix() throws {
        var config = ProjectConfig()
        config.flagWords = ["whitelist->allowlist"]
        XCTAssertEqual(try check("Use the whitelist", config), ["flagWords:whitelist"])
    }

    func testIgnorePatternsAndRulesOff() throws {
        var config = ProjectConfig()
        config.ignorePatterns = ["TICKET-\\w+"]
        config.rules = ["repeated-word": false]
        XCTAssertEqual(try check("See TICKET-abcxyz for the the fix", config), [])
    }

    func testConfigIsFoundUpwardsWithJSON5AndOverrides() throws {
        let root = NSTemporaryDirectory() + "inkstone-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/docs/api", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let json5 = "{ // project words\n words: ['Inkstone'], rules: {'a-an': false},\n overrides: [{files: ['docs/api/**'], words: ['frobnicate'], languages: ['de_DE'], "
            + "flagWords: ['utilise->use'], ignorePatterns: ['T-\\\\d+'], maxAcronymLength: 2, rules: {'a-an': true}}], }"
        try json5.write(toFile: root + "/.inkstone.json", atomically: true, encoding: .utf8)
        let found = try XCTUnwrap(try ProjectConfig.find(for: root + "/docs/api/x.md"))
        XCTAssertEqual(found.config.words, ["Inkstone", "frobnicate"])
        XCTAssertEqual(found.config.languages, ["de_DE"])
        XCTAssertEqual(found.config.rules, ["a-an": true])
        XCTAssertEqual(found.config.flagWords, ["utilise->use"])
        XCTAssertEqual(found.config.ignorePatterns, ["T-\\d+"])
        XCTAssertEqual(found.config.maxAcronymLength, 2)
        let other = try XCTUnwrap(try ProjectConfig.find(for: root + "/docs/y.md")).config
        XCTAssertEqual(other.words, ["Inkstone"])
        XCTAssertEqual(other.rules, ["a-an": false])
        XCTAssertNil(other.flagWords)
        XCTAssertNil(other.maxAcronymLength)
    }

    func testABrokenConfigNamesTheFileAndTheKey() throws {
        let root = NSTemporaryDirectory() + "inkstone-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "{\"words\": \"Inkstone\"}".write(toFile: root + "/.inkstone.json", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ProjectConfig.find(for: root + "/a.md")) { error in
            XCTAssertTrue("\(error)".contains(".inkstone.json: words"), "\(error)")
        }
    }

    func testAnInvalidIgnorePatternNamesTheFileThePatternAndTheFix() throws {
        let root = NSTemporaryDirectory() + "inkstone-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "{ignorePatterns: ['TICKET-(\\\\d+']}".write(toFile: root + "/.inkstone.json", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ProjectConfig.find(for: root + "/a.md")) { error in
            XCTAssertTrue("\(error)".contains(".inkstone.json: ignorePatterns: 'TICKET-(\\d+' is not a valid regular expression"), "\(error)")
        }
    }

    func testThePersonalDictionaryLearnsOnceAndAtomically() throws {
        let path = NSTemporaryDirectory() + "inkstone-words-\(UUID().uuidString)/words.txt"
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let dictionary = PersonalDictionary(path: path)
        XCTAssertTrue(try dictionary.learn("Inkstone"))
        XCTAssertFalse(try dictionary.learn("Inkstone"))
        XCTAssertTrue(try dictionary.learn("Frobnik"))
        XCTAssertEqual(try dictionary.words(), ["Inkstone", "Frobnik"])
    }

    /// Learns at the same moment take turns: no word is lost to another's rewrite.
    func testLearnsAtOnceLoseNoWord() throws {
        let path = NSTemporaryDirectory() + "inkstone-words-\(UUID().uuidString)/words.txt"
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        DispatchQueue.concurrentPerform(iterations: 6) { learner in
            for number in 0..<15 { _ = try? PersonalDictionary(path: path).learn("word\(learner)x\(number)") }
        }
        XCTAssertEqual(Set(try PersonalDictionary(path: path).words()).count, 90)
    }
}

final class IdentifierAllowListTests: XCTestCase {
    func testCommentsMayNameTheFilesOwnIdentifiers() throws {
        let document = TextDocument("def parse_itemz(zorblax):\n    # parse_itemz takes zorblax and itemz\n    return zorblax\n")
        let syntax = try SyntaxTree(document: document, language: LanguageRegistry.named("python")!)
        let regions = try RegionMap(document: document, syntax: syntax)
        let checker = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")])
        let identifiers = IdentifierSet.names(in: syntax, outside: regions.proseNodeExtents)
        XCTAssertEqual(identifiers, ["def", "parse_itemz", "zorblax", "return"], "the code's names, not the comment's words")
        let findings = judged(document, prose: regions.prose, checker: checker, names: identifiers)
        XCTAssertEqual(findings.map(\.text), [])
        XCTAssertEqual(judged(document, prose: regions.prose, checker: checker).map(\.text), ["itemz", "zorblax", "itemz"])
    }

    /// Issue #14, item 3: a name that is one edit inside a dictionary word may be the
    /// same typo, so it does not vouch for the word in prose; a name that differs from a
    /// word at an end is that word's relative and still does.
    func testANameThatIsANearMissOfAWordDoesNotHideItsTypoInProse() throws {
        let document = TextDocument("def recieve(s):\n    raise IOError(\"could not recieve data\")\n\n"
                                    + "def reloader():\n    \"\"\"The reloader restarts.\"\"\"\n")
        let syntax = try SyntaxTree(document: document, language: LanguageRegistry.named("python")!)
        let regions = try RegionMap(document: document, syntax: syntax)
        let checker = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")])
        let identifiers = IdentifierSet.names(in: syntax, outside: regions.proseNodeExtents)
        XCTAssertTrue(identifiers.isSuperset(of: ["recieve", "reloader"]))
        let findings = judged(document, prose: regions.prose, checker: checker, names: identifiers)
        XCTAssertEqual(findings.map(\.text), ["recieve"])
    }

    func testTheProjectsNamesComeFromItsManifestsUpToTheRepository() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let names = ProjectVocabulary.names(from: root + "/fixtures/repos/vocabulary", upTo: root)
        XCTAssertTrue(names.isSuperset(of: ["zapgrep", "zg", "vocabulary", "Inkstone"]), "\(names.sorted())")
        let folder = NSTemporaryDirectory() + "inkstone-vocabulary-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "module github.com/junegunn/fzf\n\ngo 1.20\n".write(toFile: folder + "/go.mod", atomically: true, encoding: .utf8)
        try #"{"name": "@scope/widgetry", "bin": {"wdg": "cli.js"}}"#.write(toFile: folder + "/package.json", atomically: true, encoding: .utf8)
        try "[project]\nname = \"flaskish\"\nrequires-python = \">=3.9\"\n\n[project.scripts]\nflaskishd = \"flaskishd:main [d]\"\n"
            .write(toFile: folder + "/pyproject.toml", atomically: true, encoding: .utf8)
        let found = ProjectVocabulary.names(from: folder, upTo: folder)
        XCTAssertTrue(found.isSuperset(of: ["junegunn", "fzf", "widgetry", "wdg", "flaskish", "flaskishd"]), "\(found.sorted())")
        XCTAssertFalse(found.contains("requires-python"), "a setting is no command")
        XCTAssertFalse(found.contains("github.com"), "a host is no name")
    }

    func testATypoIsASlipInsideAWordNotAnAbbreviationOrARelative() {
        for (a, b) in [("recieve", "receive"), ("dynamicaly", "dynamically"), ("dont", "don't"), ("occurred", "occured"),
                       ("adress", "address")] {
            XCTAssertTrue(EditDistance.isTypo(a, of: b), "\(a) \(b)")
        }
        for (a, b) in [("globals", "global"), ("reloader", "reloaded"), ("jinja", "ninja"), ("func", "fun"), ("repr", "rear"),
                       ("tkinter", "tinter"), ("getstate", "gestate"), ("eval", "evil"), ("recieve", "recieve")] {
            XCTAssertFalse(EditDistance.isTypo(a, of: b), "\(a) \(b)")
        }
    }

    func testNamesComeFromCodeOnly() throws {
        let document = TextDocument("x_1 = \"wordz in a string\"  # commentz\nnäme = 2x3\n")
        let syntax = try SyntaxTree(document: document, language: LanguageRegistry.named("python")!)
        let regions = try RegionMap(document: document, syntax: syntax)
        XCTAssertEqual(IdentifierSet.names(in: syntax, outside: regions.proseNodeExtents), ["x_1", "näme"],
                       "strings and comments are prose; '2x3' is a number")
        let markdown = TextDocument("Run `parse_itemz` now.\n")
        let tree = try SyntaxTree(document: markdown, language: LanguageRegistry.named("markdown")!)
        XCTAssertEqual(IdentifierSet.names(in: tree, outside: try RegionMap(document: markdown, syntax: tree).proseNodeExtents), [],
                       "Markdown has no code of its own")
    }
}
