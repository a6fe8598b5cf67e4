import Foundation
import InkstoneSyntax
import InkstoneText

/// `inkstone regions FILE`: what Inkstone will check (prose) and never touch (protected).
struct RegionsCommand {
    static let help = """
    inkstone regions — show which parts of a file are prose and which are protected

    USAGE
      inkstone regions [--language NAME] [--format ansi|text|json] FILE

    Prose is what the checker reads and what suggestions may change: comments (without
    their markers), string contents, Markdown text. Everything else is protected: code,
    markup, code spans and fenced code, link destinations, and URLs, e-mail addresses,
    file paths, hashes and UUIDs found inside prose.

    FORMATS
      ansi   the file with protected text highlighted (default on a terminal)
      text   one line per range: kind, line:column-line:column, the text (default otherwise)
      json   {"language", "prose": [[location, length]…], "protected": […]} in UTF-16 units

    OPTIONS
      --language NAME   parse as NAME (see 'inkstone languages'); default: from the file
    """

    let path: String
    let language: String?
    let format: String

    static let options: [CommandOption] = [.valued("--format", choices: ["ansi", "text", "json"]), .language]

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "regions", arguments: arguments, options: Self.options, help: Self.help)
        format = try options.choice("--format", default: Terminal.standardOutputIsTerminal ? "ansi" : "text")
        language = options.values["--language"]
        guard options.positional.count == 1 else {
            throw UsageError(message: "regions: name exactly one file, as in 'inkstone regions README.md'")
        }
        path = options.positional[0]
    }

    func run() throws -> ExitCode {
        let loaded = try ParsedFile(path: path, language: language)
        let regions = try RegionMap(document: loaded.document, syntax: loaded.syntax)
        switch format {
        case "json":
            let object: [String: Any] = ["language": loaded.language.name,
                                         "prose": regions.prose.map { [$0.location, $0.length] },
                                         "protected": regions.protected.map { [$0.location, $0.length] }]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            Output.print(String(decoding: data, as: UTF8.self))
        case "ansi":
            Output.print(ansi(regions, of: loaded.document))
        default:
            Output.print(listing(regions, of: loaded.document))
        }
        return .ok
    }

    private func ansi(_ regions: RegionMap, of document: TextDocument) -> String {
        var output = ""
        for range in Self.ordered(regions) {
            let text = document.string(in: range.range)
            output += range.isProse ? text : "\u{1B}[2;36m" + text + Terminal.reset
        }
        return output
    }

    private func listing(_ regions: RegionMap, of document: TextDocument) -> String {
        return Self.ordered(regions).map { range in
            let start = document.lines.position(of: range.range.location)
            let end = document.lines.position(of: range.range.end)
            let text = document.string(in: range.range).debugDescription
            return "\(range.isProse ? "prose    " : "protected") \(start)-\(end) \(text)"
        }.joined(separator: "\n")
    }

    private static func ordered(_ regions: RegionMap) -> [(range: TextRange, isProse: Bool)] {
        (regions.prose.map { ($0, true) } + regions.protected.map { ($0, false) }).sorted { $0.0.location < $1.0.location }
    }
}
