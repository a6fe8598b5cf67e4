import Foundation
import XCTest

/// `init`, `unlearn`, and how every command reads its options.
final class ProjectCommandsTests: XCTestCase {
    private func folder() throws -> String {
        try temporaryFolder("project")
    }

    func testInitWritesACommentedConfigThatLoadsAndRefusesToOverwrite() throws {
        let folder = try folder()
        FileManager.default.createFile(atPath: folder + "/README.md", contents: Data("All is well.\n".utf8))
        FileManager.default.createFile(atPath: folder + "/tool.py", contents: Data("# A tool.\nx = 1\n".utf8))
        let result = try CommandRunner.run(["init"], in: folder, environment: ["LANG": "C.UTF-8", "LC_ALL": ""])
        XCTAssertEqual(result.status, 0, result.stderr)
        let config = try String(contentsOfFile: folder + "/.inkstone.json", encoding: .utf8)
        XCTAssertTrue(config.contains("languages: ['en_US'],"), config)
        XCTAssertTrue(config.contains("by language: markdown 1, python 1."), config)
        XCTAssertTrue(config.hasPrefix("// "), "commented")
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/.inkstone-words.txt"), Data())
        // The file it wrote is a config the checker accepts.
        XCTAssertEqual(try CommandRunner.run(["check", "--quiet", "."], in: folder).status, 0)
        let again = try CommandRunner.run(["init"], in: folder)
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderr.contains(".inkstone.json exists already"), again.stderr)
        XCTAssertEqual(try String(contentsOfFile: folder + "/.inkstone.json", encoding: .utf8), config, "left as it was")
    }

    /// Issue #26, item 4: init names the translations its paths show, with the
    /// dictionary each is read with or the one to install (setup installs hunspell-fr,
    /// no German one).
    func testInitNamesTheDictionariesTheTranslationsNeed() throws {
        let folder = try folder()
        let german = "Dieser Absatz ist auf Deutsch geschrieben, damit der Detektor ihn als Deutsch erkennt und zählt.\n"
        for (path, text) in [("README.md", "Hello.\n\n" + german), ("README.fr.md", "Bonjour.\n"), ("docs/de/index.md", "Hallo.\n"),
                             ("docs/en/index.md", "Hello.\n")] {
            try FileManager.default.createDirectory(atPath: folder + "/" + (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: folder + "/" + path, contents: Data(text.utf8))
        }
        let installed = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/share/hunspell")) ?? []
        try XCTSkipIf(installed.contains { $0.hasPrefix("de") }, "a German dictionary is installed here")
        let result = try CommandRunner.run(["init"], in: folder, environment: ["LANG": "C.UTF-8", "LC_ALL": ""])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("translation: 'de', 1 file: no 'de' dictionary is installed"), result.stdout)
        XCTAssertTrue(result.stdout.contains("apt search hunspell-de"), result.stdout)
        XCTAssertTrue(result.stdout.contains("translation: 'fr', 1 file: checked with fr"), result.stdout)
        XCTAssertFalse(result.stdout.contains("'en'"), "English is the project's own language")
        // Issue #26, item 4: a paragraph the language identifier reads in German, in an English file.
        XCTAssertTrue(result.stdout.contains("paragraphs: 'de', 1 paragraph: no 'de' dictionary is installed"), result.stdout)
        let config = try String(contentsOfFile: folder + "/.inkstone.json", encoding: .utf8)
        XCTAssertTrue(config.contains("// Translations by their paths: 'de', 1 file"), config)
        XCTAssertTrue(config.contains("// Paragraphs in another language: 'de', 1 paragraph"), config)
        XCTAssertEqual(try CommandRunner.run(["check", "--quiet", "."], in: folder).status, 0, "the config it wrote loads")
    }

    func testUnlearnTakesAWordOutAgain() throws {
        let config = try folder()
        let environment = ["XDG_CONFIG_HOME": config]
        let text = try folder() + "/a.txt"
        FileManager.default.createFile(atPath: text, contents: Data("Say Zorblax.\n".utf8))
        XCTAssertEqual(try CommandRunner.run(["check", "--all", "--quiet", "--no-cache", text], environment: environment).status, 1)
        _ = try CommandRunner.run(["learn", "Zorblax", "Quuxly"], environment: environment)
        XCTAssertEqual(try CommandRunner.run(["check", "--all", "--quiet", "--no-cache", text], environment: environment).status, 0)
        let removed = try CommandRunner.run(["unlearn", "Zorblax"], environment: environment)
        XCTAssertEqual(removed.status, 0)
        XCTAssertTrue(removed.stdout.hasPrefix("unlearned 'Zorblax'"), removed.stdout)
        XCTAssertEqual(try String(contentsOfFile: config + "/inkstone/words.txt", encoding: .utf8), "Quuxly\n")
        XCTAssertEqual(try CommandRunner.run(["check", "--all", "--quiet", "--no-cache", text], environment: environment).status, 1)
        XCTAssertTrue(try CommandRunner.run(["unlearn", "Zorblax"], environment: environment).stdout.contains("is not in"))
    }

    /// `--name=value` as well as `--name value`, and `--` before a file named like an option.
    func testOptionsTakeEqualsAndADoubleDashEndsThem() throws {
        let folder = try folder()
        FileManager.default.createFile(atPath: folder + "/-odd.txt", contents: Data("It is is here.\n".utf8))
        let result = try CommandRunner.run(["check", "--format=json", "--quiet", "--", "-odd.txt"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"rule\":\"repeated-word\""), result.stdout)
        XCTAssertTrue(try CommandRunner.run(["check", "--verbose=yes", "."], in: folder).stderr.contains("'--verbose' takes no value"))
        XCTAssertTrue(try CommandRunner.run(["check", "--bogus=1", "."], in: folder).stderr.contains("unknown option '--bogus'"))
    }

    func testACheckEndsWithASummaryLineUnlessQuiet() throws {
        let folder = try folder()
        FileManager.default.createFile(atPath: folder + "/a.txt", contents: Data("It is is here.\n".utf8))
        FileManager.default.createFile(atPath: folder + "/b.txt", contents: Data("Fine.\n".utf8))
        FileManager.default.createFile(atPath: folder + "/c.png", contents: Data([0x89, 0x50, 0x4E, 0x47, 0, 1]))
        let loud = try CommandRunner.run(["check", "."], in: folder)
        XCTAssertTrue(loud.stderr.contains("check: 1 finding in 1 file; 2 files checked, 1 skipped (--verbose says why); "), loud.stderr)
        XCTAssertEqual(try CommandRunner.run(["check", "--quiet", "."], in: folder).stderr, "")
    }
}
