import Foundation
import InkstoneProject
import XCTest

final class CheckCommandTests: XCTestCase {
    private func file(_ name: String, _ text: String) -> String {
        let path = NSTemporaryDirectory() + "inkstone-check-\(UUID().uuidString)-\(name)"
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testFindingsInProseOnlyExitOne() throws {
        let path = file("notes.md", "We recieve `recieve` here.\n\n```\nrecieve\n```\n")
        let result = try CommandRunner.run(["check", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.split(separator: "\n"), ["\(path):1:4: correction: 'recieve' → receive, received, receiver"])
    }

    /// Issue #26: typos by default; `--all` adds unknown words, marked in every format.
    func testUnknownWordsAreListedWithAll() throws {
        let names = file("names.md", "The library that Armin Ronacher wrote uses oniguruma for all of its bindings.\n")
        XCTAssertEqual(try CommandRunner.run(["check", names]).status, 0)
        let all = try CommandRunner.run(["check", "--all", names])
        XCTAssertEqual(all.status, 1, "with --all, what is reported counts")
        XCTAssertTrue(all.stdout.contains("unknown-word: 'Ronacher'"), all.stdout)
        let json = try CommandRunner.run(["check", "--all", "--format", "json", names])
        XCTAssertTrue(json.stdout.contains(#""tier":"unknown-word""#), json.stdout)
        let sarif = try CommandRunner.run(["check", "--all", "--format", "sarif", names])
        XCTAssertTrue(sarif.stdout.contains(#""level" : "note""#) || sarif.stdout.contains(#""level":"note""#), sarif.stdout)
        let typo = file("typo.md", "We recieve the mail that Armin Ronacher sent to all of us.\n")
        XCTAssertEqual(try CommandRunner.run(["check", typo]).stdout.split(separator: "\n").count, 1, "the typo alone")
    }

    /// Issue #26: the worse the writing, the less was checked; a file left mostly
    /// unread says so without --verbose.
    func testMisspeltEnglishIsCheckedAndAnUnreadFileSaysSo() throws {
        let misspelt = try CommandRunner.run(["check", "--stdin", "--language", "markdown"],
                                             input: "Plese chek teh atached fiel tommorow.\n")
        XCTAssertEqual(misspelt.status, 1)
        XCTAssertGreaterThanOrEqual(misspelt.stdout.split(separator: "\n").count, 4, misspelt.stdout)
        // German: setup installs a French dictionary (for the translated fixture), none for German.
        let german = try CommandRunner.run(["check", "--stdin", "--language", "markdown", "--dictionary", "en_US"],
                                           input: "Dies ist ein Satz, der ganz in einer anderen Sprache als der des Wörterbuchs geschrieben ist.\n")
        XCTAssertTrue(german.stderr.contains("mostly not checked"), german.stderr)
    }

    func testACleanFileExitsZero() throws {
        XCTAssertEqual(try CommandRunner.run(["check", file("ok.md", "All is well here.\n")]).status, 0)
    }

    func testJSONFindingsCarryPositionsAndRules() throws {
        let result = try CommandRunner.run(["check", "--format", "json", file("a.txt", "It is is fine.\n")])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.split(separator: "\n")[0].utf8)) as? [String: Any]
        XCTAssertEqual(object?["rule"] as? String, "repeated-word")
        XCTAssertEqual(object?["line"] as? Int, 1)
        XCTAssertEqual(object?["column"] as? Int, 6)
        XCTAssertEqual(object?["offset"] as? Int, 5)
        XCTAssertEqual(object?["id"] as? String, "repeated-word:5:3")
    }

    func testAMissingPathIsAnInputErrorAndTheOthersAreStillChecked() throws {
        let good = file("c.md", "We recieve it.\n")
        let result = try CommandRunner.run(["check", "/nonexistent/inkstone-missing.md", good])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("/nonexistent/inkstone-missing.md: no such file or folder"), result.stderr)
        XCTAssertTrue(result.stdout.contains("'recieve'"), result.stdout)
    }

    func testStandardInputIsCheckedAsTheNamedLanguage() throws {
        let markdown = try CommandRunner.run(["check", "--stdin", "--language", "markdown"], input: "We recieve `recieve`.\n")
        XCTAssertEqual(markdown.status, 1)
        XCTAssertEqual(markdown.stdout.split(separator: "\n").map { String($0.prefix(28)) }, ["<stdin>:1:4: correction: 're"])
        let plain = try CommandRunner.run(["check", "--stdin"], input: "We recieve `recieve`.\n")
        XCTAssertEqual(plain.stdout.split(separator: "\n").count, 1, "a code span is code in plain text too (issue #26)")
        XCTAssertEqual(try CommandRunner.run(["check", "--stdin", "x.md"], input: "").status, 2)
    }

    /// A temporary folder (removed after the test) with a UTF-8 dictionary of `words`.
    private func dictionaryFolder(_ name: String, words: [String]) throws -> String {
        let folder = NSTemporaryDirectory() + "inkstone-dic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        try writeDictionary(name, words: words, in: folder)
        return folder
    }

    private func writeDictionary(_ name: String, words: [String], in folder: String) throws {
        try "SET UTF-8\n".write(toFile: "\(folder)/\(name).aff", atomically: true, encoding: .utf8)
        try ([String(words.count)] + words).map { $0 + "\n" }.joined().write(toFile: "\(folder)/\(name).dic", atomically: true, encoding: .utf8)
    }

    func testDictionariesAreFoundInDICPATHAndByPath() throws {
        let folder = try dictionaryFolder("xx_TEST", words: ["zorblax", "blorptz"])
        let text = file("d.txt", "zorblax blorptz recieve\n")
        let byName = try CommandRunner.run(["check", "--all", "--no-cache", "--dictionary", "xx_TEST", text], environment: ["DICPATH": folder])
        XCTAssertEqual(byName.stdout.split(separator: "\n").map { $0.split(separator: "'")[1] }, ["recieve"], byName.stderr)
        let byPath = try CommandRunner.run(["check", "--all", "--no-cache", "--dictionary", folder + "/xx_TEST.dic", text])
        XCTAssertEqual(byPath.stdout.split(separator: "\n").map { $0.split(separator: "'")[1] }, ["recieve"], byPath.stderr)
    }

    /// Results cached with one version of a dictionary are not reused with another.
    func testTheResultCacheKnowsTheDictionariesBytes() throws {
        let folder = try dictionaryFolder("xx_TEST", words: ["zorblax"])
        let text = file("e.txt", "zorblax blorptz\n")
        let environment = ["DICPATH": folder, "XDG_CACHE_HOME": folder + "/cache"]
        XCTAssertEqual(try CommandRunner.run(["check", "--all", "--dictionary", "xx_TEST", text], environment: environment).status, 1)
        try writeDictionary("xx_TEST", words: ["zorblax", "blorptz"], in: folder)
        XCTAssertEqual(try CommandRunner.run(["check", "--all", "--dictionary", "xx_TEST", text], environment: environment).status, 0)
    }

    /// The project's dictionaries/ is beside its .inkstone.json, wherever check runs.
    func testTheProjectsDictionariesFolderIsBesideItsConfig() throws {
        let root = NSTemporaryDirectory() + "inkstone-projdic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/dictionaries", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "{languages: ['xx_PROJ']}".write(toFile: root + "/.inkstone.json", atomically: true, encoding: .utf8)
        try writeDictionary("xx_PROJ", words: ["zorblax"], in: root + "/dictionaries")
        try "zorblax blorptz\n".write(toFile: root + "/docs/f.txt", atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["check", "--all", "--no-cache", "f.txt"], in: root + "/docs")
        XCTAssertEqual(result.stdout.split(separator: "\n").map { $0.split(separator: "'")[1] }, ["blorptz"], result.stderr)
    }

    /// One run over two projects: each file is checked with its own project's dictionary
    /// of the same name.
    func testTwoProjectsInOneRunUseTheirOwnDictionaries() throws {
        let root = NSTemporaryDirectory() + "inkstone-twoproj-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (project, word) in [("a", "zorblax"), ("b", "blorptz")] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(project)/dictionaries", withIntermediateDirectories: true)
            try "{languages: ['xx_OWN']}".write(toFile: "\(root)/\(project)/.inkstone.json", atomically: true, encoding: .utf8)
            try writeDictionary("xx_OWN", words: [word], in: "\(root)/\(project)/dictionaries")
            try "zorblax blorptz\n".write(toFile: "\(root)/\(project)/f.txt", atomically: true, encoding: .utf8)
        }
        let result = try CommandRunner.run(["check", "--all", "--no-cache", "a/f.txt", "b/f.txt"], in: root)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { "\($0.prefix(3))\($0.split(separator: "'")[1])" }, ["a/fblorptz", "b/fzorblax"], result.stderr)
    }

    func testAMissingDictionaryIsAUsageErrorWithTheFix() throws {
        let result = try CommandRunner.run(["check", "--dictionary", "xx_YY", file("b.txt", "x")])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("DICPATH"), result.stderr)
    }
}

final class CheckCommandFolderTests: XCTestCase {
    func testFoldersAreWalkedInOrderHonouringGitignoreAndSkippingBinaries() throws {
        let root = NSTemporaryDirectory() + "inkstone-checkdir-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, text) in [(".gitignore", "ignored.md\n"), ("docs/b.md", "teh\n"), ("a.md", "recieve\n"), ("ignored.md", "wrng\n")] {
            FileManager.default.createFile(atPath: root + "/" + name, contents: Data(text.utf8))
        }
        FileManager.default.createFile(atPath: root + "/image.bin", contents: Data([0x61, 0x00]))
        let large = String(repeating: "A line of prose wth a misspelling.\n", count: (2 << 20) / 35 + 1)
        FileManager.default.createFile(atPath: root + "/large.txt", contents: Data(large.utf8))
        let result = try CommandRunner.run(["check", "--verbose", "."], in: root)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { $0.split(separator: ":").first! }, ["a.md", "docs/b.md"])
        XCTAssertTrue(result.stderr.contains("skipped image.bin: binary"), result.stderr)
        XCTAssertTrue(result.stderr.contains("ignored.md: ignored"), result.stderr)
        XCTAssertTrue(result.stderr.contains("skipped large.txt: larger than 2 MB"), result.stderr)
    }

    func testTextIsColouredOnlyWhenAskedOrOnATerminal() throws {
        let path = NSTemporaryDirectory() + "inkstone-colour-\(UUID().uuidString).md"
        FileManager.default.createFile(atPath: path, contents: Data("We recieve it it.\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let always = try CommandRunner.run(["check", "--no-cache", "--color", "always", path])
        XCTAssertTrue(always.stdout.contains("\u{1B}[31mcorrection\u{1B}[0m: \u{1B}[1m'recieve'\u{1B}[0m"), always.stdout)
        XCTAssertTrue(always.stdout.contains("\u{1B}[31mgrammar\u{1B}[0m"), "typos and grammar alike are red: \(always.stdout)")
        let plain = try CommandRunner.run(["check", "--no-cache", path])
        XCTAssertFalse(plain.stdout.contains("\u{1B}"), "a pipe is not a terminal")
        XCTAssertEqual(plain.stdout.split(separator: "\n").count, 2)
        XCTAssertEqual(always.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression), plain.stdout)
        let wrong = try CommandRunner.run(["check", "--color", "sometimes", path])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("--color takes 'auto', 'always', 'never'"), wrong.stderr)
    }

    /// On a terminal, a long run shows a progress line on standard error that it
    /// clears at the end, for the summary line; a pipe gets only the summary, and
    /// --quiet neither. (`script` gives the run a terminal.)
    func testALongRunShowsProgressOnATerminalOnly() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
              (try? CommandRunner.runProgram("/usr/bin/script", ["--version"]))?.stdout.contains("util-linux") == true
        else { throw XCTSkip("needs util-linux's script(1)") }
        let root = NSTemporaryDirectory() + "inkstone-progress-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for number in 0..<250 {
            FileManager.default.createFile(atPath: root + "/f\(number).txt", contents: Data("word \(number)\n".utf8))
        }
        let inkstone = CommandRunner.executable.path
        let terminal = try CommandRunner.runProgram("/usr/bin/script", ["-qfec", "\(inkstone) check --no-cache \(root) > /dev/null", "/dev/null"])
        XCTAssertNotNil(terminal.stdout.range(of: #"\rchecked [0-9]+ of 250 files"#, options: .regularExpression),
                        terminal.stdout.debugDescription)
        XCTAssertTrue(terminal.stdout.contains("\r\u{1B}[Kinkstone: check: 0 findings in 0 files; 250 files checked, 0 skipped; "),
                      "the line is cleared at the end, for the summary")
        let piped = try CommandRunner.run(["check", "--no-cache", root])
        XCTAssertTrue(piped.stderr.hasPrefix("inkstone: check: 0 findings"), piped.stderr)
        XCTAssertFalse(piped.stderr.contains("\r"))
        XCTAssertEqual(try CommandRunner.run(["check", "--no-cache", "--quiet", root]).stderr, "")
    }

    func testSarifHasTheRequiredStructure() throws {
        let path = NSTemporaryDirectory() + "inkstone-sarif-\(UUID().uuidString).md"
        FileManager.default.createFile(atPath: path, contents: Data("We recieve it it.\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CommandRunner.run(["check", "--format", "sarif", path])
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(report?["version"] as? String, "2.1.0")
        let run = (report?["runs"] as? [[String: Any]])?.first
        let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        XCTAssertEqual(driver?["name"] as? String, "inkstone")
        XCTAssertEqual((driver?["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }, ["repeated-word", "spelling"])
        let results = run?["results"] as? [[String: Any]] ?? []
        XCTAssertEqual(results.count, 2)
        for result in results {
            XCTAssertNotNil(result["ruleId"] as? String)
            XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String)
            let location = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            XCTAssertNotNil((location?["artifactLocation"] as? [String: Any])?["uri"] as? String)
            XCTAssertNotNil((location?["region"] as? [String: Any])?["startLine"] as? Int)
        }
    }
}

final class LearnCommandTests: XCTestCase {
    func testLearnedWordsAreNotReportedByCheck() throws {
        let home = NSTemporaryDirectory() + "inkstone-home-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        FileManager.default.createFile(atPath: home + "/a.md", contents: Data("Frobnik rules.\n".utf8))
        let environment = ["XDG_CONFIG_HOME": home + "/config"]
        XCTAssertEqual(try CommandRunner.run(["check", "--all", home + "/a.md"], environment: environment).status, 1)
        let learned = try CommandRunner.run(["learn", "Frobnik"], environment: environment)
        XCTAssertTrue(learned.stdout.contains("learned 'Frobnik'"), learned.stdout)
        XCTAssertEqual(try CommandRunner.run(["check", "--all", home + "/a.md"], environment: environment).status, 0)
    }

    /// `learn --project` writes beside the nearest .inkstone.json, for everyone who
    /// checks the project; files outside it still report the word.
    func testProjectWordsAreSharedByEveryFileOfTheProject() throws {
        let home = NSTemporaryDirectory() + "inkstone-project-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/project/docs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        FileManager.default.createFile(atPath: home + "/project/.inkstone.json", contents: Data("{}".utf8))
        FileManager.default.createFile(atPath: home + "/project/docs/a.md", contents: Data("Frobnik rules.\n".utf8))
        FileManager.default.createFile(atPath: home + "/outside.md", contents: Data("Frobnik rules.\n".utf8))
        let environment = ["XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache"]
        XCTAssertEqual(try CommandRunner.run(["check", "--all", "docs/a.md"], in: home + "/project", environment: environment).status, 1)

        let learned = try CommandRunner.run(["learn", "--project", "Frobnik"], in: home + "/project/docs", environment: environment)
        XCTAssertEqual(learned.status, 0, learned.stderr)
        XCTAssertEqual(try String(contentsOfFile: home + "/project/.inkstone-words.txt", encoding: .utf8), "Frobnik\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/config/inkstone/words.txt"), "not the personal list")
        XCTAssertEqual(try CommandRunner.run(["check", "--all", "docs/a.md"], in: home + "/project", environment: environment).status, 0,
                       "the cached result of the first run is not reused")
        XCTAssertEqual(try CommandRunner.run(["check", "--all", home + "/outside.md"], environment: environment).status, 1)

        let refused = try CommandRunner.run(["learn", "--project", "Frobnik"], in: home, environment: environment)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("no .inkstone.json in this folder or above"), refused.stderr)
    }
}

/// A walk over a small repository checks what people wrote and skips the rest,
/// saying why (fixtures/repos/selection; issue #14, items 1 and 9).
final class WalkSelectionCommandTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures/repos/selection").path

    func testAWalkChecksProseCodeIncludesAndOverridesAndSkipsTheRest() throws {
        let result = try CommandRunner.run(["check", "--all", "--no-cache", "--verbose", Self.repository])
        let flagged = Set(result.stdout.split(separator: "\n").map { line in
            String(line.split(separator: ":")[0].dropFirst(Self.repository.count + 1))
        })
        XCTAssertEqual(flagged, ["CHANGELOG", "README", "data/keep.csv", "docs/guide.md", "notes.txt", "site/page.mdx"], result.stdout)
        for (path, reason) in [("data/sample.csv", "data or build output"), ("yarn.lock", "a lock or checksum file"),
                               ("vendor/lib/lib.js", "vendored code"), ("gen.go", "marked generated"),
                               ("plugin.zsh", "no grammar for .zsh files"), ("site/icon.svg", "data or build output"),
                               ("site/app.min.js", "data or build output"), ("site/bundle.js", "minified")] {
            XCTAssertTrue(result.stderr.contains("skipped \(Self.repository)/\(path): \(reason)"), "\(path)\n\(result.stderr)")
        }
        XCTAssertEqual(result.status, 1)
    }

    func testANamedFileOfAKindAWalkSkipsIsCheckedWhenForced() throws {
        let named = try CommandRunner.run(["check", "--all", "--no-cache", Self.repository + "/data/sample.csv"])
        XCTAssertEqual(named.stdout, "", "as the walk (and a pre-commit hook) would: skipped")
        XCTAssertTrue(named.stderr.contains("data/sample.csv: data or build output, not prose (--force checks it)"), named.stderr)
        let forced = try CommandRunner.run(["check", "--all", "--no-cache", "--force", Self.repository + "/data/sample.csv"])
        XCTAssertTrue(forced.stdout.contains("'qwzx'"), forced.stdout)
    }

    func testTheSummaryCountsFindingsWordsFilesAndSkips() throws {
        let result = try CommandRunner.run(["check", "--no-cache", "--summary", Self.repository])
        XCTAssertEqual(result.status, 1)
        let text = result.stdout
        XCTAssertTrue(text.hasPrefix("6 findings in 6 files; 6 files checked, 9 skipped"), text)
        XCTAssertTrue(text.contains("findings by rule:\n        6  spelling"), text)
        XCTAssertTrue(text.contains("      1  no grammar for .zsh files"), text)
        XCTAssertTrue(text.contains("      4  data or build output, not prose"), "and .inkstone.json: \(text)")
    }

    func testUnknownWordsAreListedOnceWithTheirCounts() throws {
        let result = try CommandRunner.run(["check", "--no-cache", "--unknown-words", Self.repository])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("1\tprojcet"), result.stdout)
        XCTAssertEqual(lines, lines.sorted { $0.split(separator: "\t")[1] < $1.split(separator: "\t")[1] }, "ties in word order")
        XCTAssertEqual(try CommandRunner.run(["check", "--summary", "--format", "json", Self.repository]).status, 2)
        XCTAssertEqual(try CommandRunner.run(["check", "--summary", "--unknown-words", Self.repository]).status, 2)
    }
}

