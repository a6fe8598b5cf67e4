import InkstoneSyntax

/// One option of a command, as its parser reads it and as the shell completions offer
/// it: both read the same table (`CommandLineTool.Command.options`), so a completion
/// can never offer what the parser rejects.
struct CommandOption: Sendable {
    /// Whether the option takes a value.
    enum Value: Sendable, Equatable {
        /// A flag: `--verbose`.
        case none
        /// `--format json` or `--format=json`.
        case required
        /// A flag that may take a value, and then only as `--changed=main`.
        case optional
    }

    /// What a shell offers for a free value (one without `choices`).
    enum Completion: Sendable, Equatable {
        case nothing, file, folder
        /// Names worth offering that the parser does not limit it to (`--language`'s
        /// grammars, which the command checks itself, with its own message).
        case names([String])
    }

    let name: String
    let value: Value
    /// The values it takes when they are a fixed list (`--format text|json`): offered by
    /// the completions and checked by `OptionParser.choice`.
    let choices: [String]
    let completion: Completion

    private init(_ name: String, value: Value, choices: [String], completion: Completion) {
        (self.name, self.value, self.choices, self.completion) = (name, value, choices, completion)
    }

    static func flag(_ name: String) -> CommandOption {
        CommandOption(name, value: .none, choices: [], completion: .nothing)
    }

    static func valued(_ name: String, choices: [String] = [], completes completion: Completion = .nothing) -> CommandOption {
        CommandOption(name, value: .required, choices: choices, completion: completion)
    }

    /// A flag that takes a value only after `=` (`--changed`, `--changed=main`).
    static func optional(_ name: String) -> CommandOption {
        CommandOption(name, value: .optional, choices: [], completion: .nothing)
    }

    /// What every command takes: `-h` and `--help`.
    static let help = flag("--help")
}

extension CommandOption {
    /// Options several commands share, spelt once.
    static let language = valued("--language", completes: .names(LanguageRegistry.listed.map(\.name)))
    static let dictionary = valued("--dictionary")
    static let exclude = valued("--exclude")
    static let config = valued("--config", completes: .file)
}
