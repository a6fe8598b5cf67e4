@testable import inkstone
import XCTest

/// The completions are made from the option tables the parsers read (issue #53, item 3):
/// they offer every option a command takes, with its values, and nothing it rejects.
final class ShellCompletionsTests: XCTestCase {
    func testBashOffersExactlyEachCommandsParserOptions() {
        let script = ShellCompletions.bash
        for command in CommandLineTool.commands {
            let offered = Self.bashOptions(of: command.name, in: script)
            XCTAssertEqual(offered, command.options.map(\.name) + ["--help"], command.name)
            for name in offered where name != "--help" {
                XCTAssertNoThrow(try OptionParser(command: command.name, arguments: Self.arguments(for: name, among: command.options),
                                                  options: command.options, help: ""), "\(command.name) \(name)")
            }
        }
    }

    func testCheckDoesNotOfferWhatOnlyLearnTakes() {
        let offered = Self.bashOptions(of: "check", in: ShellCompletions.bash)
        XCTAssertFalse(offered.contains("--project"), "learn's option, which check rejects")
        XCTAssertThrowsError(try OptionParser(command: "check", arguments: ["--project"], options: CheckCommand.options, help: ""))
    }

    func testOptionValuesAreCompletedInEveryShell() {
        XCTAssertTrue(ShellCompletions.bash.contains(#"--format) COMPREPLY=($(compgen -W "text short json sarif" -- "$current")); return ;;"#),
                      ShellCompletions.bash)
        XCTAssertTrue(ShellCompletions.zsh.contains("'--color=[]:value:(auto always never)'"), ShellCompletions.zsh)
        XCTAssertTrue(ShellCompletions.fish.contains("-n '__fish_seen_subcommand_from check' -l format -x -a 'text short json sarif'"),
                      ShellCompletions.fish)
        XCTAssertTrue(ShellCompletions.fish.contains("-n '__fish_seen_subcommand_from check' -l config -r -F"), ShellCompletions.fish)
    }

    func testTheBashScriptCompletesAValueInARealShell() throws {
        let script = NSTemporaryDirectory() + "inkstone-completion-\(UUID().uuidString).bash"
        try (ShellCompletions.bash + """

        COMP_WORDS=(inkstone check --format j); COMP_CWORD=3; _inkstone; echo "${COMPREPLY[*]}"
        COMP_WORDS=(inkstone check --format = s); COMP_CWORD=4; _inkstone; echo "${COMPREPLY[*]}"
        COMP_WORDS=(inkstone chec); COMP_CWORD=1; _inkstone; echo "${COMPREPLY[*]}"
        COMP_WORDS=(inkstone help ser); COMP_CWORD=2; _inkstone; echo "${COMPREPLY[*]}"

        """).write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let result = try CommandRunner.runProgram("/bin/bash", [script])
        XCTAssertEqual(result.stdout, "json\nshort sarif\ncheck\nserve\n", result.stderr)
    }

    /// The options a bash script offers after `inkstone COMMAND`.
    private static func bashOptions(of command: String, in script: String) -> [String] {
        guard let start = script.range(of: "        \(command))\n            options=\"") else { return [] }
        let rest = script[start.upperBound...]
        return rest.prefix { $0 != "\"" }.split(separator: " ").map(String.init)
    }

    /// `name`, with a value it accepts when it takes one.
    private static func arguments(for name: String, among options: [CommandOption]) -> [String] {
        guard let option = options.first(where: { $0.name == name }), option.value == .required else { return [name] }
        return [name, option.choices.first ?? "x"]
    }
}
