import Foundation
@testable import InkstoneProject
import XCTest
@testable import InkstoneProofing
import InkstoneText

/// A project's terms (issue #26): the words its source files are named by and the names
/// the code of three files or more uses vouch for its prose, near miss of a word or
/// not; a misspelt variable in one file does not, nor does a swap or a doubling of a
/// common word however often the code repeats it.
final class ProjectTermsTests: XCTestCase {
    private static let lookups = SharedLookups(indexFolder: nil)

    private func run(_ files: [String: String]) throws -> [String: [String]] {
        let root = NSTemporaryDirectory() + "inkstone-terms-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let paths = files.keys.sorted().map { root + "/" + $0 }
        let outcomes = ProjectCheck(fileCheck: FileCheck(cache: nil, version: "test", lookups: Self.lookups)).run(paths, workers: 1)
        var reported: [String: [String]] = [:]
        for (path, outcome) in zip(files.keys.sorted(), outcomes) {
            if case .checked(let checked) = outcome { reported[path] = checked.reported().map(\.text) }
        }
        return reported
    }

    func testFileNamesAndWidelyUsedNamesVouchButOneFilesNameDoesNot() throws {
        let loop = "int poll_once(int qevents, int recieve) { return qevents + recieve; }\n"
        let reported = try run([
            "src/kqueue.c": loop,
            "src/epoll.c": loop,
            "src/select.c": loop,
            "src/once.c": "int wirte_once(int valu) { return valu; }\n",
            "README.md": "It waits on kqueue and reads qevents.\n\nIt does recieve them.\n\nIt reads valu and then wirte them.\n\nTwo kqueues.\n",
        ])
        // `kqueue` names a file (and `kqueues` are more of it), `qevents` is named in three; `recieve` is a known
        // misspelling however often code writes it; `valu` and `wirte` are one file's (and misspellings codespell lists).
        XCTAssertEqual(reported["README.md"], ["recieve", "valu", "wirte"])
    }

    /// A listed misspelling the dictionary has as a word (`rememberable`) is the
    /// project's name where its code names it (devise's `Rememberable` module); a
    /// misspelling no dictionary has (`recieve`) stays a typo, named or not.
    func testAListedMisspellingThatIsAWordYieldsToTheProjectsCode() throws {
        let module = "module Rememberable\n  def recieve; end\nend\n"
        let reported = try run([
            "lib/a.rb": module, "lib/b.rb": module, "lib/c.rb": module,
            "README.md": "Include Rememberable to recieve it.\n",
        ])
        XCTAssertEqual(reported["README.md"], ["recieve"])
        XCTAssertTrue(KnownMisspellings.isListedValidWord("rememberable"))
    }

    /// Round Q: zod's docs write `footgun` in four files: a term of the project, an unknown
    /// word. A line copied into every file is one writing; `contaim`, one edit from
    /// `contain`, stays a typo however often it is written.
    func testAWordWrittenInFourFilesIsATerm() throws {
        var files: [String: String] = [:]
        for (index, name) in ["a", "b", "c", "d"].enumerated() {
            files["\(name).md"] = "This flag is footgun number \(index).\n\nThey contaim \(index).\n\nThe wirte is copied.\n"
        }
        let reported = try run(files)
        XCTAssertEqual(reported["a.md"], ["contaim", "wirte"])
        let four = ["a", "b", "c", "d"].map { [(word: "footgun", line: $0)] }
        XCTAssertEqual(ProjectVocabulary.widelyWritten(four), ["footgun"])
        XCTAssertEqual(ProjectVocabulary.widelyWritten(Array(four.prefix(3))), [], "three files")
    }

