/// Completion scripts for bash, zsh and fish, made from the command table and each
/// command's help text (its `--options`), so that they never fall behind the CLI.
enum ShellCompletions {
    static let help = """
    inkstone completions — a shell completion script

    USAGE
      inkstone completions bash|zsh|fish

    Prints the script; 'make install' puts each where its shell looks. To try one
    in the current shell: source <(inkstone completions bash).
    """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let options = try OptionParser(command: "completions", arguments: arguments, valued: [], help: help)
        guard options.positional.count == 1, let shell = options.positional.first else {
            throw UsageError(message: "completions: name a shell: bash, zsh or fish")
        }
        switch shell {
        case "bash": Output.print(bash)
        case "zsh": Output.print(zsh)
        case "fish": Output.print(fish)
        default: throw UsageError(message: "completions: '\(shell)' is not a shell this knows; name bash, zsh or fish")
        }
        return .ok
    }

    /// Each command with the options its help lists, in table order.
    static var commands: [(name: String, summary: String, options: [String])] {
        CommandLineTool.commands.map { command in
            (command.name, command.summary.replacingOccurrences(of: "\n", with: " "), options(in: command.help))
        } + [("help", "show help, or a command's", [])]
    }

    /// The `--options` a help text names, each once, in order.
    static func options(in help: String) -> [String] {
        var seen = Set<String>()
        var found: [String] = []
        var index = help.startIndex
        while let range = help.range(of: "--", range: index..<help.endIndex) {
            let name = help[range.lowerBound...].prefix { $0 == "-" || $0.isLetter || $0.isNumber }
            index = range.upperBound
            let before = range.lowerBound == help.startIndex ? " " : help[help.index(before: range.lowerBound)]
            guard name.count > 3, before == " " || before == "[" || before == "(" || before == "\n" || before == "," else { continue }
            if seen.insert(String(name)).inserted { found.append(String(name)) }
        }
        return found + ["--help"].filter { !seen.contains($0) }
    }

    static var bash: String {
        let cases = commands.map { "        \($0.name)) options=\"\($0.options.joined(separator: " "))\" ;;" }.joined(separator: "\n")
        return """
        # bash completion for inkstone (made by 'inkstone completions bash')
        _inkstone() {
            local current=${COMP_WORDS[COMP_CWORD]}
            if [ "$COMP_CWORD" -eq 1 ]; then
                COMPREPLY=($(compgen -W "\(commands.map(\.name).joined(separator: " ")) --help --version" -- "$current"))
                return
            fi
            local options=""
            case "${COMP_WORDS[1]}" in
        \(cases)
            esac
            if [[ "$current" == -* ]]; then
                COMPREPLY=($(compgen -W "$options" -- "$current"))
            else
                COMPREPLY=($(compgen -f -- "$current"))
            fi
        }
        complete -o filenames -F _inkstone inkstone
        """
    }

    static var zsh: String {
        // Single quotes closed, escaped and reopened; colons end a name in zsh.
        let names = commands.map { command in
            "    '\(command.name):\(command.summary.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: ":", with: "\\:"))'"
        }.joined(separator: "\n")
        let cases = commands.map { command in
            "    \(command.name)) _arguments \(command.options.map { "'\($0)[]'" }.joined(separator: " ")) '*:file:_files' ;;"
        }.joined(separator: "\n")
        return """
        #compdef inkstone
        # zsh completion for inkstone (made by 'inkstone completions zsh')
        local -a commands
        commands=(
        \(names)
        )
        if (( CURRENT == 2 )); then
          _describe 'command' commands
          return
        fi
        shift words
        (( CURRENT-- ))
        case $words[1] in
        \(cases)
        esac
        """
    }

    static var fish: String {
        var lines = ["# fish completion for inkstone (made by 'inkstone completions fish')",
                     "complete -c inkstone -f -n '__fish_use_subcommand' -l help -d 'show help'",
                     "complete -c inkstone -f -n '__fish_use_subcommand' -l version -d 'print the version'"]
        for command in commands {
            lines.append("complete -c inkstone -f -n '__fish_use_subcommand' -a \(command.name) -d '\(command.summary.replacingOccurrences(of: "'", with: "\\'"))'")
            for option in command.options {
                lines.append("complete -c inkstone -n '__fish_seen_subcommand_from \(command.name)' -l \(option.dropFirst(2))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