/// The project's names and its code's names are accepted in its prose, unless they are
/// near misses of a word (fixtures/repos/vocabulary; issue #14, item 3).
final class ProjectVocabularyCommandTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures/repos/vocabulary").path

    func testTheProjectsNamesPassAndTheTyposItsCodeShares() throws {
        let result = try CommandRunner.run(["check", "--no-cache", Self.repository])
        let words = result.stdout.split(separator: "\n").map { line in
            (String(line.split(separator: ":")[0].dropFirst(Self.repository.count + 1)), line.split(separator: "'")[1])
        }
        XCTAssertFalse(words.contains { ["zapgrep", "Zapgrep", "zg", "zapgrep's"].contains($0.1) }, "nor a sentence start: \(result.stdout)")
        XCTAssertTrue(words.contains { $0 == ("src/main.rs", "recieve") }, "the string's typo, though the code says recieve_data")
        XCTAssertTrue(words.contains { $0 == ("README.md", "dynamicaly") }, result.stdout)
        XCTAssertFalse(words.contains { $0 == ("src/main.rs", "reloader") }, "the file's own function")
        XCTAssertFalse(words.contains { $0 == ("README.md", "reloader") }, "another file's function")
        let cached = try CommandRunner.run(["check", Self.repository])
        XCTAssertEqual(try CommandRunner.run(["check", Self.repository]).stdout, cached.stdout, "the names come from the cache too")
        XCTAssertEqual(cached.stdout, result.stdout)
    }
}