    /// A finding's line is keyed by its text without outer white space: the same text in
    /// two files, or twice in one, is one key; another text is another.
    func testALinesKeyIsItsText() {
        let first = TextDocument("We saw teh cat and teh dog.\n  Other line here.\n")
        let second = TextDocument("We saw teh cat and teh dog.\n")
        let finding = { (document: TextDocument, location: Int) in
            Finding(kind: .spelling, range: TextRange(location, 3), text: document.string(in: TextRange(location, 3)), message: "", suggestions: [],
                    rule: Rule.spelling.id)
        }
        let keys = ProjectVocabulary.lineKeys(of: [finding(first, 7), finding(first, 19), finding(first, 30)], in: first)
        let other = ProjectVocabulary.lineKeys(of: [finding(second, 7)], in: second)
        XCTAssertEqual(keys.map(\.word), ["teh", "teh", "Oth"])
        XCTAssertEqual(keys[0].line, keys[1].line)
        XCTAssertEqual(keys[0].line, other[0].line)
        XCTAssertNotEqual(keys[0].line, keys[2].line)
    }

    /// unknown.slip-named-in-code: a slip of a common word that another file's code uses as
    /// a name (pghero's `relname`) is the name, written in prose: an unknown word. Without
    /// that code it stays a typo, and a known misspelling stays one however the code names.
    func testASlipTheCodeUsesAsANameIsAnUnknownWord() throws {
        let prose = "Read the relname column.\n\nWe recieve it.\n"
        XCTAssertEqual(try run(["README.md": prose, "src/other.py": "def total(rows):\n    return len(rows)\n"])["README.md"], ["relname", "recieve"])
        let named = try run(["README.md": prose, "src/tables.py": "def names(row, recieve):\n    return row.relname + recieve\n"])
        XCTAssertEqual(named["README.md"], ["recieve"])
    }

    /// unknown.term-like-a-slip: a doubling of a common word (`ddict`, `dict`) that the code of
    /// three files names is the project's term, shown with --all; named in one file's code
    /// it stays a typo.
    func testATermThatDoublesALetterOfACommonWordIsAnUnknownWord() throws {
        let prose = "Free the ddict after use.\n"
        let code = "int load(void *ddict) { return ddict != 0; }\n"
        XCTAssertEqual(try run(["README.md": prose, "a.c": code])["README.md"], ["ddict"])
        XCTAssertEqual(try run(["README.md": prose, "a.c": code, "b.c": code, "c.c": code])["README.md"], [])
    }

    /// typo.slip-of-project-term (fl24, Carthage): a letter left out of a term the code of
    /// three files names, a term no English dictionary has, is a typo; the term's plural
    /// is not, nor a slip of one file's name.
    func testASlipOfTheProjectsOwnTermIsATypo() throws {
        let code = "func loadCartfile(query: String) -> Cartfile { return Cartfile(query) }\n"
        let prose = "Resolve the carfile first.\n\nTwo cartfiles. Edit the Carfile. Read CARFILE.\n"
        let reported = try run(["README.md": prose, "a.swift": code, "b.swift": code, "c.swift": code])
        XCTAssertEqual(reported["README.md"], ["carfile", "Carfile"], "capitalised as a name, still a slip; in capitals, an acronym")
        XCTAssertEqual(try run(["README.md": prose, "a.swift": code])["README.md"], [], "one file's name is no term")
    }

    /// drop.project-article-habit: a project that writes `a LV` in three places and never
    /// `an LV` reads the initialism as its words ("a LiveView"); one that also writes
    /// `an LV` somewhere has no one reading, and its `a LV` are slips.
    func testAnInitialismAlwaysWrittenAfterTheSameArticleIsTheProjectsReading() throws {
        let files = ["a.md": "Mount a LV here.\n", "b.md": "Render a LV first.\n", "c.md": "Then a LV again.\n"]
        XCTAssertEqual(try run(files).values.flatMap { $0 }, [])
        var mixed = files
        mixed["d.md"] = "It is an LV too.\n"
        XCTAssertEqual(try run(mixed).values.flatMap { $0 }, ["a", "a", "a"])
        XCTAssertEqual(try run(["a.md": "Mount a LV here.\n", "b.md": "Render a LV first.\n"]).values.flatMap { $0 }, ["a", "a"], "two places")
    }

