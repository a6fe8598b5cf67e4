/// Completion scripts for bash, zsh and fish, made from the command table and each
/// command's option table — the one its parser reads — so that they never fall behind
/// the CLI nor offer what it rejects; option values (`--format text|json`) too.
enum ShellCompletions {
    static let help = """
    inkstone completions — a shell completion script

    USAGE
      inkstone completions bash|zsh|fish

    Prints the script; 'make install' puts each where its shell looks. To try one
    in the current shell: source <(inkstone completions bash).
    """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let options = try OptionParser(command: "completions", arguments: arguments, options: [], help: help)
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

    /// Each command with its options, from the table its parser reads (so a completion
    /// never offers what the command rejects), in table order; `help` completes the
    /// command names.
    static var commands: [(name: String, summary: String, options: [CommandOption])] {
        CommandLineTool.commands.map { command in
            (command.name, command.summary.replacingOccurrences(of: "\n", with: " "), command.options + [CommandOption.help])
        } + [("help", "show help, or a command's", [])]
    }

    /// What a shell offers for an option's value: its choices, files, folders or names.
    private enum Offer {
        case words([String]), files, folders, nothing
    }

    private static func offer(for option: CommandOption) -> Offer {
        if !option.choices.isEmpty { return .words(option.choices) }
        switch option.completion {
        case .file: return .files
        case .folder: return .folders
        case .names(let names): return .words(names)
        case .nothing: return .nothing
        }
    }

    static var bash: String {
        let names = commands.map(\.name).joined(separator: " ")
        let cases = commands.map { command -> String in
            if command.name == "help" { return "        help) COMPREPLY=($(compgen -W \"\(names)\" -- \"$current\")); return ;;" }
            let values = command.options.filter { $0.value == .required }.map { option -> String in
                let reply = switch offer(for: option) {
                case .words(let words): "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$current\"))"
                case .files: "COMPREPLY=($(compgen -f -- \"$current\"))"
                case .folders: "COMPREPLY=($(compgen -d -- \"$current\"))"
                case .nothing: "COMPREPLY=()"
                }
                return "                \(option.name)) \(reply); return ;;"
            }
            let valueCase = values.isEmpty ? "" : "\n            case \"$previous\" in\n\(values.joined(separator: "\n"))\n            esac"
            return "        \(command.name))\n            options=\"\(command.options.map(\.name).joined(separator: " "))\"\(valueCase)\n            ;;"
        }.joined(separator: "\n")
        return """
        # bash completion for inkstone (made by 'inkstone completions bash')
        _inkstone() {
            local current=${COMP_WORDS[COMP_CWORD]}
            local previous=${COMP_WORDS[COMP_CWORD-1]}
            # --format=json: bash splits the word at '='.
            if [ "$previous" = "=" ] && [ "$COMP_CWORD" -ge 2 ]; then previous=${COMP_WORDS[COMP_CWORD-2]}; fi
            if [ "$current" = "=" ]; then current=""; fi
            if [ "$COMP_CWORD" -eq 1 ]; then
                COMPREPLY=($(compgen -W "\(names) --help --version" -- "$current"))
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

    /// One `_arguments` spec: `--format=[]:value:(text json)`; a flag `--verbose[]`.
    private static func zshSpec(_ option: CommandOption) -> String {
        let action = switch offer(for: option) {
        case .words(let words): "(\(words.joined(separator: " ")))"
        case .files: "_files"
        case .folders: "_files -/"
        case .nothing: " "
        }
        switch option.value {
        case .none: return "'\(option.name)[]'"
        case .required: return "'\(option.name)=[]:value:\(action)'"
        case .optional: return "'\(option.name)=-[]::value:\(action)'"
        }
    }

    static var zsh: String {
        // Single quotes closed, escaped and reopened; colons end a name in zsh.
        let names = commands.map { command in
            "    '\(command.name):\(command.summary.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: ":", with: "\\:"))'"
        }.joined(separator: "\n")
        let cases = commands.map { command in
            command.name == "help"
                ? "    help) _describe 'command' commands ;;"
                : "    \(command.name)) _arguments \(command.options.map(zshSpec).joined(separator: " ")) '*:file:_files' ;;"
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
            if command.name == "help" {
                lines.append("complete -c inkstone -f -n '__fish_seen_subcommand_from help' -a '\(commands.map(\.name).joined(separator: " "))'")
            }
            for option in command.options {
                var line = "complete -c inkstone -n '__fish_seen_subcommand_from \(command.name)' -l \(option.name.dropFirst(2))"
                if option.value == .required {
                    switch offer(for: option) {
                    case .words(let words): line += " -x -a '\(words.joined(separator: " "))'"
                    case .files, .folders: line += " -r -F"
                    case .nothing: line += " -x"
                    }
                }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }
}
