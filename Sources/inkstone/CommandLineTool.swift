/// Dispatches `inkstone SUBCOMMAND …` and turns errors into messages and exit codes.
struct CommandLineTool {
    static let version = "0.1.0"

    static let help = """
    inkstone — a headless writing-assistant session engine

    USAGE
      inkstone <command> [options] [arguments]

    COMMANDS
      info FILE…        describe text files: length, lines, line ending, indentation,
                        encoding, language
      check [PATH…]     spelling and grammar findings in the prose of files and folders
      learn WORD…       add words to your personal dictionary
      regions FILE      show what is prose (checked) and what is protected (never touched)
      highlight FILE    syntax highlighting as ANSI, HTML or JSON tokens
      languages         the languages Inkstone parses, with their grammar pins
      run SCRIPT        run a session script (docs/script-format.md) and print its events
      replay DIR…       run every session script under folders; compare transcripts
      help [COMMAND]    show this help, or a command's

    OPTIONS
      -h, --help        show help (also after a command: inkstone info --help)
      --version         print the version

    EXIT STATUS
      0  success    1  findings or failed checks    2  usage or input error
    """

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
        case "info":
            return execute { try InfoCommand(arguments: rest).run() }
        case "check":
            return execute { try CheckCommand(arguments: rest).run() }
        case "learn":
            return execute { try LearnCommand(arguments: rest).run() }
        case "regions":
            return execute { try RegionsCommand(arguments: rest).run() }
        case "highlight":
            return execute { try HighlightCommand(arguments: rest).run() }
        case "languages":
            return execute { try LanguagesCommand(arguments: rest).run() }
        case "run":
            return execute { try RunCommand(arguments: rest).run() }
        case "replay":
            return execute { try ReplayCommand(arguments: rest).run() }
        default:
            Output.error("unknown command '\(first)'; run 'inkstone --help' for the list of commands")
            return .usage
        }
    }

    private func help(for command: String?) -> ExitCode {
        switch command {
        case nil, "help": Output.print(Self.help)
        case "info": Output.print(InfoCommand.help)
        case "check": Output.print(CheckCommand.help)
        case "learn": Output.print(LearnCommand.help)
        case "regions": Output.print(RegionsCommand.help)
        case "highlight": Output.print(HighlightCommand.help)
        case "languages": Output.print(LanguagesCommand.help)
        case "run": Output.print(RunCommand.help)
        case "replay": Output.print(ReplayCommand.help)
        case let other?:
            Output.error("no help for unknown command '\(other)'; run 'inkstone --help' for the list of commands")
            return .usage
        }
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
