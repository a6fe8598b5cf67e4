import Foundation

/// The man page, inkstone(1), made from the overview and every command's help text:
/// one source for `--help` and `man inkstone`.
enum ManualPage {
    static let help = """
    inkstone manual — the man page, in roff

    USAGE
      inkstone manual

    Prints inkstone(1), made from the help texts; 'make install' installs it. To
    read it without installing: inkstone manual | man -l -
    """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let options = try OptionParser(command: "manual", arguments: arguments, valued: [], help: help)
        guard options.positional.isEmpty else { throw UsageError(message: "manual: takes no arguments") }
        Output.print(text)
        return .ok
    }

    static var text: String {
        var lines = [
            ".TH INKSTONE 1 \"\" \"inkstone \(CommandLineTool.version)\" \"User Commands\"",
            ".SH NAME",
            "inkstone \\- a headless writing-assistant session engine",
            ".SH SYNOPSIS",
            ".B inkstone",
            "\\fIcommand\\fR [\\fIoptions\\fR] [\\fIarguments\\fR]",
            ".SH DESCRIPTION",
        ]
        lines += preformatted(CommandLineTool.help)
        lines.append(".SH COMMANDS")
        for command in CommandLineTool.commands {
            lines.append(".SS inkstone \(command.name)")
            lines += preformatted(command.help)
        }
        lines += [".SH FILES", ".TP", ".I .inkstone.json",
                  "a project's settings, in the nearest folder above a file (inkstone init writes one)",
                  ".TP", ".I ~/.config/inkstone/words.txt", "your words (inkstone learn)",
                  ".TP", ".I ~/.cache/inkstone", "results and suggestion indexes (safe to delete)"]
        return lines.joined(separator: "\n")
    }

    /// Lines kept as they are: no filling, roff's escapes and control characters quoted.
    private static func preformatted(_ text: String) -> [String] {
        [".nf"] + text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let escaped = line.replacingOccurrences(of: "\\", with: "\\e").unicodeScalars.map { scalar in
                // roff reads ASCII; anything else is named by its code point (\[u2192] for →).
                scalar.isASCII ? String(scalar) : "\\[u" + String(format: "%04X", scalar.value) + "]"
            }.joined()
            return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
        } + [".fi"]
    }
}
