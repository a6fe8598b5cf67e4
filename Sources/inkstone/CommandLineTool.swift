/// Dispatches `inkstone SUBCOMMAND …` and turns errors into messages and exit codes.
/// Every command is listed once, in `commands`: dispatch, `help COMMAND` and the
/// overview below all read that table.
struct CommandLineTool {
    static let version = "0.1.0"

    /// A command: how `--help` lists it, its options (the table its parser reads and
    /// the completions offer), its manual, and how it runs.
    struct Command: Sendable {
        let usage: String
        let summary: String
        let options: [CommandOption]
        let help: String
        let run: @Sendable ([String]) throws -> ExitCode

        var name: String { String(usage.prefix { $0 != " " }) }
    }

    static let commands: [Command] = [
        Command(usage: "info FILE…", summary: "describe text files: length, lines, line ending, indentation,\nencoding, language",
                options: InfoCommand.options, help: InfoCommand.help) { try InfoCommand(arguments: $0).run() },
        Command(usage: "check [PATH…]", summary: "spelling and grammar findings in the prose of files and folders",
                options: CheckCommand.options, help: CheckCommand.help) { try CheckCommand(arguments: $0).run() },
        Command(usage: "fix [PATH…]", summary: "fix what check finds, in place or as a diff, never touching code",
                options: FixCommand.options, help: FixCommand.help) { try FixCommand(arguments: $0).run() },
        Command(usage: "rewrite PATH", summary: "rewrite a file's prose with any command; its code stays as it is",
                options: RewriteCommand.options, help: RewriteCommand.help) { try RewriteCommand(arguments: $0).run() },
        Command(usage: "explain FILE:LINE", summary: "why each word on a line is reported, listed or left alone",
                options: ExplainCommand.options, help: ExplainCommand.help) { try ExplainCommand(arguments: $0).run() },
        Command(usage: "init [FOLDER]", summary: "start a project's .inkstone.json and word list",
                options: InitCommand.options, help: InitCommand.help) { try InitCommand(arguments: $0).run() },
        Command(usage: "learn WORD…", summary: "add words to your personal dictionary",
                options: LearnCommand.options, help: LearnCommand.help) { try LearnCommand(arguments: $0).run() },
        Command(usage: "unlearn WORD…", summary: "take words out of your personal dictionary",
                options: LearnCommand.options, help: LearnCommand.unlearnHelp) { try LearnCommand(arguments: $0, unlearning: true).run() },
        Command(usage: "regions FILE", summary: "show what is prose (checked) and what is protected (never touched)",
                options: RegionsCommand.options, help: RegionsCommand.help) { try RegionsCommand(arguments: $0).run() },
        Command(usage: "highlight FILE", summary: "syntax highlighting as ANSI, HTML or JSON tokens",
                options: HighlightCommand.options, help: HighlightCommand.help) { try HighlightCommand(arguments: $0).run() },
        Command(usage: "languages", summary: "the languages Inkstone parses, with their grammar pins",
                options: LanguagesCommand.options, help: LanguagesCommand.help) { try LanguagesCommand(arguments: $0).run() },
        Command(usage: "rules", summary: "the grammar rules: id, language, category, on or off by default",
                options: RulesCommand.options, help: RulesCommand.help) { try RulesCommand(arguments: $0).run() },
        Command(usage: "lsp", summary: "the language server, for editors (docs/editors.md)",
                options: LSPCommand.options, help: LSPCommand.help) { try LSPCommand(arguments: $0).run() },
        Command(usage: "serve", summary: "the LanguageTool HTTP API, for browsers and writing apps",
                options: ServeCommand.options, help: ServeCommand.help) { try ServeCommand(arguments: $0).run() },
        Command(usage: "run SCRIPT", summary: "run a session script (docs/script-format.md) and print its events",
                options: RunCommand.options, help: RunCommand.help) { try RunCommand(arguments: $0).run() },
        Command(usage: "replay DIR…", summary: "run every session script under folders; compare transcripts",
                options: ReplayCommand.options, help: ReplayCommand.help) { try ReplayCommand(arguments: $0).run() },
        Command(usage: "completions SHELL", summary: "a completion script for bash, zsh or fish",
                options: [], help: ShellCompletions.help) { try ShellCompletions.run($0) },
        Command(usage: "manual", summary: "the man page, inkstone(1), in roff",
                options: [], help: ManualPage.help) { try ManualPage.run($0) },
    ]

    static var help: String {
        let rows = commands.map { ($0.usage, $0.summary) } + [("help [COMMAND]", "show this help, or a command's")]
        let listing = rows.map { usage, summary in
            let lines = summary.split(separator: "\n", omittingEmptySubsequences: false)
            return "  " + usage.padding(toLength: 18, withPad: " ", startingAt: 0) + lines[0]
                + lines.dropFirst().map { "\n" + String(repeating: " ", count: 20) + $0 }.joined()
        }.joined(separator: "\n")
        return """
        inkstone — spelling and grammar in the prose of code and documentation

        USAGE
          inkstone <command> [options] [arguments]

        COMMANDS
        \(listing)

        OPTIONS
          -h, --help        show help (also after a command: inkstone info --help)
          --version         print the version

        EXIT STATUS
          0  success    1  findings or failed checks    2  usage or input error
        """
    }

    let arguments: [String]

    func run() -> ExitCode {
        guard let first = arguments.first else {
            Output.print(Self.help)
            return .ok
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            Output.print(Self.help)
            return .ok
        case "help":
            return help(for: rest.first)
        case "--version":
            Output.print("inkstone \(Self.version)")
            return .ok
        default:
            guard let command = Self.command(named: first) else {
                Output.error("unknown command '\(first)'\(NearMiss.hint(for: first, among: Self.commands.map(\.name) + ["help", "--help", "--version"])); "
                    + "run 'inkstone --help' for the list of commands")
                return .usage
            }
            return execute { try command.run(rest) }
        }
    }

    static func command(named name: String) -> Command? {
        commands.first { $0.name == name }
    }

    private func help(for name: String?) -> ExitCode {
        guard let name, name != "help" else {
            Output.print(Self.help)
            return .ok
        }
        guard let command = Self.command(named: name) else {
            Output.error("no help for unknown command '\(name)'\(NearMiss.hint(for: name, among: Self.commands.map(\.name))); "
                + "run 'inkstone --help' for the list of commands")
            return .usage
        }
        Output.print(command.help)
        return .ok
    }

    private func execute(_ body: () throws -> ExitCode) -> ExitCode {
        do {
            return try body()
        } catch is HelpShown {
            return .ok
        } catch let error as UsageError {
            Output.error(error.message)
            return .usage
        } catch {
            Output.error("\(error)")
            return .usage
        }
    }
}
