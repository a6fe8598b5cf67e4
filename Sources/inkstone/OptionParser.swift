/// Reads a command's options: `--name value` pairs, flags, and positional arguments.
/// Unknown options are usage errors that point to the command's help.
struct OptionParser {
    let command: String
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positional: [String] = []

    /// Throws `HelpShown` after printing `help` for `-h`/`--help`.
    init(command: String, arguments: [String], valued: Set<String>, flags known: Set<String> = [], help: String) throws {
        self.command = command
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "-h" || argument == "--help" {
                Output.print(help)
                throw HelpShown()
            } else if valued.contains(argument) {
                guard let value = remaining.popFirst() else {
                    throw UsageError(message: "\(command): \(argument) needs a value; run 'inkstone \(command) --help'")
                }
                values[argument] = value
            } else if known.contains(argument) {
                flags.insert(argument)
            } else if argument.hasPrefix("-") && argument != "-" {
                throw UsageError(message: "\(command): unknown option '\(argument)'; run 'inkstone \(command) --help'")
            } else {
                positional.append(argument)
            }
        }
    }

    /// The value of an option restricted to `choices`, or `fallback`.
    func choice(_ option: String, among choices: [String], default fallback: String) throws -> String {
        guard let value = values[option] else { return fallback }
        guard choices.contains(value) else {
            throw UsageError(message: "\(command): \(option) takes \(choices.map { "'\($0)'" }.joined(separator: ", ")), not '\(value)'")
        }
        return value
    }
}
