/// Reads a command's options: `--name value` or `--name=value` pairs, flags, and
/// positional arguments (everything after `--` is positional, as a file named `-x`).
/// The options are the command's table (`CommandOption`), the one the completions
/// read. Unknown options are usage errors that name the nearest known one and point
/// to the command's help.
struct OptionParser {
    let command: String
    let options: [CommandOption]
    private(set) var values: [String: String] = [:]
    /// Every value of each valued option, in order (`--exclude a --exclude b`);
    /// `values` holds the last.
    private(set) var lists: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positional: [String] = []

    /// Throws `HelpShown` after printing `help` for `-h`/`--help`.
    init(command: String, arguments: [String], options: [CommandOption], help: String) throws {
        self.command = command
        self.options = options
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positional += remaining
                break
            }
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                let name = String(argument[..<equals])
                guard let option = option(named: name), option.value != .none else {
                    let known = option(named: name) != nil ? "'\(name)' takes no value" : unknown(name)
                    throw UsageError(message: "\(command): \(known); run 'inkstone \(command) --help'")
                }
                values[name] = String(argument[argument.index(after: equals)...])
                lists[name, default: []].append(values[name]!)
                continue
            }
            if argument == "-h" || argument == "--help" {
                Output.print(help)
                throw HelpShown()
            } else if let option = option(named: argument), option.value == .required {
                guard let value = remaining.popFirst() else {
                    throw UsageError(message: "\(command): \(argument) needs a value; run 'inkstone \(command) --help'")
                }
                values[argument] = value
                lists[argument, default: []].append(value)
            } else if option(named: argument) != nil {
                flags.insert(argument)
            } else if argument.hasPrefix("-") && argument != "-" {
                throw UsageError(message: "\(command): \(unknown(argument)); run 'inkstone \(command) --help'")
            } else {
                positional.append(argument)
            }
        }
        for option in options where !option.choices.isEmpty {
            _ = try choice(option.name, default: option.choices[0])
        }
    }

    private func option(named name: String) -> CommandOption? {
        options.first { $0.name == name }
    }

    private func unknown(_ name: String) -> String {
        "unknown option '\(name)'" + NearMiss.hint(for: name, among: options.map(\.name) + [CommandOption.help.name])
    }

    /// The value of an option that takes one of its table's `choices`, or `fallback`.
    func choice(_ name: String, default fallback: String) throws -> String {
        guard let value = values[name] else { return fallback }
        let choices = option(named: name)?.choices ?? []
        guard choices.contains(value) else {
            throw UsageError(message: "\(command): \(name) takes \(choices.map { "'\($0)'" }.joined(separator: ", ")), not '\(value)'"
                + NearMiss.hint(for: value, among: choices))
        }
        return value
    }
}