    /// The articles written before an initialism, read in one pass: only blanks between
    /// the two, whole words only, either case of the article.
    func testTheArticlesWrittenBeforeAWordAreReadAsWholeWords() {
        let documents = [TextDocument("It is An\tLV; not a, HCL nor data HCL.\n"), TextDocument("Say a LVs, or an\nSQL, or a_LV.\n")]
        XCTAssertEqual(ArticleHabits.articlesWritten(before: ["LV", "HCL", "SQL"], in: documents), ["an LV", "an SQL"])
    }

    /// drop.project-spaced-colon-style: files that each space a colon or two are, together,
    /// a project that spaces its colons (lz4's `word :` in its headers and Makefiles
    /// alike); where the project writes `word:` the one spaced colon is a slip.
    func testAProjectThatSpacesItsColonsWritesThemSoEverywhere() throws {
        let spaced = try run([
            "a.md": "The tool also needs : a name.\n",
            "b.md": "The tool reads two things : a file.\n",
            "c.md": "The tool writes one thing : a log.\n\nRead the guide first: it helps.\n",
        ])
        XCTAssertEqual(spaced["a.md"], [], "one spaced colon a file: the project's style")
        let tight = try run([
            "a.md": "The tool also needs : a name.\n",
            "b.md": "The tool reads two things: a file.\n",
            "c.md": "The tool writes one thing: a log.\n\nRead the guide first: it helps.\n",
        ])
        XCTAssertEqual(tight["a.md"], [" :"], "a slip where the project writes its colons tight")
    }

    /// drop.project-keyword: a word the code writes alone as a string is a command, an
    /// option or a key the program reads (tmux's `neww`); a slip in a sentence-long
    /// string is no keyword, and a known misspelling stays a typo.
    func testAWordTheCodeWritesAloneAsAStringIsTheProjectsKeyword() throws {
        let reported = try run([
            "cmd.c": "static const char *alias = \"neww\";\nstatic const char *old = \"recieve\";\nputs(\"Press neew to start\");\n",
            "CHANGES": "Add neww as an alias.\n\nPress neew to start.\n\nWe recieve them.\n",
        ])
        XCTAssertEqual(reported["CHANGES"], ["neew", "recieve"])
    }

    func testTheWordsOfASourceFilesName() {
        XCTAssertEqual(ProjectVocabulary.fileNames(of: ["src/unix/linux-inotify.c", "lib/GeneratorBase.java", "doc/kqueue.md",
                                                        "a/io.rs", "Makefile"]),
                       ["linux", "inotify", "generator", "base"], "code files only; parts of four letters or more")
        XCTAssertEqual(ProjectVocabulary.widelyUsed(["bufs", "x", "y"], in: [["bufs", "x"], ["bufs"], ["bufs", "x"]]), ["bufs"])
        XCTAssertEqual(ProjectVocabulary.widelyUsed(["Bufs"], in: [["bufs"], ["Bufs"], ["bufs"]]), ["bufs"])
        // ninja's `mtimes`: the code writes `mtime`.
        XCTAssertEqual(ProjectVocabulary.widelyUsed(["mtimes"], in: [["mtime"], ["mtime"], ["mtime"]]), ["mtime"])
        XCTAssertTrue(ProjectEvidence(terms: ["depfile"]).isTerm("depfiles"))
        XCTAssertFalse(ProjectEvidence(terms: ["bu"]).isTerm("bus"))
        XCTAssertFalse(ProjectEvidence(terms: ["hash"]).isTerm("hashs"), "the plural of a word, misspelt (casey/just)")
        XCTAssertFalse(ProjectEvidence(terms: ["copy"]).isTerm("copys"), "copies")
        // htop's comments: `user procs`, `to lower privs`, for the `proc` and `priv` of its code.
        XCTAssertTrue(ProjectEvidence(terms: ["proc"]).isTerm("procs"))
        XCTAssertTrue(ProjectEvidence(terms: ["priv"]).isTerm("privs"))
    }
}
