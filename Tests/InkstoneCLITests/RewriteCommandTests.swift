import Foundation
import XCTest

/// `inkstone rewrite`: deterministic commands stand in for a model.
final class RewriteCommandTests: XCTestCase {
    private func file(_ name: String, _ text: String) throws -> String {
        let path = try temporaryFolder("rewrite") + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    private func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    /// A command that also changes a code span: the code change is refused with its
    /// place and reason, and with it that paragraph's rewrite (W1); the other paragraph
    /// applies. `--partial` applies the prose change of the first one too.
    func testAChangeToACodeSpanIsRefusedAndTheRestApplies() throws {
        let path = try file("notes.md", "# Notes\n\nUse `code` here, teh end.\n\nSecond teh paragraph.\n")
        let result = try CommandRunner.run(["rewrite", path, "--command", "sed 's/code/kode/g; s/teh/the/g'"])
        XCTAssertEqual(result.status, 1, "a change was refused")
        XCTAssertEqual(result.stdout, """
            --- \(path)
            +++ \(path)
            @@ -2,4 +2,4 @@
             
             Use `code` here, teh end.
             
            -Second teh paragraph.
            +Second the paragraph.

            """)
        XCTAssertTrue(result.stderr.contains("\(path):3:6: refused 'code' → 'kode': it would change protected text"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\(path):3:1: paragraph left as it was: part of its rewrite was refused"), result.stderr)
        XCTAssertTrue(result.stderr.contains("rewrite: 3 paragraphs sent; 1 change to apply, 1 refused; 1 paragraph left"), result.stderr)
        XCTAssertEqual(read(path), "# Notes\n\nUse `code` here, teh end.\n\nSecond teh paragraph.\n", "--diff writes nothing")
        let written = try CommandRunner.run(["rewrite", path, "--write", "--quiet", "--partial", "--command", "sed 's/code/kode/g; s/teh/the/g'"])
        XCTAssertEqual(written.stdout, "")
        XCTAssertEqual(read(path), "# Notes\n\nUse `code` here, the end.\n\nSecond the paragraph.\n")
    }

    /// Only prose paragraphs go out; the environment names the file and its language.
    func testCodeParagraphsAreNotSentAndTheEnvironmentNamesTheFile() throws {
        let path = try file("tool.py", "x = 1\ny = 2\n\n# A comment to rewrite.\n")
        let result = try CommandRunner.run(["rewrite", path, "--write", "--command",
                                            "cat > /dev/null; echo \"# $INKSTONE_LANGUAGE $(basename \"$INKSTONE_PATH\")\""])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(read(path), "x = 1\ny = 2\n\n# python tool.py\n")
        XCTAssertTrue(result.stderr.contains("1 paragraph sent"), result.stderr)
    }

    func testAHangingFailingOrSilentCommandLeavesItsParagraph() throws {
        let text = "One paragraph here.\n"
        let path = try file("a.txt", text)
        let started = Date()
        let hanging = try CommandRunner.run(["rewrite", path, "--write", "--timeout", "1", "--command", "sleep 30; echo late"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "the command was stopped")
        XCTAssertEqual(hanging.status, 1)
        XCTAssertTrue(hanging.stderr.contains("\(path):1:1: paragraph left as it was: the command took longer than 1 s"), hanging.stderr)
        let failing = try CommandRunner.run(["rewrite", path, "--write", "--command", "echo broken >&2; exit 3"])
        XCTAssertTrue(failing.stderr.contains("the command exited with status 3: broken"), failing.stderr)
        let silent = try CommandRunner.run(["rewrite", path, "--write", "--command", "true"])
        XCTAssertTrue(silent.stderr.contains("the command printed nothing"), silent.stderr)
        XCTAssertEqual(read(path), text)
    }

    /// Paragraphs at once, the slowest first: the results still apply in order.
    func testJobsApplyInDocumentOrderAndRangeLimitsTheParagraphs() throws {
        let path = try file("b.txt", "one para.\n\ntwo para.\n\nthree para.\n")
        let command = "read x; case \"$x\" in one*) sleep 0.5;; esac; echo \"$x\" | tr a-z A-Z"
        let all = try CommandRunner.run(["rewrite", path, "--jobs", "3", "--quiet", "--command", command])
        XCTAssertEqual(all.status, 0, all.stderr)
        XCTAssertTrue(all.stdout.hasSuffix("-one para.\n+ONE PARA.\n \n-two para.\n+TWO PARA.\n \n-three para.\n+THREE PARA.\n"), all.stdout)
        let some = try CommandRunner.run(["rewrite", path, "--range", "3:3", "--write", "--quiet", "--command", command])
        XCTAssertEqual(some.status, 0, some.stderr)
        XCTAssertEqual(read(path), "one para.\n\nTWO PARA.\n\nthree para.\n")
    }

    func testUsageErrorsNameTheFix() throws {
        let path = try file("c.txt", "Text.\n")
        XCTAssertTrue(try CommandRunner.run(["rewrite", path]).stderr.contains("--command CMD is required"))
        XCTAssertTrue(try CommandRunner.run(["rewrite", path, "--command", "cat", "--range", "5:2"]).stderr.contains("--range takes LINE:LINE"))
        XCTAssertEqual(try CommandRunner.run(["rewrite", path, "--command", "cat", "--jobs", "0"]).status, 2)
        XCTAssertEqual(try CommandRunner.run(["rewrite", "/nonexistent/x.md", "--command", "cat"]).status, 2)
        XCTAssertTrue(try CommandRunner.run(["rewrite", path, "--command", "cat", "--language", "klingon"]).stderr
            .contains("unknown language 'klingon'; 'inkstone languages' lists them"))
    }
}
