@testable import inkstone
import Foundation
import XCTest

/// `inkstone init` takes the words another checker's settings accept (issue #53, item 7).
final class ImportedWordsTests: XCTestCase {
    private func tree(_ files: [(String, String)]) throws -> String {
        let folder = try temporaryFolder("import")
        for (path, text) in files {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    func testCSpellsWordsIgnoreWordsAndWordFilesAreTaken() throws {
        let folder = try tree([
            ("cspell.json", "// settings\n{ \"words\": [\"Zorblax\", \"kubectl\",], \"ignoreWords\": [\"Frobnik\"],\n"
                + "  \"dictionaryDefinitions\": [{ \"name\": \"p\", \"path\": \"./project-words.txt\" }] }\n"),
            ("project-words.txt", "quuxly\n# a comment\n"),
            ("cspell.config.yaml", "version: \"0.2\"\nwords:\n  - Blorp # ours\n  - 'snarf'\nignoreWords: [grault, garply]\n"),
            ("cspell.config.js", "module.exports = { words: ['x'] }\n"),
        ])
        let found = ImportedWords.found(in: folder)
        XCTAssertEqual(found.map(\.source), ["cspell.json", "cspell.config.yaml", "cspell.config.js"])
        XCTAssertEqual(found[0].words, ["Zorblax", "kubectl", "Frobnik", "quuxly"])
        XCTAssertEqual(found[0].keys, ["words", "ignoreWords", "project-words.txt"])
        XCTAssertEqual(found[1].words, ["Blorp", "snarf", "grault", "garply"])
        XCTAssertTrue(found[2].notes.first?.contains("JavaScript") == true, "\(found[2].notes)")
    }

    func testTyposWordsAreTakenAndItsCorrectionsFlagged() throws {
        let folder = try tree([
            ("_typos.toml", "[default.extend-words]\nratatui = \"ratatui\"\nteh = \"the\" # ours\n\n[type.po.extend-identifiers]\n\"Foo_Bar\" = \"Foo_Bar\"\n"),
            ("pyproject.toml", "[tool.typos.default]\nextend-words = { nd = \"nd\" }\n"),
        ])
        let found = ImportedWords.found(in: folder)
        XCTAssertEqual(found.map(\.words), [["ratatui", "Foo_Bar"], ["nd"]])
        XCTAssertEqual(found[0].corrections, [.init(typo: "teh", fix: "the")])
        XCTAssertEqual(found[0].keys, ["default.extend-words", "type.po.extend-identifiers"])
    }

    func testCodespellsIgnoreListsAreTakenFromEachPlace() throws {
        let folder = try tree([
            (".codespellrc", "[codespell]\nskip = *.po\nignore-words-list = crate,ser,\n  nd\nignore-words = words.txt\n"),
            ("words.txt", "hel\n"),
            ("setup.cfg", "[metadata]\nname = x\n[codespell]\nignore_words_list = fo\n"),
        ])
        XCTAssertEqual(ImportedWords.found(in: folder).map(\.words), [["crate", "ser", "nd", "hel"], ["fo"]])
    }

    func testValesVocabularyWordsAreTakenAndItsPatternsLeft() throws {
        let folder = try tree([
            (".vale.ini", "StylesPath = .github/styles\nVocab = Base, Docs\n[*.md]\nBasedOnStyles = Vale\n"),
            (".github/styles/config/vocabularies/Base/accept.txt", "Inkstone\n[Oo]bsidian\nHunspell\n"),
            (".github/styles/Vocab/Docs/accept.txt", "Runestone\n"),
        ])
        let found = ImportedWords.found(in: folder)
        XCTAssertEqual(found.map(\.words), [["Inkstone", "Hunspell"], ["Runestone"]])
        XCTAssertEqual(found[0].notes, ["1 entry of .github/styles/config/vocabularies/Base/accept.txt is a regular expression, not taken"])
    }

    func testASettingsFileCannotReachOutsideTheProject() throws {
        let folder = try tree([(".codespellrc", "[codespell]\nignore-words = ../../etc/passwd,/etc/passwd\n")])
        XCTAssertEqual(ImportedWords.found(in: folder).first?.words, [])
    }

    func testInitWritesTheWordsAndTheCorrectionsAndSaysWhereEachCameFrom() throws {
        let folder = try tree([("cspell.json", "{ \"words\": [\"Zorblax\"] }\n"), ("_typos.toml", "[default.extend-words]\nteh = \"the\"\n"),
                               ("README.md", "Zorblax is teh tool.\n")])
        let result = try CommandRunner.run(["init"], in: folder, environment: ["LANG": "C.UTF-8", "LC_ALL": ""])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("took 1 word from cspell.json (words)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("took 1 correction from _typos.toml (default.extend-words)"), result.stdout)
        XCTAssertEqual(try String(contentsOfFile: folder + "/.inkstone-words.txt", encoding: .utf8), "Zorblax\n")
        let check = try CommandRunner.run(["check", "--all", "--no-cache", "--format", "short", "README.md"], in: folder)
        XCTAssertEqual(check.stdout.split(separator: "\n").map { $0.split(separator: "'")[1] }, ["teh"], check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("→ the"), check.stdout)
    }
}
