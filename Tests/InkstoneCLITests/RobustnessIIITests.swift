import Foundation
import XCTest

/// Issue #49, through the executable as a user meets it: output that cannot be
/// written, streams named on the command line, walks that check nothing. (The rest of
/// the issue is tested in process, in the library targets' tests.)
final class RobustnessIIITests: XCTestCase {
    private func write(_ path: String, _ text: String) {
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// A device of our own that answers every write with ENOSPC, as /dev/full does: a
    /// test that went wrong could only replace this one.
    private func fullDevice(in folder: String) throws -> String {
        let path = folder + "/full"
        guard mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | 7)) == 0 else { throw XCTSkip("mknod needs root: \(String(cString: strerror(errno)))") }
        return path
    }

    private func isCharacterDevice(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR
    }

    // MARK: Item 13: output to a full device, streams named on the command line

    func testEveryCommandSaysWhenItsOutputCannotBeWritten() throws {
        let root = try temporaryFolder("full")
        let full = try fullDevice(in: root)
        write(root + "/a.md", "Hello wrold.\n")
        write(root + "/s.jsonl", "{\"op\":\"load\",\"text\":\"Hello.\"}\n")
        let shell = "/bin/sh"
        for command in ["check a.md", "highlight a.md", "regions a.md", "run s.jsonl", "run --format pretty s.jsonl"] {
            let result = try CommandRunner.runProgram(shell, ["-c", "\"$0\" \(command) > full", CommandRunner.executable.path], in: root)
            XCTAssertEqual(result.status, 2, command)
            XCTAssertTrue(result.stderr.contains("cannot write to standard output: No space left on device"), "\(command): \(result.stderr)")
        }
        let transcript = try CommandRunner.run(["run", "--transcript", full, "s.jsonl"], in: root)
        XCTAssertEqual(transcript.status, 2, transcript.stderr)
        XCTAssertTrue(transcript.stderr.contains("\(full): cannot write the transcript: No space left on device"), transcript.stderr)
        XCTAssertTrue(isCharacterDevice(full), "the device is still a device, not a file renamed over it")
    }

    func testAListOfFilesMayComeFromAPipeOrAFIFO() throws {
        let root = try temporaryFolder("from")
        write(root + "/a.md", "Hello wrold.\n")
        let piped = try CommandRunner.runProgram("/bin/bash", ["-c", "\"$0\" check --no-cache --files-from <(echo a.md)",
                                                               CommandRunner.executable.path], in: root)
        XCTAssertEqual(piped.status, 1, piped.stderr)
        XCTAssertTrue(piped.stdout.contains("a.md:1:7: correction: 'wrold'"), piped.stdout)
        XCTAssertEqual(mkfifo(root + "/list", 0o644), 0)
        let fifo = try CommandRunner.runProgram("/bin/sh", ["-c", "echo a.md > list & \"$0\" check --no-cache --files-from list",
                                                            CommandRunner.executable.path], in: root)
        XCTAssertEqual(fifo.status, 1, fifo.stderr)
        XCTAssertTrue(fifo.stdout.contains("a.md:1:7: correction: 'wrold'"), fifo.stdout)
    }

    // MARK: Item 17: a walk that reads nothing is no pass; MDX is Markdown

    func testAWalkThatReadsNoFileIsAnErrorUnlessAllowed() throws {
        let root = try temporaryFolder("empty-walk")
        try FileManager.default.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        write(root + "/docs/b.adoc", "= Title\n\nSome wrold.\n")
        let walk = try CommandRunner.run(["check", "--no-cache", "docs"], in: root)
        XCTAssertEqual(walk.status, 2, walk.stderr)
        XCTAssertTrue(walk.stderr.contains("check: no file was checked: the walk of docs met 1 file it does not read"), walk.stderr)
        XCTAssertEqual(try CommandRunner.run(["check", "--no-cache", "--allow-empty", "docs"], in: root).status, 0)
        XCTAssertEqual(try CommandRunner.run(["check", "--no-cache", "--files-from", "-"], in: root, input: "").status, 0,
                       "an empty list (a hook with nothing changed) is no error")
        write(root + "/docs/a.mdx", "import Tabs from '@theme/Tabs';\n\n# Title\n\n```js\nconst wrold = 1;\n```\n\nSome wrold here.\n")
        let mdx = try CommandRunner.run(["check", "--no-cache", "docs"], in: root)
        XCTAssertEqual(mdx.status, 1, mdx.stderr)
        XCTAssertEqual(mdx.stdout.split(separator: "\n").map { String($0.prefix(17)) }, ["docs/a.mdx:9:6: c"],
                       "read as Markdown: the code block is code: \(mdx.stdout)")
    }
}
