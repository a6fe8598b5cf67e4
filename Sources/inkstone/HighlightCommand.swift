import Foundation
import InkstoneSyntax
import InkstoneText

/// `inkstone highlight FILE`: headless syntax highlighting.
struct HighlightCommand {
    static let help = """
    inkstone highlight — print a file with syntax highlighting, or its tokens

    USAGE
      inkstone highlight [--language NAME] [--format ansi|html|json] FILE

    FORMATS
      ansi   coloured text for a terminal (default)
      html   a <pre> with one <span class="CAPTURE"> per token, text escaped
      json   one object per token: {"range": [location, length], "capture", "text"}

    Languages with their own highlight queries: markdown, swift, python, javascript, c;
    other languages print without tokens.
    """

    let path: String
    let language: String?
    let format: String

    static let options: [CommandOption] = [.valued("--format", choices: ["ansi", "html", "json"]), .language]

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "highlight", arguments: arguments, options: Self.options, help: Self.help)
        format = try options.choice("--format", default: "ansi")
        language = options.values["--language"]
        guard options.positional.count == 1 else {
            throw UsageError(message: "highlight: name exactly one file, as in 'inkstone highlight main.swift'")
        }
        path = options.positional[0]
    }

    func run() throws -> ExitCode {
        let loaded = try ParsedFile(path: path, language: language)
        let tokens = try loaded.syntax.map(Highlighter.tokens(for:)) ?? []
        let document = loaded.document
        switch format {
        case "json":
            for token in tokens {
                let object: [String: Any] = ["range": [token.range.location, token.range.length], "capture": token.capture,
                                             "text": document.string(in: token.range)]
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
                Output.print(String(decoding: data, as: UTF8.self))
            }
        case "html":
            Output.print("<pre class=\"inkstone \(loaded.language.name)\">" + render(tokens, document) { text, capture in
                let escaped = Self.escapeHTML(text)
                return capture.map { "<span class=\"\($0.replacingOccurrences(of: ".", with: "-"))\">\(escaped)</span>" } ?? escaped
            } + "</pre>")
        default:
            Output.print(render(tokens, document) { text, capture in
                guard let capture, case let color = Terminal.color(forCapture: capture), !color.isEmpty else { return text }
                return color + text + Terminal.reset
            })
        }
        return .ok
    }

    /// The whole text, each token's text passed through `style` with its capture.
    private func render(_ tokens: [HighlightToken], _ document: TextDocument, style: (String, String?) -> String) -> String {
        var output = ""
        var cursor = 0
        for token in tokens {
            if token.range.location > cursor {
                output += style(document.string(in: TextRange(cursor, token.range.location - cursor)), nil)
            }
            output += style(document.string(in: token.range), token.capture)
            cursor = token.range.end
        }
        if cursor < document.length { output += style(document.string(in: TextRange(cursor, document.length - cursor)), nil) }
        return output
    }

    static func escapeHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