/// The packages a manifest declares are the project's words, though `vitest` is one
/// slip from `vilest` and `leran` a swap of `learn` (issue #26); a word beside them is
/// still checked.
final class DependencyNamesCommandTests: XCTestCase {
    func testADeclaredDependencyIsNoTypo() throws {
        let root = NSTemporaryDirectory() + "inkstone-dependencies-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try #"{"name": "store", "devDependencies": {"vitest": "^2", "leran": "^8"}}"#.write(toFile: root + "/package.json", atomically: true, encoding: .utf8)
        try "Run vitest, or leran for the release; see teh docs. Both vitests pass.\n".write(toFile: root + "/README.md", atomically: true, encoding: .utf8)
        let declared = try CommandRunner.run(["check", "--no-cache", "README.md"], in: root)
        XCTAssertEqual(declared.stdout.split(separator: "\n").map { $0.split(separator: "'")[1] }, ["teh"], declared.stdout)
        try FileManager.default.removeItem(atPath: root + "/package.json")
        let undeclared = try CommandRunner.run(["check", "--no-cache", "README.md"], in: root)
        // `vitest` is two edits from a common word: no typo by its shape (issue #50), an unknown word.
        XCTAssertEqual(undeclared.stdout.split(separator: "\n").map { $0.split(separator: "'")[1] }, ["leran", "teh"], undeclared.stdout)
    }
}

