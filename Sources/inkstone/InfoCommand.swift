import Foundation
import InkstoneSyntax
import InkstoneText

/// `inkstone info FILE…`: what Inkstone sees in each file.
struct InfoCommand {
    static let help = """
    inkstone info — describe text files as Inkstone loads them

    USAGE
      inkstone info [--format text|json] FILE…

    For each file: its length in UTF-16 code units (the unit of every Inkstone offset),
    its line count, the line ending new lines would get (the majority, with the count of
    each kind), the detected indentation, the encoding (UTF-8, with or without BOM) and
    the language guessed from the extension.

    OPTIONS
      --format text|json   text (default) or one JSON object per file per line
      -h, --help           show this help

    EXIT STATUS
      0  every file was read    2  a usage error, or a file that could not be read
         (missing, binary, not UTF-8): the others are still described
    """

    enum Format: String { case text, json }

    let format: Format
    let paths: [String]

    static let options: [CommandOption] = [.valued("--format", choices: ["text", "json"])]

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "info", arguments: arguments, options: Self.options, help: Self.help)
        format = Format(rawValue: try options.choice("--format", default: "text"))!
        paths = options.positional
        if paths.isEmpty {
            throw UsageError(message: "info: name at least one file, as in 'inkstone info README.md'")
        }
    }

    func run() -> ExitCode {
        var status = ExitCode.ok
        for path in paths {
            do {
                let file = try TextFile.read(path)
                Output.print(format == .json ? json(for: file) : text(for: file))
            } catch {
                Output.error(error.description)
                status = .usage
            }
        }
        return status
    }

    private func summary(of file: TextFile) -> FileSummary {
        let document = file.document
        let counts = document.lines.delimiterCounts
        return FileSummary(
            path: file.path, bytes: file.byteCount, utf16Length: document.length,
            lines: document.lines.count, lineEnding: document.lines.dominantLineEnding.rawValue,
            lineEndingCounts: ["lf": counts.lf, "crlf": counts.crlf, "cr": counts.cr],
            indentation: IndentationDetector.detect(in: document, skipping: commentLines(of: file))?.description,
            encoding: file.hasByteOrderMark ? "utf-8-bom" : "utf-8",
            language: LanguageRegistry.language(forPath: file.path, firstLine: firstLine(of: document)).name)
    }

    /// Lines inside block comments, when the file's language has a grammar (S6).
    private func commentLines(of file: TextFile) -> Set<Int> {
        let language = LanguageRegistry.language(forPath: file.path, firstLine: firstLine(of: file.document))
        guard !language.isPlainText, let syntax = try? SyntaxTree(document: file.document, language: language) else { return [] }
        return BlockCommentLines.lines(in: syntax)
    }

    private func firstLine(of document: TextDocument) -> String {
        document.string(in: document.lines.line(at: 0).contentRange)
    }

    private func text(for file: TextFile) -> String {
        let info = summary(of: file)
        let counts = info.lineEndingCounts
        return """
        \(info.path)
          length       \(info.utf16Length) UTF-16 units (\(info.bytes) bytes)
          lines        \(info.lines)
          line ending  \(info.lineEnding) (LF \(counts["lf"]!), CRLF \(counts["crlf"]!), CR \(counts["cr"]!))
          indentation  \(info.indentation ?? "none detected")
          encoding     \(info.encoding == "utf-8-bom" ? "UTF-8 with BOM" : "UTF-8")
          language     \(info.language)
        """
    }

    private func json(for file: TextFile) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(summary(of: file))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
