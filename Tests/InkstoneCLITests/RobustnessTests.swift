import Foundation
import XCTest

/// The robustness defects of issue #12, each by its id: no crash, no hang, no silent
/// pass, nothing lost. Every test runs the real executable, as a user would.
final class RobustnessTests: XCTestCase {
    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "inkstone-robust-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private func write(_ text: String, to path: String) {
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    private func shell(_ script: String, in folder: String, environment: [String: String] = [:]) throws -> CommandRunner.Result {
        try CommandRunner.runProgram("/bin/sh", ["-c", script], in: folder,
                                     environment: ["INKSTONE": CommandRunner.executable.path].merging(environment) { $1 })
    }

    private func assertNoCrash(_ result: CommandRunner.Result, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue((0...2).contains(result.status), "status \(result.status) \(message)", file: file, line: line)
        for sign in ["Fatal error", "crashed", "Backtrac", "Assertion"] {
            XCTAssertFalse(result.stderr.contains(sign), "\(message): \(result.stderr.prefix(400))", file: file, line: line)
        }
    }

    // MARK: Crashes and hangs

    func testC1DeeplyNestedMarkdownIsCheckedAndTheWalkGoesOn() throws {
        let root = try folder()
        write(String(repeating: ">", count: 256) + "\n", to: root + "/quotes.md")
        write(String(repeating: "- ", count: 300) + "speling\n", to: root + "/items.md")
        write(String(repeating: "> ", count: 200) + "\n" + String(repeating: "  ", count: 130) + "- x\n", to: root + "/mixed.md")
        write("A speling here.\n", to: root + "/z.md")
        let result = try CommandRunner.run(["check", "--format", "sarif", "."], in: root)
        assertNoCrash(result)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("z.md"), "the other files' findings are reported")
        XCTAssertTrue(result.stdout.contains("items.md"), "text past the nesting limit is still checked")
    }

    func testH1NestedLinksAreRefusedQuicklyAndNamed() throws {
        let root = try folder()
        write(String(repeating: "[a](", count: 50_000) + "x" + String(repeating: ")", count: 50_000) + "\n", to: root + "/links.md")
        write(String(repeating: "_a ", count: 30_000) + "speling\n", to: root + "/emphasis.md")
        let result = try CommandRunner.run(["check", "links.md", "emphasis.md"], in: root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("links.md:1: not checked: Markdown inline markup nested more than 256 levels"), result.stderr)
        XCTAssertTrue(result.stderr.contains("emphasis.md:1: not checked: a Markdown paragraph holds more than"), result.stderr)
    }

    func testC2RangesThatOverflowAreScriptErrors() throws {
        let root = try folder()
        for (index, op) in [#"{"op":"delete","range":[9223372036854775807,1]}"#, #"{"op":"select","range":[1,9223372036854775807]}"#,
                            #"{"op":"replace","range":[-9223372036854775807,-9],"text":"x"}"#].enumerated() {
            write("{\"op\":\"load\",\"text\":\"hello\"}\n" + op + "\n", to: root + "/s\(index).jsonl")
            let result = try CommandRunner.run(["run", "s\(index).jsonl"], in: root)
            assertNoCrash(result, op)
            XCTAssertEqual(result.status, 2, op)
            XCTAssertTrue(result.stderr.contains("s\(index).jsonl:2: \"range\""), result.stderr)
        }
    }

    func testC3AFullDiskAClosedPipeAndAClosedStdinAreAnswersNotTraps() throws {
        let root = try folder()
        write("A speling.\n", to: root + "/a.md")
        let full = try shell(#""$INKSTONE" check a.md > /dev/full"#, in: root)
        assertNoCrash(full)
        XCTAssertEqual(full.status, 2)
        XCTAssertTrue(full.stderr.contains("cannot write to standard output: No space left on device"), full.stderr)
        // The reader goes away: a quiet end, whether SIGPIPE is ignored or not.
        let lines = (0..<3000).map { "Line \($0) has a speling." }.joined(separator: "\n")
        write(lines + "\n", to: root + "/many.md")
        for trap in ["", "trap '' PIPE; "] {
            let pipe = try shell(trap + #""$INKSTONE" check --no-cache many.md | head -c 10 > /dev/null"#, in: root)
            XCTAssertEqual(pipe.stderr, "", trap)
        }
        let closed = try shell(#""$INKSTONE" check --stdin <&-"#, in: root)
        assertNoCrash(closed)
        XCTAssertEqual(closed.status, 2)
        XCTAssertTrue(closed.stderr.contains("cannot read standard input"), closed.stderr)
        let closedRun = try shell(#""$INKSTONE" run - <&-"#, in: root)
        assertNoCrash(closedRun)
        XCTAssertEqual(closedRun.status, 2)
    }

    func testC4ACacheEntryWithAnOutOfRangeFindingIsCheckedAgain() throws {
        let root = try folder()
        let cache = root + "/cache"
        write("A speling.\n", to: root + "/a.md")
        let first = try CommandRunner.run(["check", "a.md"], in: root, environment: ["XDG_CACHE_HOME": cache])
        XCTAssertEqual(first.status, 1)
        let results = cache + "/inkstone/results"
        let entries = try FileManager.default.contentsOfDirectory(atPath: results).filter { $0.hasSuffix(".json") }
        XCTAssertEqual(entries.count, 1)
        let damaged = try String(contentsOfFile: results + "/" + entries[0], encoding: .utf8)
            .replacingOccurrences(of: #""range":[2,7]"#, with: #""range":[1000000,7]"#)
        XCTAssertTrue(damaged.contains("1000000"))
        write(damaged, to: results + "/" + entries[0])
        let second = try CommandRunner.run(["check", "a.md"], in: root, environment: ["XDG_CACHE_HOME": cache])
        assertNoCrash(second)
        XCTAssertEqual(second.stdout, first.stdout)
    }

    // MARK: Wrong results

    func testW1AFileThatCannotBeParsedIsReportedAndNeverCachedAsClean() throws {
        let root = try folder()
        let cache = root + "/cache"
        write(String(repeating: "*", count: 30_000) + "speling" + String(repeating: "*", count: 30_000) + "\n", to: root + "/e.md")
        for _ in 0..<2 {
            let result = try CommandRunner.run(["check", "e.md"], in: root, environment: ["XDG_CACHE_HOME": cache])
            XCTAssertEqual(result.status, 2)
            XCTAssertTrue(result.stderr.contains("e.md: not checked: the markdown parser gave up"), result.stderr)
        }
        let results = cache + "/inkstone/results"
        XCTAssertEqual((try? FileManager.default.contentsOfDirectory(atPath: results))?.filter { $0.hasSuffix(".json") } ?? [], [])
        // In a walk too: a file whose prose was never read is never a silent pass.
        let walk = try CommandRunner.run(["check", "."], in: root, environment: ["XDG_CACHE_HOME": cache])
        XCTAssertEqual(walk.status, 2)
    }

    func testW2NamedFilesThatCannotBeCheckedAreInputErrorsButAWalkSkipsThem() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/u.md", contents: Data([0xFF, 0xFE] + Array("A speling.\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        FileManager.default.createFile(atPath: root + "/b.bin", contents: Data([0x41, 0x00, 0x42]))
        FileManager.default.createFile(atPath: root + "/big.md", contents: Data(repeating: 0x61, count: (2 << 20) + 1))
        FileManager.default.createFile(atPath: root + "/latin.txt", contents: Data([0x43, 0x61, 0x66, 0xE9, 0x0A]))
        let expected = ["u.md": "UTF-16LE", "b.bin": "binary", "big.md": "larger than 2 MB", "latin.txt": "not valid UTF-8 at byte 3"]
        for (name, message) in expected {
            let result = try CommandRunner.run(["check", name], in: root)
            XCTAssertEqual(result.status, 2, name)
            XCTAssertTrue(result.stderr.contains(name) && result.stderr.contains(message), "\(name): \(result.stderr)")
        }
        write("All is well.\n", to: root + "/ok.md")
        let walk = try CommandRunner.run(["check", "--verbose", "."], in: root)
        XCTAssertEqual(walk.status, 0, walk.stderr)
        for (name, _) in expected { XCTAssertTrue(walk.stderr.contains("skipped \(name)"), "\(name): \(walk.stderr)") }
    }

    func testW3ReplayingNothingFails() throws {
        let root = try folder()
        let missing = try CommandRunner.run(["replay", "/nonexistent-inkstone"], in: root)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("no such folder"), missing.stderr)
        XCTAssertFalse(missing.stdout.contains("0 passed"))
        let empty = try CommandRunner.run(["replay", "."], in: root)
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.stderr.contains("no session scripts"), empty.stderr)
    }

    func testW4AnEmptyDictionaryListIsRefused() throws {
        let root = try folder()
        let flag = try CommandRunner.run(["check", "--stdin", "--dictionary", ""], in: root, input: "The cat sat.\n")
        XCTAssertEqual(flag.status, 2)
        XCTAssertTrue(flag.stderr.contains("--dictionary needs at least one"), flag.stderr)
        write("{ languages: [] }", to: root + "/.inkstone.json")
        write("The cat sat.\n", to: root + "/a.md")
        let config = try CommandRunner.run(["check", "a.md"], in: root)
        XCTAssertEqual(config.status, 2)
        XCTAssertTrue(config.stderr.contains("languages needs at least one Hunspell dictionary"), config.stderr)
    }

    func testW10ADirectiveInAStringWorksUpToTheClosingQuote() throws {
        let root = try folder()
        write("x = \"inkstone:ignore strng\"\ny = \"strng\"\nz = 'cspell:words qwertz'\nw = 'qwertz'\n", to: root + "/a.py")
        let result = try CommandRunner.run(["check", "a.py"], in: root)
        XCTAssertEqual(result.status, 0, result.stdout)
    }

    func testW11ScriptsWithCRLFLineEndingsRun() throws {
        let root = try folder()
        write("{\"op\":\"load\",\"text\":\"hi\"}\r\n{\"op\":\"type\",\"text\":\"x\"}\r\n{\"op\":\"expect\",\"text\":\"xhi\"}\r\n", to: root + "/s.jsonl")
        let result = try CommandRunner.run(["run", "s.jsonl"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 3)
    }

    func testW12EveryOutOfDocumentEditRangeStopsTheScript() throws {
        let root = try folder()
        for op in [#"{"op":"delete","range":[-1,2]}"#, #"{"op":"delete","range":[3,10]}"#, #"{"op":"select","range":[0,-1]}"#,
                   #"{"op":"insert","at":-1,"text":"x"}"#, #"{"op":"insert","at":6,"text":"x"}"#] {
            write("{\"op\":\"load\",\"text\":\"hello\"}\n" + op + "\n", to: root + "/s.jsonl")
            let result = try CommandRunner.run(["run", "s.jsonl"], in: root)
            XCTAssertEqual(result.status, 2, op)
            XCTAssertTrue(result.stderr.contains("s.jsonl:2: \"") && (result.stderr.contains("outside the document") || result.stderr.contains("at least 0")),
                          result.stderr)
        }
    }

    func testW13OverlappingPathsReportEachFindingOnce() throws {
        let root = try folder()
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        write("A speling.\n", to: root + "/sub/b.md")
        for paths in [[".", "sub"], ["sub", "sub/b.md"], ["sub/b.md", "./sub/b.md"]] {
            let result = try CommandRunner.run(["check"] + paths, in: root)
            XCTAssertEqual(result.stdout.split(separator: "\n").count, 1, "\(paths): \(result.stdout)")
            let sarif = try CommandRunner.run(["check", "--format", "sarif"] + paths, in: root)
            XCTAssertEqual(sarif.stdout.components(separatedBy: "\"ruleId\"").count - 1, 1, "\(paths)")
        }
    }

    func testW16AFileNameThatIsNotUTF8IsNamedForWhatItIs() throws {
        let root = try folder()
        let result = try shell(#"printf 'A speling.' > "$(printf 'b\377d.md')"; "$INKSTONE" check --verbose ."#, in: root)
        XCTAssertFalse(result.stderr.contains("no such file"), result.stderr)
        XCTAssertTrue(result.stderr.contains("b\\xFFd.md: the name is not valid UTF-8"), result.stderr)
    }

    func testE7APythonFileDecodedAsItsCodingLineDeclares() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/l.py", contents: Data("# -*- coding: latin-1 -*-\n# Caf".utf8 + [0xE9] + " speling\n".utf8))
        FileManager.default.createFile(atPath: root + "/k.py", contents: Data("# vim: set fileencoding=koi8-r :\n# ".utf8 + [0xF0, 0xD2, 0xC9] + " speling\n".utf8))
        for name in ["l.py", "k.py"] {
            let result = try CommandRunner.run(["check", name], in: root)
            XCTAssertEqual(result.status, 1, "\(name): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("\(name):2:") && result.stdout.contains("'speling'"), result.stdout)
        }
        let latin = try CommandRunner.run(["check", "l.py"], in: root)
        XCTAssertTrue(latin.stdout.contains("'Café'") || !latin.stdout.contains("Caf"), "the text is decoded, not mangled: \(latin.stdout)")
    }

    /// D1: a linked words.txt (a dotfiles repository) stays a link and gets the word.
    func testD1LearnWritesThroughASymbolicLink() throws {
        let root = try folder()
        try FileManager.default.createDirectory(atPath: root + "/config/inkstone", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/dotfiles", withIntermediateDirectories: true)
        write("alpha\n", to: root + "/dotfiles/words.txt")
        try FileManager.default.createSymbolicLink(atPath: root + "/config/inkstone/words.txt", withDestinationPath: "../../dotfiles/words.txt")
        let result = try CommandRunner.run(["learn", "beta"], in: root, environment: ["XDG_CONFIG_HOME": root + "/config"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/config/inkstone/words.txt"), "../../dotfiles/words.txt")
        XCTAssertEqual(try String(contentsOfFile: root + "/dotfiles/words.txt", encoding: .utf8), "alpha\nbeta\n")
    }

    func testM3ARelativeCacheHomeIsIgnoredAndAKilledLearnLeavesNothing() throws {
        let root = try folder()
        write("A speling.\n", to: root + "/a.md")
        _ = try CommandRunner.run(["check", "a.md"], in: root, environment: ["XDG_CACHE_HOME": "relative-cache", "HOME": root + "/home"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/relative-cache"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/home/.cache/inkstone/results"))
        try FileManager.default.createDirectory(atPath: root + "/config/inkstone", withIntermediateDirectories: true)
        let leftover = root + "/config/inkstone/.words.txt.inkstone-4194305-1"
        write(String(repeating: "x", count: 1000), to: leftover)
        let learn = try CommandRunner.run(["learn", "gamma"], in: root, environment: ["XDG_CONFIG_HOME": root + "/config"])
        XCTAssertEqual(learn.status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftover), "a dead writer's temporary file is removed")
    }

    /// M3: a run that stores results prunes the cache: entries unused for 30 days go.
    func testM3ACheckThatStoresResultsPrunesTheCache() throws {
        let root = try folder()
        let results = root + "/cache/inkstone/results"
        try FileManager.default.createDirectory(atPath: results, withIntermediateDirectories: true)
        let old = Date().addingTimeInterval(-40 * 24 * 3600)
        for index in 0..<50 {
            FileManager.default.createFile(atPath: results + "/old\(index).json", contents: Data("[]".utf8), attributes: [.modificationDate: old])
        }
        write("A speling.\n", to: root + "/a.md")
        _ = try CommandRunner.run(["check", "a.md"], in: root, environment: ["XDG_CACHE_HOME": root + "/cache"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: results).filter { $0.hasSuffix(".json") }.count, 1)
    }

    // MARK: Errors a user can act on

    func testE1E2E3ConfigurationErrorsNameTheFileThePlaceAndTheFix() throws {
        let root = try folder()
        write("ok.\n", to: root + "/a.md")
        let cases: [(String, String)] = [
            ("{\n  words: ['a',\n  'b'\n  languages: 3\n}", "line 4, column 3: expected ',' or ']'"),
            ("{ maxAcronymLength: 'five' }", "maxAcronymLength must be a whole number"),
            ("{ words: [1] }", "words[0] must be a string"),
            ("{ wrods: ['x'] }", "unknown key \"wrods\" (did you mean \"words\"?)"),
            ("{ rules: { 'a_an': false } }", "rules: unknown rule \"a_an\" (did you mean \"a-an\"?); the rules are spelling, repeated-word"),
            ("{ maxAcronymLength: -1 }", "maxAcronymLength must be 0 or more"),
            ("{ ignorePaths: ['[abc'] }", "ignorePaths: '[abc' has a '[' without its ']'"),
            ("{ overrides: [{ files: ['*.md'], langauges: ['de_DE'] }] }", "unknown key \"overrides[0].langauges\""),
            ("{ include: ['[abc'] }", "include: '[abc' has a '[' without its ']'"),
            ("{ overrides: [{ files: ['*.mdx'], language: 'markdwn' }] }",
             "overrides[0].language: unknown language \"markdwn\" (did you mean \"markdown\"?); the languages are bash"),
        ]
        for (config, message) in cases {
            write(config, to: root + "/.inkstone.json")
            let result = try CommandRunner.run(["check", "a.md"], in: root)
            XCTAssertEqual(result.status, 2, config)
            XCTAssertTrue(result.stderr.contains(".inkstone.json: " + message), "\(config)\n\(result.stderr)")
        }
    }

    func testE4AndE5WhatIsNotARegularFileOrALoopSaysSo() throws {
        let root = try folder()
        XCTAssertEqual(mkfifo(root + "/fifo", 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/loop", withDestinationPath: "loop")
        try FileManager.default.createSymbolicLink(atPath: root + "/dangling.md", withDestinationPath: "nothing-here.md")
        for (path, message) in [("fifo", "not a regular file (a FIFO"), ("/dev/null", "not a regular file (a device)"),
                                ("/dev/zero", "not a regular file (a device)"), ("loop", "a symbolic link loop")] {
            let result = try CommandRunner.run(["check", path], in: root)
            XCTAssertEqual(result.status, 2, path)
            XCTAssertTrue(result.stderr.contains(message), "\(path): \(result.stderr)")
        }
        write("All is well.\n", to: root + "/ok.md")
        let walk = try CommandRunner.run(["check", "--verbose", "."], in: root)
        XCTAssertEqual(walk.status, 0, walk.stderr)
        XCTAssertTrue(walk.stderr.contains("skipped dangling.md: a symbolic link to nothing"), walk.stderr)
        XCTAssertTrue(walk.stderr.contains("skipped loop: a symbolic link loop"), walk.stderr)
    }

    func testE6AMissingDictionaryFileNamesBothFiles() throws {
        let root = try folder()
        let result = try CommandRunner.run(["check", "--stdin", "--dictionary", root + "/my/en.dic"], in: root, input: "Hello.\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains(root + "/my/en.aff") && result.stderr.contains(root + "/my/en.dic"), result.stderr)
    }

    func testE8BadWordsAreRefusedAndHelpHelpWorks() throws {
        let root = try folder()
        for word in ["", "a\u{FFFD}b", "tab\u{7}"] {
            let result = try CommandRunner.run(["learn", word], in: root, environment: ["XDG_CONFIG_HOME": root + "/config"])
            XCTAssertEqual(result.status, 2, word)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/config/inkstone/words.txt"))
        let help = try CommandRunner.run(["help", "help"], in: root)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE"))
        let binary = try shell(#"printf 'ab\000c' | "$INKSTONE" check --stdin"#, in: root)
        XCTAssertEqual(binary.status, 2)
        XCTAssertTrue(binary.stderr.contains("<stdin>: binary"), binary.stderr)
    }
}
