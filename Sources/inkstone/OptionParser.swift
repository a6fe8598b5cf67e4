/// Reads a command's options: `--name value` or `--name=value` pairs, flags, and
/// positional arguments (everything after `--` is positional, as a file named `-x`).
/// Unknown options are usage errors that point to the command's help.
struct OptionParser {
    let command: String
    private(set) var values: [String: String] = [:]
    /// Every value of each valued option, in order (`--exclude a --exclude b`);
    /// `values` holds the last.
    private(set) var lists: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positional: [String] = []

    /// Throws `HelpShown` after printing `help` for `-h`/`--help`.
    /// `optional` options are flags alone and take a value only as `--name=value`
    /// (`--changed`, `--changed=main`).
    init(command: String, arguments: [String], valued: Set<String>, flags known: Set<String> = [],
         optional: Set<String> = [], help: String) throws {
        self.command = command
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positional += remaining
                break
            }
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                let name = String(argument[..<equals])
                guard valued.contains(name) || optional.contains(name) else {
                    let known = known.contains(name) ? "'\(name)' takes no value" : "unknown option '\(name)'"
                    throw UsageError(message: "\(command): \(known); run 'inkstone \(command) --help'")
                }
                values[name] = String(argument[argument.index(after: equals)...])
                lists[name, default: []].append(values[name]!)
                continue
            }
            if argument == "-h" || argument == "--help" {
                Output.print(help)
                throw HelpShown()
            } else if valued.contains(argument) {
                guard let value = remaining.popFirst() else {
                    throw UsageError(message: "\(command): \(argument) needs a value; run 'inkstone \(command) --help'")
                }
                values[argument] = value
                lists[argument, default: []].append(value)
            } else if known.contains(argument) || optional.contains(argument) {
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
