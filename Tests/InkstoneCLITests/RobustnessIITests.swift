import Foundation
import XCTest

/// Issue #24, through the executable as a user meets it: data loss, a crash from a
/// cloned repository, option injection, stalls and unbounded work, wrong results.
final class RobustnessIITests: XCTestCase {
    private func write(_ path: String, _ text: String) {
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    private func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    // MARK: Data loss and security

    /// L1: a personal word list that cannot be read (here a folder where the file
    /// should be, which stops root too) is an input error for learn and for check.
    func testL1AnUnreadableWordListIsAnErrorNeverReplaced() throws {
        let root = try temporaryFolder("l1")
        let environment = ["XDG_CONFIG_HOME": root + "/config"]
        try FileManager.default.createDirectory(atPath: root + "/config/inkstone/words.txt", withIntermediateDirectories: true)
        write(root + "/config/inkstone/words.txt/keep", "Alphaword\n")
        let learn = try CommandRunner.run(["learn", "Deltaword"], in: root, environment: environment)
        XCTAssertEqual(learn.status, 2, learn.stderr)
        XCTAssertTrue(learn.stderr.contains(root + "/config/inkstone/words.txt: not a regular file (a folder)"), learn.stderr)
        XCTAssertTrue(learn.stderr.contains("the list is left as it was"), learn.stderr)
        XCTAssertEqual(read(root + "/config/inkstone/words.txt/keep"), "Alphaword\n")
        write(root + "/a.md", "Some Alphaword text.\n")
        let check = try CommandRunner.run(["check", "--all", "--no-cache", "a.md"], in: root, environment: environment)
        XCTAssertEqual(check.status, 2, check.stderr)
        XCTAssertTrue(check.stderr.contains("words.txt: not a regular file (a folder)"), check.stderr)
        XCTAssertTrue(check.stdout.contains("'Alphaword'"), "the other files are still checked: \(check.stdout)")
    }

    /// L2: a configuration nested 100,000 deep is a configuration error, not a crash.
    func testL2ADeeplyNestedConfigIsAnErrorNotACrash() throws {
        let root = try temporaryFolder("l2")
        write(root + "/.inkstone.json", "{words:" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}")
        write(root + "/a.md", "Hello.\n")
        for arguments in [["check", "a.md"], ["check", "--config", ".inkstone.json", "a.md"]] {
            let result = try CommandRunner.run(arguments, in: root)
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertTrue(result.stderr.contains(".inkstone.json: line 1, column 71: objects and arrays are nested deeper than 64"),
                          result.stderr)
        }
    }

    /// L3: a revision is never an option for git.
    func testL3ARevisionStartingWithADashIsRefused() throws {
        let root = try temporaryFolder("l3")
        write(root + "/a.md", "Hello.\n")
        for command in [["init", "-q"], ["add", "a.md"], ["-c", "user.email=a@b", "-c", "user.name=n", "commit", "-qm", "x"]] {
            XCTAssertEqual(try CommandRunner.runProgram("/usr/bin/git", command, in: root).status, 0)
        }
        let result = try CommandRunner.run(["check", "--changed=--output=\(root)/pwn"], in: root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("a revision cannot start with '-'"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/pwn"))
    }

    /// L4: a file name with line breaks is quoted in the diff as git quotes it, and
    /// `patch -p0` patches that file, not the one its name mentions.
    func testL4ADiffHeaderQuotesAFileNameWithALineBreak() throws {
        let root = try temporaryFolder("l4")
        let name = "x\n+++ victim.md\n.md"
        write(root + "/victim.md", "victim\n")
        write(root + "/" + name, "We ate a apple.\n")
        let diff = try CommandRunner.run(["fix", "--kinds", "grammar", "--diff", "--no-cache", "."], in: root)
        XCTAssertTrue(diff.stdout.hasPrefix("--- \"x\\n+++ victim.md\\n.md\"\n+++ \"x\\n+++ victim.md\\n.md\"\n"), diff.stdout)
        let patched = try CommandRunner.runProgram("/usr/bin/patch", ["-p0"], in: root, input: diff.stdout)
        XCTAssertEqual(patched.status, 0, patched.stdout + patched.stderr)
        XCTAssertEqual(read(root + "/victim.md"), "victim\n")
        XCTAssertEqual(read(root + "/" + name), "We ate an apple.\n")
    }

    /// L6: init creates exclusively: a dangling link is not followed, and a second init refuses.
    func testL6InitFollowsNoLinkAndRefusesASecondTime() throws {
        let root = try temporaryFolder("l6")
        try FileManager.default.createDirectory(atPath: root + "/project", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/project/.inkstone.json", withDestinationPath: root + "/elsewhere.json")
        let linked = try CommandRunner.run(["init"], in: root + "/project")
        XCTAssertEqual(linked.status, 2)
        XCTAssertTrue(linked.stderr.contains("exists already (a file, or a link"), linked.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/elsewhere.json"))
        try FileManager.default.removeItem(atPath: root + "/project/.inkstone.json")
        XCTAssertEqual(try CommandRunner.run(["init"], in: root + "/project").status, 0)
        XCTAssertEqual(try CommandRunner.run(["init"], in: root + "/project").status, 2)
    }

    /// L7: fix keeps a hard link's other name and refuses a read-only file.
    func testL7FixKeepsHardLinksAndRefusesAReadOnlyFile() throws {
        let root = try temporaryFolder("l7")
        write(root + "/a.md", "We ate a apple.\n")
        XCTAssertEqual(link(root + "/a.md", root + "/b.md"), 0)
        XCTAssertEqual(try CommandRunner.run(["fix", "--kinds", "grammar", "--no-cache", "a.md"], in: root).status, 0)
        XCTAssertEqual(read(root + "/b.md"), "We ate an apple.\n")
        FileManager.default.createFile(atPath: root + "/c.md", contents: Data("We ate a apple.\n".utf8), attributes: [.posixPermissions: 0o444])
        let locked = try CommandRunner.run(["fix", "--kinds", "grammar", "--no-cache", "c.md"], in: root)
        XCTAssertEqual(locked.status, 2)
        XCTAssertTrue(locked.stderr.contains("c.md: cannot write the file: it is read-only (mode 0444)"), locked.stderr)
        XCTAssertEqual(read(root + "/c.md"), "We ate a apple.\n")
    }

    // MARK: Stalls and unbounded work

    /// T1: a command gets its own pipe ends only, so parallel jobs never hold each
    /// other's input open.
    func testT1ACommandHasOnlyItsOwnThreeDescriptors() throws {
        let root = try temporaryFolder("t1")
        write(root + "/d.md", "Some words.\n")
        // The shell lists its own descriptors with a glob, in itself: a pipeline's stages
        // would see the shell holding the next pipe's ends now and then. The glob's own
        // directory is the one more, the lowest free: 3.
        let listing = try CommandRunner.run(["rewrite", "d.md", "--write", "--command",
                                             "cat > /dev/null; for f in /proc/$$/fd/*; do printf '%s ' \"${f##*/}\"; done"], in: root)
        XCTAssertEqual(listing.status, 0, listing.stderr)
        XCTAssertEqual(read(root + "/d.md"), "0 1 2 3\n")
        write(root + "/j.md", (0..<40).map { "Paragraph \($0) is plain text.\n\n" }.joined())
        let jobs = try CommandRunner.run(["rewrite", "j.md", "--jobs", "8", "--timeout", "30", "--command", "sed s/plain/simple/"],
                                         in: root)
        XCTAssertEqual(jobs.status, 0, jobs.stderr)
        XCTAssertTrue(jobs.stderr.contains("40 changes to apply, 0 refused; 0 paragraphs left"), jobs.stderr)
    }

    /// T2: a command that prints without end is stopped at a bound, its paragraph kept.
    func testT2EndlessOutputIsStoppedAtABound() throws {
        let root = try temporaryFolder("t2")
        write(root + "/y.md", "All plain words here.\n")
        let result = try CommandRunner.run(["rewrite", "y.md", "--write", "--command", "yes 'All plain words here.'"], in: root)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("y.md:1:1: paragraph left as it was: the command printed more than 64 KB"), result.stderr)
        XCTAssertEqual(read(root + "/y.md"), "All plain words here.\n")
    }

    /// T5: a pattern that backtracks without end fails the file, named, instead of hanging.
    func testT5ARunawayIgnorePatternIsNamed() throws {
        let root = try temporaryFolder("t5")
        write(root + "/.inkstone.json", "{ignorePatterns: ['(a+)+$']}")
        write(root + "/a.md", "We " + String(repeating: "a", count: 40) + " b here, teh.\n")
        let result = try CommandRunner.run(["check", "--no-cache", "a.md"], in: root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("a.md:1: not checked: the ignorePatterns entry '(a+)+$'"), result.stderr)
    }

    // MARK: Wrong results

    /// W1: a rewrite that would change markup is refused whole; --partial applies the rest.
    func testW1APartlyRefusedRewriteIsRefusedWhole() throws {
        let root = try temporaryFolder("w1")
        write(root + "/h.md", "# Title here\n")
        let command = "echo 'Error: rate limit exceeded, try again later.'"
        let whole = try CommandRunner.run(["rewrite", "h.md", "--write", "--command", command], in: root)
        XCTAssertEqual(whole.status, 1)
        XCTAssertEqual(read(root + "/h.md"), "# Title here\n")
        XCTAssertTrue(whole.stderr.contains("part of its rewrite was refused, so none of it applies"), whole.stderr)
        _ = try CommandRunner.run(["rewrite", "h.md", "--write", "--partial", "--command", command], in: root)
        XCTAssertEqual(read(root + "/h.md"), "# again later.\n", "what --partial asks for")
    }

    /// W2: NUL and terminal escapes in a command's output never reach the file.
    func testW2ControlCharactersInARewriteAreRefused() throws {
        let root = try temporaryFolder("w2")
        write(root + "/e.md", "Some plain text.\n")
        for output in ["Some \\033[31mred\\033[0m text.", "Some\\000text."] {
            let result = try CommandRunner.run(["rewrite", "e.md", "--write", "--command", "printf '\(output)\\n'"], in: root)
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(result.stderr.contains("printed a control character"), result.stderr)
            XCTAssertEqual(read(root + "/e.md"), "Some plain text.\n")
        }
    }

    /// W4: `--` ends the options, and the paragraph's own trailing white space is kept
    /// whatever blank lines the command adds.
    func testW4DashDashEndsOptionsAndTrailingBlankLinesAreNotAdded() throws {
        let root = try temporaryFolder("w4")
        write(root + "/-rf.md", "Some plain text.  \n\nNext.\n")
        let result = try CommandRunner.run(["rewrite", "--write", "--command", "sed 's/plain/simple/'; printf '\\n\\n\\n'", "--", "-rf.md"],
                                           in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(read(root + "/-rf.md"), "Some simple text.  \n\nNext.\n")
    }

    /// W5: a term of the project is counted in its repository, so naming more files
    /// fixes neither more nor less.
    func testW5TermsAreCountedPerRepositoryWhicheverFilesAreNamed() throws {
        let root = try temporaryFolder("w5")
        XCTAssertEqual(try CommandRunner.runProgram("/usr/bin/git", ["init", "-q"], in: root).status, 0)
        write(root + "/a.md", "A goverment word.\n")
        // Not a misspelling codespell lists (those are fixed however often written, issue #50).
        write(root + "/b.md", "The guideines here.\n")
        write(root + "/c.md", "The guideines and guideines again.\n")
        let alone = try CommandRunner.run(["fix", "--diff", "--no-cache", "b.md"], in: root)
        let together = try CommandRunner.run(["fix", "--diff", "--no-cache", "a.md", "b.md"], in: root)
        XCTAssertFalse(alone.stdout.contains("+The guidelines"), "written three times in the repository: \(alone.stdout)")
        XCTAssertFalse(together.stdout.contains("+The guidelines"), together.stdout)
        XCTAssertTrue(together.stdout.contains("+A government word."), together.stdout)
    }
}
