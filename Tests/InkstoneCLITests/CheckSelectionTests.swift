import Foundation
import XCTest

/// Which files a check takes: `--shard`, `--files-from`, `--changed`.
final class CheckSelectionTests: XCTestCase {
    private func folder() throws -> String {
        try temporaryFolder("select")
    }

    private func write(_ text: String, _ path: String) {
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// The paths of the findings a JSON check printed.
    private func paths(_ result: CommandRunner.Result) -> [String] {
        result.stdout.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["path"] as? String
        }
    }

    func testTheShardsPartitionTheFilesExactly() throws {
        let folder = try folder()
        for index in 0..<25 { write("It is is file \(index).\n", folder + "/f\(index).txt") }
        var seen: [String] = []
        for shard in 1...3 {
            let result = try CommandRunner.run(["check", "--quiet", "--format", "json", "--shard", "\(shard)/3", "."], in: folder)
            let found = paths(result)
            XCTAssertFalse(found.isEmpty, "shard \(shard) of 3 has files")
            seen += found
        }
        XCTAssertEqual(seen.count, 25, "no file in two shards")
        XCTAssertEqual(Set(seen), Set((0..<25).map { "f\($0).txt" }))
        let again = try CommandRunner.run(["check", "--quiet", "--format", "json", "--shard", "2/3", "."], in: folder)
        XCTAssertEqual(paths(again), paths(try CommandRunner.run(["check", "--quiet", "--format", "json", "--shard", "2/3", "."], in: folder)))
        XCTAssertTrue(try CommandRunner.run(["check", "--shard", "4/3", "."], in: folder).stderr.contains("--shard takes I/N"))
    }

    func testFilesFromAListAreMetAsAWalkMeetsThem() throws {
        let folder = try folder()
        write("It is is here.\n", folder + "/a.txt")
        FileManager.default.createFile(atPath: folder + "/b.bin", contents: Data([0, 1, 2]))
        write("a.txt\nb.bin\n\n", folder + "/list")
        let listed = try CommandRunner.run(["check", "--format", "json", "--files-from", "list"], in: folder)
        XCTAssertEqual(listed.status, 1, "a finding, and the binary skipped rather than an error: \(listed.stderr)")
        XCTAssertEqual(paths(listed), ["a.txt"])
        let piped = try CommandRunner.run(["check", "--quiet", "--format", "json", "--files-from", "-"], in: folder, input: "a.txt\n")
        XCTAssertEqual(paths(piped), ["a.txt"])
        XCTAssertEqual(try CommandRunner.run(["check", "--files-from", "missing"], in: folder).status, 2)
        XCTAssertTrue(try CommandRunner.run(["check", "--files-from", "list", "a.txt"], in: folder).stderr.contains("give one of them"))
    }

    func testChangedChecksWhatGitSaysChangedAndTheUntrackedFiles() throws {
        let folder = try folder()
        func git(_ arguments: String...) throws {
            let result = try CommandRunner.runProgram("/usr/bin/env", ["git", "-c", "user.name=t", "-c", "user.email=t@e"] + arguments, in: folder)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        try git("init", "-q")
        for name in ["kept", "edited", "gone"] { write("It is is \(name).\n", folder + "/\(name).txt") }
        write("ignored.txt\n", folder + "/.gitignore")
        try git("add", ".")
        try git("commit", "-q", "-m", "start")
        write("It is is edited again.\n", folder + "/edited.txt")
        try FileManager.default.removeItem(atPath: folder + "/gone.txt")
        write("It is is new.\n", folder + "/new.txt")
        write("It is is ignored.\n", folder + "/ignored.txt")
        let changed = try CommandRunner.run(["check", "--quiet", "--format", "json", "--changed"], in: folder)
        XCTAssertEqual(paths(changed).sorted(), ["edited.txt", "new.txt"], changed.stderr)
        let all = try CommandRunner.run(["check", "--quiet", "--format", "json", "--changed=HEAD"], in: folder)
        XCTAssertEqual(paths(all).sorted(), ["edited.txt", "new.txt"])
        let bad = try CommandRunner.run(["check", "--changed=no-such-rev"], in: folder)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("cannot compare the work tree with 'no-such-rev'"), bad.stderr)
    }

    func testExcludeKeepsAWalkAndAListOutOfThosePaths() throws {
        let folder = try folder()
        try FileManager.default.createDirectory(atPath: folder + "/drafts", withIntermediateDirectories: true)
        write("It is is here.\n", folder + "/a.txt")
        write("It is is a draft.\n", folder + "/drafts/b.txt")
        let walked = try CommandRunner.run(["check", "--quiet", "--format", "json", "--exclude", "drafts/", "."], in: folder)
        XCTAssertEqual(paths(walked), ["a.txt"])
        let both = try CommandRunner.run(["check", "--quiet", "--format=json", "--exclude=*.txt", "--exclude", "!a.txt", "."], in: folder)
        XCTAssertEqual(paths(both), ["a.txt"], "repeated, in order, the last match winning")
        let listed = try CommandRunner.run(["check", "--quiet", "--format", "json", "--exclude", "drafts/", "--files-from", "-"],
                                           in: folder, input: "a.txt\ndrafts/b.txt\n")
        XCTAssertEqual(paths(listed), ["a.txt"])
        XCTAssertTrue(try CommandRunner.run(["check", "--exclude", "[z", "."], in: folder).stderr.contains("--exclude '[z' has a '['"))
    }

    func testConfigReplacesTheNearestSettingsFile() throws {
        let folder = try folder()
        write("{ words: ['Zorblax'] }\n", folder + "/.inkstone.json")
        write("{ rules: { 'repeated-word': false } }\n", folder + "/strict.json")
        write("Say Zorblax, it is is.\n", folder + "/a.txt")
        let nearest = try CommandRunner.run(["check", "--quiet", "--no-cache", "--format", "json", "a.txt"], in: folder)
        XCTAssertEqual(nearest.stdout.split(separator: "\n").count, 1, nearest.stdout)
        XCTAssertTrue(nearest.stdout.contains("\"rule\":\"repeated-word\""), nearest.stdout)
        XCTAssertFalse(nearest.stdout.contains("Zorblax"))
        let given = try CommandRunner.run(["check", "--all", "--quiet", "--no-cache", "--format", "json", "--config", "strict.json", "a.txt"],
                                          in: folder)
        XCTAssertTrue(given.stdout.contains("Zorblax"), given.stdout)
        XCTAssertFalse(given.stdout.contains("repeated-word"), given.stdout)
        write("{ wrods: [] }\n", folder + "/bad.json")
        let bad = try CommandRunner.run(["check", "--config", "bad.json", "a.txt"], in: folder)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("unknown key \"wrods\""), bad.stderr)
    }
}
