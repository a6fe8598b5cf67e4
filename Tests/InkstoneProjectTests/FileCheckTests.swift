import Foundation
import InkstoneProject
import XCTest
@testable import InkstoneProofing
import InkstoneText

/// The per-file pipeline as a library: what `inkstone check` and any other host call.
final class FileCheckTests: XCTestCase {
    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "inkstone-filecheck-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private static let lookups = SharedLookups(indexFolder: nil)

    private func fileCheck(cache: ResultCache? = nil) -> FileCheck {
        FileCheck(cache: cache, version: "test", lookups: Self.lookups)
    }

    private func check(_ fileCheck: FileCheck, _ path: String, isNamed: Bool = true, pool: CheckerPool? = nil) -> FileCheck.Outcome {
        fileCheck.check(path, isNamed: isNamed, pool: pool ?? CheckerPool(lookups: Self.lookups))
    }

    func testProseIsCheckedWithTheProjectsWordsAndCodeIsLeftAlone() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/.inkstone.json", contents: Data("{ words: ['Inkstone'] }".utf8))
        FileManager.default.createFile(atPath: root + "/a.md", contents: Data("Inkstone finds a speling, not `speling`.\n".utf8))
        guard case .checked(let checked) = check(fileCheck(), root + "/a.md") else { return XCTFail("not checked") }
        XCTAssertEqual(checked.findings.map(\.text), ["speling"])
        XCTAssertEqual(checked.findings.first?.range, TextRange(17, 7))
    }

    func testWhatCannotBeCheckedFailsWhenNamedAndIsSkippedInAWalk() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/b.md", contents: Data([0x61, 0x00]))
        FileManager.default.createFile(atPath: root + "/deep.md", contents: Data((String(repeating: "[a](", count: 300) + "\n").utf8))
        guard case .failed(let message) = check(fileCheck(), root + "/b.md") else { return XCTFail() }
        XCTAssertTrue(message.contains("b.md: binary"), message)
        guard case .skipped = check(fileCheck(), root + "/b.md", isNamed: false) else { return XCTFail() }
        guard case .failed(let parse) = check(fileCheck(), root + "/deep.md", isNamed: false) else { return XCTFail("never skipped") }
        XCTAssertTrue(parse.contains("deep.md:1: not checked"), parse)
    }

    func testASecondCheckReadsTheCache() throws {
        let root = try folder()
        let cache = ResultCache(folder: root + "/cache")
        FileManager.default.createFile(atPath: root + "/a.txt", contents: Data("A speling.\n".utf8))
        guard case .checked(let first) = check(fileCheck(cache: cache), root + "/a.txt") else { return XCTFail() }
        let pool = CheckerPool(lookups: Self.lookups)
        let second = check(fileCheck(cache: cache), root + "/a.txt", pool: pool)
        guard case .checked(let cached) = second else { return XCTFail("\(second)") }
        XCTAssertEqual(cached.findings, first.findings)
        XCTAssertTrue(pool.all.isEmpty, "a cached result needs no checker")
    }

    /// Issue #27: files of folders without a project of their own (no `.git`, no
    /// `.inkstone.json`) each have their own `DictionaryChoice`, but the dictionary
    /// they find is one file: one checker per worker reads it, not one per folder.
    func testFoldersThatFindTheSameDictionaryShareOneChecker() throws {
        let root = try folder()
        for name in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: root + "/\(name)/x.md", contents: Data("A speling.\n".utf8))
        }
        let pool = CheckerPool(lookups: Self.lookups)
        for name in ["a", "b"] {
            guard case .checked(let checked) = check(fileCheck(), root + "/\(name)/x.md", pool: pool) else { return XCTFail(name) }
            XCTAssertEqual(checked.findings.map(\.text), ["speling"])
        }
        XCTAssertEqual(pool.all.count, 1)
    }

    /// fl24 (rapidjson): a translation into a language of another script with no
    /// dictionary installed is read for its words in Latin letters, in English; one into a
    /// language of Latin letters with none is still skipped.
    func testATranslationInAnotherScriptIsReadForItsLatinWords() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/.git", contents: Data())
        let chinese = "# 教程\n\n用 `Document` 保存 conacts 的数据。\n"
        for name in ["readme.md", "readme.zh-cn.md", "readme.zu.md"] {
            FileManager.default.createFile(atPath: root + "/" + name, contents: Data(chinese.utf8))
        }
        guard case .checked(let translation) = check(fileCheck(), root + "/readme.zh-cn.md") else { return XCTFail("not checked") }
        XCTAssertEqual(translation.findings.map(\.text), ["conacts"])
        XCTAssertTrue(WrittenLanguage.isWrittenInAnotherScript("ja"))
        XCTAssertFalse(WrittenLanguage.isWrittenInAnotherScript("zu"), "Zulu is written in Latin letters")
        XCTAssertTrue(WrittenLanguage.isWrittenInAnotherScript("sr") && WrittenLanguage.namesLatinScript("language/phpmailer.lang-sr_latn.php"),
                      "Serbian is written in Cyrillic, but a path may say Latin")
        XCTAssertFalse(WrittenLanguage.namesLatinScript("docs/zh-cn/index.md"))
        switch check(fileCheck(), root + "/readme.zu.md") {
        case .checked(let zulu):
            XCTAssertTrue(zulu.findings.isEmpty && zulu.unreadReason != nil, "a Latin-script language with no dictionary is not read in English")
        case .skipped(let reason): XCTAssertTrue(reason.hasPrefix("written in 'zu'"), reason)
        default: XCTFail("readme.zu.md failed")
        }
    }

    /// Issue #26, item 2: a test file's strings are test data; its comments are prose.
    func testATestFilesStringsAreDataAndItsCommentsProse() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/.git", contents: Data())
        try FileManager.default.createDirectory(atPath: root + "/tests", withIntermediateDirectories: true)
        let code = "# A speling in a coment.\nname = \"Sherlok Holmes wrot this\"\n"
        FileManager.default.createFile(atPath: root + "/tests/names.py", contents: Data(code.utf8))
        FileManager.default.createFile(atPath: root + "/names.py", contents: Data(code.utf8))
        try FileManager.default.createDirectory(atPath: root + "/examples/cdn", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: root + "/examples/cdn/names.py", contents: Data(code.utf8))
        guard case .checked(let test) = check(fileCheck(), root + "/tests/names.py"),
              case .checked(let example) = check(fileCheck(), root + "/examples/cdn/names.py"),
              case .checked(let source) = check(fileCheck(), root + "/names.py") else { return XCTFail("not checked") }
        XCTAssertEqual(Set(test.findings.map(\.text)), ["speling", "coment"])
        XCTAssertEqual(Set(example.findings.map(\.text)), ["speling", "coment"], "an example program's strings are data too")
        XCTAssertTrue(Set(source.findings.map(\.text)).isSuperset(of: ["speling", "coment", "wrot"]), "\(source.findings.map(\.text))")
    }

    /// `TestDataMessages`: a test file's string of three words or more is read for the
    /// misspellings codespell lists, and nothing else (jemalloc's `"Unxpected allocation
    /// failure"`); a shorter string, a word no list holds, a listed word whose correction
    /// a line nearby writes (a test's input and its expected output), a quoted one (the
    /// input an error message shows) and one in another language's sentence are data.
    func testATestFilesStringThatReadsAsAMessageIsReadForListedMisspellingsOnly() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/.git", contents: Data())
        try FileManager.default.createDirectory(atPath: root + "/test/unit", withIntermediateDirectories: true)
        let code = """
        static void test_it(void) {
            expect_false(err, "Unxpected allocation failure");
            check("Sherlok Holmse wrot this");
            check("unxpected");
            check("calld it");
            expect_str_eq(correct("we recieve the parcel"),
                "we receive the parcel");
            check("syntax error while parsing value; last read: 'unxpected'");
            check("Die Methode ist unxpected hier");
            if (!emitter_initialize(&emitter))
                die("Could not inialize the emitter object\n");
        }

        """
        FileManager.default.createFile(atPath: root + "/test/unit/psset.c", contents: Data(code.utf8))
        guard case .checked(let test) = check(fileCheck(), root + "/test/unit/psset.c") else { return XCTFail("not checked") }
        XCTAssertEqual(test.findings.map(\.text), ["Unxpected", "inialize"], "a part of a name is no correction written nearby")
        XCTAssertEqual(test.findings.first?.tier, .default)
    }

    /// Round N of issue #26: a test's description is a sentence for people (thor's
    /// `it "… exclusive argumets …"`, immer's `test("… polution …")`); the strings the
    /// test passes are still data, and `parser.it(` is no test.
    func testATestsDescriptionIsReadButItsDataIsNot() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/.git", contents: Data())
        try FileManager.default.createDirectory(atPath: root + "/spec", withIntermediateDirectories: true)
        let ruby = "describe Parser do\n  it \"raises if exclusive argumets are given\" do\n    parse(\"Sherlok\")\n  end\nend\n"
        FileManager.default.createFile(atPath: root + "/spec/parser_spec.rb", contents: Data(ruby.utf8))
        let script = "test('hooks aren\\'t kept, no polution', () => {\n  parser.it('Holmse wrot')\n})\n"
        FileManager.default.createFile(atPath: root + "/spec/hooks.test.js", contents: Data(script.utf8))
        let go = "package x\n\nfunc TestX(t *testing.T) {\n\tt.Run(\"returns a speling\", func(t *testing.T) { f(\"Holmse\") })\n}\n"
        FileManager.default.createFile(atPath: root + "/spec/x_test.go", contents: Data(go.utf8))
        guard case .checked(let ruby) = check(fileCheck(), root + "/spec/parser_spec.rb"),
              case .checked(let script) = check(fileCheck(), root + "/spec/hooks.test.js"),
              case .checked(let go) = check(fileCheck(), root + "/spec/x_test.go") else { return XCTFail("not checked") }
        XCTAssertEqual(ruby.findings.map(\.text), ["argumets"])
        XCTAssertEqual(script.findings.map(\.text), ["polution"], "an escaped apostrophe is one")
        XCTAssertEqual(go.findings.map(\.text), ["speling"])
    }

    /// Issue #50: an assertion's message is written for whoever reads the failure
    /// (underscore's `'… called on a empty array'`, fd's `.expect("… failde")`), as a
    /// description is; the values it compares, and a second argument of a comparison
    /// (the value expected), are still data.
    func testAnAssertionsMessageIsReadButTheValuesItComparesAreNot() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/.git", contents: Data())
        try FileManager.default.createDirectory(atPath: root + "/test", withIntermediateDirectories: true)
        let script = """
        assert.strictEqual(first('Holmse'), 'Sherlok', 'returns nothing when calld on an empty list');
        assert.equal(join('a'), 'wrot');
        assert.ok(done,
          "the cache is warmm");
        expect('Holmse').toBe(1);

        """
        FileManager.default.createFile(atPath: root + "/test/arrays.js", contents: Data(script.utf8))
        let rust = "fn t() {\n    set_times(p).expect(\"time modification failde\");\n    assert_eq!(a(\"Holmse\"), 1, \"sizes diferent\");\n"
            + "    assert!(\n        current.is_set(),\n        \"overriden value not set\",\n    );\n}\n"
        FileManager.default.createFile(atPath: root + "/test/times.rs", contents: Data(rust.utf8))
        guard case .checked(let script) = check(fileCheck(), root + "/test/arrays.js"),
              case .checked(let rust) = check(fileCheck(), root + "/test/times.rs") else { return XCTFail("not checked") }
        XCTAssertEqual(script.findings.map(\.text), ["calld", "warmm"])
        XCTAssertEqual(rust.findings.map(\.text), ["failde", "diferent", "overriden"])
        let go = "func TestIt(t *testing.T) {\n\tif err != nil {\n\t\tt.Error(\"unexecpted error\", err)\n\t}\n\tcheck(\"Holmse\", err)\n}\n"
        FileManager.default.createFile(atPath: root + "/test/it_test.go", contents: Data(go.utf8))
        guard case .checked(let goChecked) = check(fileCheck(), root + "/test/it_test.go") else { return XCTFail("not checked") }
        XCTAssertEqual(goChecked.findings.map(\.text), ["unexecpted"])
        // fl21 (swift-nio): Swift's helpers pass where the failure is after the message.
        let swift = "func testIt() {\n    XCTAssertEqual(a, \"Holmse\", \"calles it twice\", file: file, line: line)\n"
            + "    XCTAssertTrue(ok, \"the cache is warmm\", sourceLocation: .here(#filePath))\n    XCTAssertEqual(a, b, \"Sherlok\", other: 1)\n}\n"
        FileManager.default.createFile(atPath: root + "/test/ItTests.swift", contents: Data(swift.utf8))
        guard case .checked(let swiftChecked) = check(fileCheck(), root + "/test/ItTests.swift") else { return XCTFail("not checked") }
        XCTAssertEqual(swiftChecked.findings.map(\.text), ["calles", "warmm"])
        // What a test script prints for a person: a shell's echo alone on its line. A call
        // that prints (`printf("hel%s", …)`, a logger's `Print("… workin' man …")`) prints data as often.
        let java = "class T {\n  void t() {\n    out.printf(\"Counted %d theads in all%n\", n);\n    check(\"Holmse\");\n  }\n}\n"
        FileManager.default.createFile(atPath: root + "/test/TTest.java", contents: Data(java.utf8))
        let shell = "if [ -x a ]; then\n  echo \"We coundn't find it.\"\n  echo \"Holmse\" | grep -q Holmse\n  echo \"Sherlok\" > out.txt\n  echo \"Holmse\nWatsn\"\nfi\n"
        FileManager.default.createFile(atPath: root + "/test/strip_test.sh", contents: Data(shell.utf8))
        guard case .checked(let javaChecked) = check(fileCheck(), root + "/test/TTest.java"),
              case .checked(let shellChecked) = check(fileCheck(), root + "/test/strip_test.sh") else { return XCTFail("not checked") }
        XCTAssertEqual(javaChecked.findings.map(\.text), [])
        XCTAssertEqual(shellChecked.findings.map(\.text), ["coundn't"])
    }

    /// Issue #50: the test frameworks that name tests otherwise than `it`/`test` —
    /// Catch2's `SECTION("…")`, Shindo's `tests('…')`, `QUnit.test('…')` — and a
    /// description a formatter wrapped onto the line after `it(`; a method of another
    /// object (`parser.test('…')`) and SQL's `WHEN 'a'` stay data.
    func testTestDescriptionsOfEachFrameworkAreRead() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/.git", contents: Data())
        try FileManager.default.createDirectory(atPath: root + "/test", withIntermediateDirectories: true)
        let script = """
        QUnit.test('debounce waits for the sytem clock', function(assert) {});
        parser.test('Holmse');
        it(
          "calls the enhanced function when registred before",
          function() {}
        );
        query("CASE WHEN 'Holmse' THEN 1 END");

        """
        FileManager.default.createFile(atPath: root + "/test/timing.js", contents: Data(script.utf8))
        let catch2 = "TEST_CASE(\"json\") {\n    SECTION(\"ordered maps are not interchangable\") {\n        check(\"Holmse\");\n    }\n}\n"
        FileManager.default.createFile(atPath: root + "/test/maps.cpp", contents: Data(catch2.utf8))
        let ruby = "tests('peristent connections') do\n  returns('Holmse') { name }\nend\n"
        FileManager.default.createFile(atPath: root + "/test/batch_tests.rb", contents: Data(ruby.utf8))
        guard case .checked(let script) = check(fileCheck(), root + "/test/timing.js"),
              case .checked(let catch2) = check(fileCheck(), root + "/test/maps.cpp"),
              case .checked(let ruby) = check(fileCheck(), root + "/test/batch_tests.rb") else { return XCTFail("not checked") }
        XCTAssertEqual(script.findings.map(\.text), ["sytem", "registred"])
        XCTAssertEqual(catch2.findings.map(\.text), ["interchangable"])
        XCTAssertEqual(ruby.findings.map(\.text), ["peristent"])
    }

    /// Issue #50: a comment in a Markdown document's fenced example is checked as a
    /// comment in a source file is; the code beside it is not.
    func testACommentInAFencedExampleIsChecked() throws {
        let guide = try checkedRepositoryFile("GUIDE.md", "# Guide\n\n```ruby\n# Propogate the error\nholmse = Sherlok.new\n```\n")
        XCTAssertEqual(guide?.findings.map(\.text), ["Propogate"])
    }

    /// fl21 (lodash): a JSDoc `@example` block is code down to its comment's end; the
    /// next doc comment's description is prose again (it was read as the example's).
    func testTheDocCommentAfterAJSDocExampleIsProse() throws {
        let source = "/**\n * Makes a list.\n *\n * @example\n *\n * make([0, 1]);\n */\nfunction make(a) {}\n\n"
            + "/**\n * Checks teh value.\n */\nfunction check(v) {}\n"
        let file = try checkedRepositoryFile("lib.js", source)
        XCTAssertEqual(file?.findings.map(\.text), ["teh"])
    }

    /// Issue #50: a known misspelling that is a part of a compound name in a code span
    /// (`MockRestAdpater`) is reported; a name of one part (`inout`, named on purpose)
    /// and an unlisted part (`Holmse`) are not. A capitalised part (`Debugee`) is a typo
    /// where another line writes the name right, not in a rename that writes both on one.
    func testAKnownMisspellingInsideACodeSpansNameIsReported() throws {
        let changes = try checkedRepositoryFile("CHANGES.md", "# Changes\n\n- Rename `MockRestAdpater` and `HolmseSherlok`; keep `inout` and `adpater`.\n"
            + "- Pass `terminateDebugee`.\n- The debuggee stops.\n- Rename `HandlingLeniant` to `HandlingLenient`.\n")
        XCTAssertEqual(changes?.findings.filter { $0.tier == .default }.map(\.text), ["Adpater", "Debugee"])
    }

    /// The same in plain text (a Vim help file writes code in backquotes); a code span of
    /// one part (`adpater`) is named on purpose there too.
    func testAKnownMisspellingInsideACodeSpansNameIsReportedInPlainText() throws {
        let help = try checkedRepositoryFile("plugin.txt", "Pass `terminateDebugee` or `adpater` to stop it.\nThe debuggee stops.\n")
        XCTAssertEqual(help?.findings.filter { $0.tier == .default }.map(\.text), ["Debugee"])
    }

    /// A manifest's licence is an SPDX expression (ripgrep's `Unlicense`, a first look's
    /// noise); its description is read.
    func testAManifestsLicenceIsANameAndItsDescriptionIsRead() throws {
        let manifest = try checkedRepositoryFile("Cargo.toml", "[package]\nname = \"finder\"\nlicense = \"Unlicense OR MIT\"\ndescription = \"A tool that sarches files.\"\n")
        XCTAssertEqual(manifest?.findings.map(\.text), ["sarches"])
    }

    /// `text` written as `name` at the root of a new repository, and its check (nil,
    /// with a failure, when it was not checked).
    private func checkedRepositoryFile(_ name: String, _ text: String) throws -> FileCheck.Checked? {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/.git", contents: Data())
        FileManager.default.createFile(atPath: root + "/" + name, contents: Data(text.utf8))
        guard case .checked(let report) = check(fileCheck(), root + "/" + name) else { XCTFail("not checked"); return nil }
        return report
    }

    func testTestPathsFollowEachLanguagesConventions() {
        for path in ["tests/a.py", "Tests/InkstoneTests/A.swift", "src/__tests__/a.js", "pkg/a_test.go", "test_a.py", "a_test.py",
                     "web/a.test.ts", "web/a.spec.js", "spec/models/user_spec.rb", "lib/user_spec.rb", "src/FooTest.java",
                     "testdata/x.go", "okio/src/jvmTest/kotlin/okio/Buffers.kt", "app/src/androidTest/java/A.java",
                     "src/addDays/test.ts", "perftests/bench1/src/Utils.scala", "unit_tests/a.c", "e2e-tests/a.ts", "benches/parse.rs"] {
            XCTAssertTrue(TestPaths.isTest(path), path)
        }
        for path in ["src/a.py", "contest.py", "latest/a.go", "Sources/Test.swift", "attest_a.py", "README.md", "src/Latest/a.kt",
                     "contests/a.py", "protests/a.md"] {
            XCTAssertFalse(TestPaths.isTest(path), path)
        }
        XCTAssertTrue(TestPaths.isExample("examples/rollup/fp.js"))
        XCTAssertFalse(TestPaths.isExample("src/examples.js"), "a file named so is no folder of them")
    }

    /// Issue #26, item 1: `check` reports the default tier; the rest is there for `--all`.
    func testFindingsCarryTheirTierAndTheConfigCanReportAll() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/a.md", contents: Data("We recieve mail from Ronacher.\n".utf8))
        guard case .checked(let checked) = check(fileCheck(), root + "/a.md") else { return XCTFail("not checked") }
        XCTAssertEqual(checked.findings.map(\.tier), [.default, .unknownWord])
        XCTAssertEqual(checked.reported().map(\.text), ["recieve"])
        XCTAssertEqual(checked.reported(everything: true).count, 2)
        FileManager.default.createFile(atPath: root + "/.inkstone.json", contents: Data("{ report: 'all' }".utf8))
        guard case .checked(let all) = check(fileCheck(), root + "/a.md") else { return XCTFail("not checked") }
        XCTAssertEqual(all.reported().count, 2)
        FileManager.default.createFile(atPath: root + "/.inkstone.json", contents: Data("{ report: 'some' }".utf8))
        guard case .failed(let message) = check(fileCheck(), root + "/a.md") else { return XCTFail("a bad value is refused") }
        XCTAssertTrue(message.contains("report must be"), message)
    }

    /// Issue #26, item 5: another file's code names vouch for a word unless it is one
    /// edit from a common word, whatever its tier (`printbuf` is two from `printout`).
    func testAnotherFilesNamesVouchUnlessOneEditFromACommonWord() {
        let typo = Finding(kind: .spelling, range: TextRange(0, 6), text: "becaus", message: "", suggestions: ["because"],
                           rule: Rule.spelling.id, tier: .default)
        let name = Finding(kind: .spelling, range: TextRange(8, 8), text: "blorptzy", message: "", suggestions: [],
                           rule: Rule.spelling.id, tier: .unknownWord)
        let type = Finding(kind: .spelling, range: TextRange(20, 8), text: "printbuf", message: "", suggestions: ["printout"],
                           rule: Rule.spelling.id, tier: .default)
        let kept = ProjectDecisions.apply(to: [typo, name, type], evidence: ProjectEvidence(names: ["becaus", "blorptzy", "printbuf"]))
        XCTAssertEqual(kept.map(\.text), ["becaus"], "the old rule vouched for becaus: no swap, no doubling")
        XCTAssertTrue(WordLexicon.isOneEditFromCommonWord("recieve"))
        XCTAssertTrue(WordLexicon.isOneEditFromCommonWord("teh"))
        XCTAssertFalse(WordLexicon.isOneEditFromCommonWord("printbuf"))
    }
}
