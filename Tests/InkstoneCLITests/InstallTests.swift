import Foundation
import XCTest

/// `make install`'s script, the man page and the completion scripts.
final class InstallTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    private func prefix() throws -> String {
        try temporaryFolder("install") + "/prefix"
    }

    func testTheInstallScriptPutsAWorkingBinaryItsManPageAndCompletions() throws {
        let prefix = try prefix()
        let installed = try CommandRunner.runProgram(Self.repository + "/scripts/install.sh", [prefix, CommandRunner.executable.path])
        XCTAssertEqual(installed.status, 0, installed.stderr)
        let version = try CommandRunner.runProgram(prefix + "/bin/inkstone", ["--version"])
        XCTAssertEqual(version.stdout, "inkstone 0.1.0\n")
        let page = prefix + "/share/man/man1/inkstone.1"
        // groff warns (-ww) about anything it cannot typeset; -z formats without output.
        let lint = try CommandRunner.runProgram("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", page])
        XCTAssertEqual(lint.stderr, "")
        let rendered = try CommandRunner.runProgram("/usr/bin/groff", ["-man", "-Tutf8", "-P", "-c", page])
        XCTAssertTrue(rendered.stdout.contains("inkstone fix"), rendered.stdout.prefix(400).description)
        XCTAssertTrue(rendered.stdout.contains("--kinds KINDS"))
        for file in ["share/bash-completion/completions/inkstone", "share/zsh/site-functions/_inkstone",
                     "share/fish/vendor_completions.d/inkstone.fish"] {
            let text = try String(contentsOfFile: prefix + "/" + file, encoding: .utf8)
            XCTAssertTrue(text.contains("rewrite"), file)
        }
        XCTAssertEqual(try CommandRunner.runProgram(Self.repository + "/scripts/install.sh", []).status, 2)
    }

    /// The bash script loads, and completes commands, options and files.
    func testBashCompletesCommandsAndEachCommandsOptions() throws {
        func complete(_ words: [String]) throws -> String {
            let script = """
            source <("$INKSTONE" completions bash)
            COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
            _inkstone; echo "${COMPREPLY[*]}"
            """
            let result = try CommandRunner.runProgram("/usr/bin/bash", ["-c", script], environment: ["INKSTONE": CommandRunner.executable.path])
            XCTAssertEqual(result.stderr, "")
            return result.stdout.trimmingCharacters(in: .newlines)
        }
        XCTAssertEqual(try complete(["inkstone", "fi"]), "fix")
        XCTAssertEqual(try complete(["inkstone", "un"]), "unlearn")
        XCTAssertEqual(try complete(["inkstone", "fix", "--di"]), "--dictionary --diff")
        XCTAssertEqual(try complete(["inkstone", "check", "--cha"]), "--changed")
        XCTAssertEqual(try complete(["inkstone", "rewrite", "--ti"]), "--timeout")
        XCTAssertEqual(try complete(["inkstone", "check", "/et"]), "/etc")
    }

    func testZshAndFishScriptsNameEveryCommand() throws {
        let zsh = try CommandRunner.run(["completions", "zsh"]).stdout
        let fish = try CommandRunner.run(["completions", "fish"]).stdout
        for command in ["check", "fix", "rewrite", "init", "learn", "unlearn", "lsp"] {
            XCTAssertTrue(zsh.contains("'\(command):"), command)
            XCTAssertTrue(fish.contains("-a \(command) "), command)
        }
        XCTAssertTrue(zsh.hasPrefix("#compdef inkstone"))
        XCTAssertTrue(fish.contains("'start a project\\'s .inkstone.json and word list'"), "quotes escaped for fish")
        XCTAssertEqual(try CommandRunner.run(["completions", "tcsh"]).status, 2)
    }
}
