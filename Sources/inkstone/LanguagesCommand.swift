import Foundation
import InkstoneSyntax

/// `inkstone languages`: the bundled grammars, how files are matched, where each
/// grammar's sources were pinned.
struct LanguagesCommand {
    static let help = """
    inkstone languages — list the languages Inkstone parses

    USAGE
      inkstone languages [--format text|json]

    Each language with the file extensions and #! interpreters that select it, and the
    PyPI source distribution its grammar was built from. Plain text is always there.
    """

    let json: Bool

    static let options: [CommandOption] = [.valued("--format", choices: ["text", "json"])]

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "languages", arguments: arguments, options: Self.options, help: Self.help)
        json = try options.choice("--format", default: "text") == "json"
        if let extra = options.positional.first {
            throw UsageError(message: "languages: unexpected argument '\(extra)'")
        }
    }

    func run() -> ExitCode {
        for language in LanguageRegistry.listed {
            if json {
                let object: [String: Any] = ["name": language.name, "extensions": language.extensions,
                                             "shebangs": language.shebangs, "source": language.pin]
                let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
                Output.print(String(decoding: data, as: UTF8.self))
            } else {
                let extensions = language.extensions.map { "." + $0 }.joined(separator: " ")
                Output.print(language.name.padding(toLength: 12, withPad: " ", startingAt: 0)
                             + extensions.padding(toLength: 28, withPad: " ", startingAt: 0) + language.pin)
            }
        }
        return .ok
    }
}