/// A changelog's credits, handles, compounds, plurals and host names are read in
/// context; its one typo is found (fixtures/repos/context; issue #14, item 5).
final class ChangelogContextCommandTests: XCTestCase {
    func testOnlyTheChangelogsTypoIsReported() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("fixtures/repos/context/CHANGELOG.md").path
        // A file of the project's fixtures: a walk from the repository's root skips it as test data.
        let result = try CommandRunner.run(["check", "--no-cache", "--force", path])
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.dropFirst(path.count + 1)) },
                       ["8:13: correction: 'fetaure' → feature, features, featured"])
    }
}

/// Translated docs and paragraphs in other languages are not checked as English: a
/// path names a translation's language, an override sets one outright, and a paragraph
/// no installed dictionary reads is left unread and counted (fixtures/repos/translated;
/// issue #14, item 2).
final class TranslatedDocsCommandTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures/repos/translated").path

    func testOnlyTheEnglishTyposAreReportedAndTheRestIsCounted() throws {
        // The expectations hold where a French dictionary is installed and no German one
        // (Debian with hunspell-en-us and hunspell-fr, as `make test` sets up).
        let installed = ["/usr/share/hunspell", "/usr/share/myspell/dicts", "/usr/share/myspell"].flatMap { folder in
            (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        }
        try XCTSkipIf(installed.contains { $0.hasPrefix("de") }, "a German dictionary is installed here")
        XCTAssertTrue(installed.contains { $0.hasPrefix("fr") }, "no French dictionary: scripts/setup.sh installs hunspell-fr")
        let result = try CommandRunner.run(["check", "--no-cache", "--verbose", Self.repository])
        let words = result.stdout.split(separator: "\n").map { line in
            "\(line.split(separator: ":")[0].dropFirst(Self.repository.count + 1)) \(line.split(separator: "'")[1])"
        }
        XCTAssertEqual(words, ["README.md documantation", "docs/en/index.md exemple", "docs/fr/index.md tpyo",
                               "examples/cs/README.md mistaek"], result.stdout)
        for path in ["README.de.md", "docs/de/index.md"] {
            XCTAssertTrue(result.stderr.contains("skipped \(Self.repository)/\(path): written in 'de', as its path says"), result.stderr)
        }
        // The French paragraph is read in French (it has no typo); the word in Cyrillic is not read.
        XCTAssertFalse(result.stderr.contains("README.md:5: not checked"), result.stderr)
        XCTAssertTrue(result.stderr.contains("README.md:7: not checked: 'код'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("; 1 passage in other languages not checked;"), result.stderr)
        let summary = try CommandRunner.run(["check", "--no-cache", "--summary", Self.repository]).stdout
        XCTAssertTrue(summary.hasPrefix("4 findings in 4 files; 4 files checked, 3 skipped (--verbose says why); 1 passage in other languages not checked"), summary)
        XCTAssertTrue(summary.contains("      2  written in 'de', as its path says"), summary)
    }

    /// Issue #26, item 4, with Debian's French dictionary (hunspell-fr, which
    /// scripts/setup.sh installs): the translation `README.fr.md` is checked in French
    /// (`ceuillir`), the French paragraph of `README.md` is read with it, the German one
    /// (no dictionary) is skipped and counted; the misspelt English paragraph is English.
    /// With the French index built properly (`FLAG long`) and readers using Hunspell's own
    /// suggestions, this costs seconds, not the minutes a cold cache took.
    func testATranslationIsCheckedWithItsOwnInstalledDictionary() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("fixtures/check/translations").path
        let result = try CommandRunner.run(["check", "--no-cache", "README.md", "README.fr.md"], in: folder,
                                           environment: ["XDG_CONFIG_HOME": "/tmp/inkstone-none"])
        let words = result.stdout.split(separator: "\n").map { "\($0.split(separator: ":")[0]) \($0.split(separator: "'")[1])" }
        XCTAssertTrue(words.contains("README.fr.md ceuillir"), "hunspell-fr missing? scripts/setup.sh installs it: \(result.stdout + result.stderr)")
        XCTAssertEqual(words, ["README.md recieve", "README.md Plese", "README.md chek", "README.md teh", "README.md atached", "README.md fiel",
                               "README.md tommorow", "README.fr.md ceuillir"], result.stdout)
        XCTAssertTrue(result.stderr.contains("1 passage in other languages not checked (--verbose names them)"), result.stderr)
        let verbose = try CommandRunner.run(["check", "--no-cache", "--verbose", "README.md"], in: folder,
                                            environment: ["XDG_CONFIG_HOME": "/tmp/inkstone-none"])
        XCTAssertTrue(verbose.stderr.contains("README.md:9: not checked: 'Der Garten"), verbose.stderr)
        XCTAssertTrue(verbose.stderr.contains("is in 'de', and no installed dictionary reads it (install a Hunspell dictionary for 'de', "
                                              + "as with 'apt search hunspell-de', or name one in the config's languages)"), verbose.stderr)
    }

    /// With a dictionary for the language, the translation and the foreign paragraph
    /// are checked with it, for spelling only.
    func testAnInstalledDictionaryReadsItsLanguage() throws {
        let root = NSTemporaryDirectory() + "inkstone-translated-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/dictionaries", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/docs/en", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/docs/de", withIntermediateDirectories: true)
        try "{}".write(toFile: root + "/.inkstone.json", atomically: true, encoding: .utf8)
        try "SET UTF-8\nTRY esnriatdhulcgmobfkzwpvjyxqäöüß\n".write(toFile: root + "/dictionaries/de_TEST.aff", atomically: true, encoding: .utf8)
        let german = ["Dieses", "Projekt", "hält", "seine", "Dokumentation", "in", "mehreren", "Sprachen", "bereit", "Erste", "Schritte"]
        try ([String(german.count)] + german).map { $0 + "\n" }.joined()
            .write(toFile: root + "/dictionaries/de_TEST.dic", atomically: true, encoding: .utf8)
        try "We recieve it.\n\nDieses Projekt hält seine Dokumentaton in mehreren Sprachen bereit.\n"
            .write(toFile: root + "/README.md", atomically: true, encoding: .utf8)
        try "# Erste Schritte\n\nDieses Projekt hält seine Dokumentation in mehreren Sprachn bereit.\n"
            .write(toFile: root + "/docs/de/index.md", atomically: true, encoding: .utf8)
        try "# Getting started\n".write(toFile: root + "/docs/en/index.md", atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["check", "--no-cache", "."], in: root)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { "\($0.split(separator: ":")[0]) \($0.split(separator: "'")[1])" },
                       ["README.md recieve", "README.md Dokumentaton", "docs/de/index.md Sprachn"], result.stdout + result.stderr)
    }

    /// A project with no repository and no `.inkstone.json` above it (a release tarball,
    /// a `git archive`), checked from its root, reads its paths as its clone does: its
    /// `docs/de/` is German, not English with `ist` for `is`.
    func testAnUnpackedArchiveIsReadFromWhereTheCheckStarts() throws {
        let installed = ["/usr/share/hunspell", "/usr/share/myspell/dicts", "/usr/share/myspell"].flatMap { folder in
            (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        }
        try XCTSkipIf(installed.contains { $0.hasPrefix("de") }, "a German dictionary is installed here")
        let root = NSTemporaryDirectory() + "inkstone-archive-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["docs/en", "docs/de"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try "# Erste Schritte\n\nDas ist ein Pflichtfeld.\n".write(toFile: root + "/docs/de/index.md", atomically: true, encoding: .utf8)
        try "# Getting started\n\nWe recieve it.\n".write(toFile: root + "/docs/en/index.md", atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["check", "--no-cache", "--verbose", "."], in: root,
                                           environment: ["XDG_CONFIG_HOME": "/tmp/inkstone-none"])
        XCTAssertEqual(result.stdout.split(separator: "\n").map { "\($0.split(separator: ":")[0]) \($0.split(separator: "'")[1])" },
                       ["docs/en/index.md recieve"], result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("docs/de/index.md: written in 'de', as its path says"), result.stderr)
        // Named from another folder, the folder walked is the project's base alike.
        let named = try CommandRunner.run(["check", "--no-cache", "--verbose", root], in: "/",
                                          environment: ["XDG_CONFIG_HOME": "/tmp/inkstone-none"])
        XCTAssertTrue(named.stdout.contains("docs/en/index.md:") && !named.stdout.contains("docs/de/index.md:"), named.stdout + named.stderr)
        XCTAssertTrue(named.stderr.contains("docs/de/index.md: written in 'de', as its path says"), named.stderr)
    }
}

/// `--summary` computes no suggestions (nothing shows them), and a run after it still
/// shows them: the cache keeps the two apart (issue #14, item 8).
final class SummaryCacheCommandTests: XCTestCase {
    func testASummaryRunLeavesTheSuggestionsOfTheNextRunAlone() throws {
        let cache = NSTemporaryDirectory() + "inkstone-summary-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let path = NSTemporaryDirectory() + "inkstone-summary-\(UUID().uuidString).md"
        FileManager.default.createFile(atPath: path, contents: Data("We recieve it.\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let summary = try CommandRunner.run(["check", "--summary", path], environment: ["XDG_CACHE_HOME": cache])
        XCTAssertTrue(summary.stdout.contains("1  recieve"), summary.stdout)
        let findings = try CommandRunner.run(["check", path], environment: ["XDG_CACHE_HOME": cache])
        XCTAssertTrue(findings.stdout.contains("'recieve' → receive"), findings.stdout)
    }
}
