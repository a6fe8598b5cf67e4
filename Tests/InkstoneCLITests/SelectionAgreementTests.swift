import Foundation
import XCTest

/// One selection everywhere (issue #53, items 4 and 5): the pre-commit hook (which names
/// the staged files), `--changed`, `--files-from` and a CI walk check the same files of
/// one tree; a named file a walk skips is skipped, says so, and `--force` checks it;
/// notebooks and licences are read; `--changed` works before the first commit and says
/// what to do outside Git.
final class SelectionAgreementTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Every file holds 'recieve' where its prose (if any) is; `checked` are those a walk reads.
    private static let tree: [(path: String, text: String)] = [
        ("README.md", "We recieve it.\n"),
        ("docs/guide.md", "We recieve it.\n"),
        ("LICENCE", "We recieve it.\n"),
        ("src/tool.py", "# We recieve it.\nx = 1\n"),
        ("notes.ipynb", #"{"cells": [{"cell_type": "markdown", "metadata": {}, "source": ["We recieve it.\n"]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}"# + "\n"),
        ("data.csv", "word,count\nrecieve,1\n"),
        ("package.json", "{ \"description\": \"We recieve it.\" }\n"),
        ("vendor/lib.js", "// We recieve it.\n"),
        ("tests/fixtures/input.md", "We recieve it.\n"),
        ("build/page.md", "We recieve it.\n"),
        ("logs/run.log", "We recieve it.\n"),
        (".gitignore", "logs/\n"),
        (".inkstone.json", "{ ignorePaths: ['build/'] }\n"),
    ]
    private static let checked: Set<String> = ["README.md", "docs/guide.md", "LICENCE", "src/tool.py", "notes.ipynb"]

    private func makeTree() throws -> String {
        let folder = try temporaryFolder("agree")
        for (path, text) in Self.tree {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @discardableResult
    private func git(_ arguments: [String], in folder: String) throws -> String {
        let result = try CommandRunner.runProgram("/usr/bin/env", ["git", "-c", "user.name=t", "-c", "user.email=t@e"] + arguments, in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    /// The files a check printed findings for (short format, one line each).
    private func flagged(_ result: CommandRunner.Result) -> Set<String> {
        Set(result.stdout.split(separator: "\n").map { line in
            let path = String(line.prefix { $0 != ":" })
            return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        })
    }

    /// The hook's command from .pre-commit-hooks.yaml, as pre-commit runs it.
    private func hookCommand(_ id: String) throws -> [String] {
        let hooks = try String(contentsOfFile: Self.repository + "/.pre-commit-hooks.yaml", encoding: .utf8)
        let block = try XCTUnwrap(hooks.components(separatedBy: "- id: ").first { $0.hasPrefix(id + "\n") })
        let entry = try XCTUnwrap(block.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("entry:") })
        let words = entry.split(separator: ":", maxSplits: 1)[1].split(separator: " ").map(String.init)
        XCTAssertEqual(words.first, "inkstone", "the hook runs an installed inkstone")
        return Array(words.dropFirst())
    }

    func testTheHookChangedListedFilesAndTheWalkCheckTheSameFiles() throws {
        let folder = try makeTree()
        try git(["init", "-q"], in: folder)
        try git(["add", "-A"], in: folder)
        let staged = try git(["ls-files"], in: folder).split(separator: "\n").map(String.init)
        XCTAssertFalse(staged.contains("logs/run.log"), "Git does not stage what .gitignore ignores")
        let walk = try CommandRunner.run(["check", "--no-cache", "--format", "short", "."], in: folder)
        XCTAssertEqual(flagged(walk), Self.checked, walk.stdout + walk.stderr)
        let hook = try CommandRunner.run(try hookCommand("inkstone-check") + ["--no-cache", "--format", "short"] + staged, in: folder)
        XCTAssertEqual(flagged(hook), flagged(walk), "the hook names the staged files: \(hook.stdout)")
        XCTAssertEqual(hook.status, 1)
        let changed = try CommandRunner.run(["check", "--no-cache", "--format", "short", "--changed"], in: folder)
        XCTAssertEqual(flagged(changed), flagged(walk), "no commit yet: every file added or untracked: \(changed.stderr)")
        let listed = try CommandRunner.run(["check", "--no-cache", "--format", "short", "--files-from", "-"], in: folder,
                                           input: staged.joined(separator: "\n"))
        XCTAssertEqual(flagged(listed), flagged(walk), listed.stderr)
    }

    func testANamedFileAWalkSkipsIsSkippedSaysSoAndForceChecksIt() throws {
        let folder = try makeTree()
        let named = try CommandRunner.run(["check", "--no-cache", "--format", "short", "data.csv", "build/page.md", "logs/run.log"], in: folder)
        XCTAssertEqual(named.stdout, "")
        XCTAssertEqual(named.status, 0)
        XCTAssertTrue(named.stderr.contains("skipped data.csv: data or build output, not prose (--force checks it)"), named.stderr)
        XCTAssertTrue(named.stderr.contains("skipped build/page.md: ignored by 'build/' in the ignorePaths of .inkstone.json"), named.stderr)
        XCTAssertTrue(named.stderr.contains("skipped logs/run.log: ignored by 'logs/' in .gitignore"), named.stderr)
        let forced = try CommandRunner.run(["check", "--no-cache", "--force", "--format", "short", "data.csv", "build/page.md"], in: folder)
        XCTAssertEqual(flagged(forced), ["data.csv", "build/page.md"], forced.stderr)
        XCTAssertEqual(try CommandRunner.run(["check", "--quiet", "data.csv"], in: folder).stderr, "", "--quiet says nothing")
    }

    func testVerboseSaysWhetherAGitRepositorySetsTheProjectsRoot() throws {
        let folder = try makeTree()
        let plain = try CommandRunner.run(["check", "--no-cache", "--verbose", "docs"], in: folder)
        XCTAssertTrue(plain.stderr.contains("holds the nearest .inkstone.json and no Git repository is above it"), plain.stderr)
        try git(["init", "-q"], in: folder)
        let repository = try CommandRunner.run(["check", "--no-cache", "--verbose", "docs"], in: folder)
        XCTAssertTrue(repository.stderr.contains("is the root of a Git repository"), repository.stderr)
        let changed = try CommandRunner.run(["check", "--no-cache", "--verbose", "--changed"], in: folder)
        XCTAssertTrue(changed.stderr.contains("--changed: no commit yet"), changed.stderr)
    }

    func testChangedOutsideGitSaysWhatToDo() throws {
        let folder = try temporaryFolder("nogit")
        try "We recieve it.\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["check", "--changed"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("is not in a Git repository"), result.stderr)
        XCTAssertTrue(result.stderr.contains("'inkstone check .'"), result.stderr)
        XCTAssertFalse(result.stderr.contains("fatal:"), "not git's own words: \(result.stderr)")
    }

    func testChangedAgainstARevisionBeforeTheFirstCommitSaysThereIsNone() throws {
        let folder = try makeTree()
        try git(["init", "-q"], in: folder)
        let result = try CommandRunner.run(["check", "--changed=main"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("has no commit yet"), result.stderr)
        XCTAssertFalse(result.stderr.contains("bad revision"), result.stderr)
    }
}
