import Foundation

/// The man page, inkstone(1), made from the overview and every command's help text
/// (one source for `--help` and `man inkstone`), with its examples, the environment
/// it reads, its files and its exit statuses.
enum ManualPage {
    static let help = """
    inkstone manual — the man page, in roff

    USAGE
      inkstone manual

    Prints inkstone(1), made from the help texts; 'make install' installs it. To
    read it without installing: inkstone manual | man -l -
    """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let options = try OptionParser(command: "manual", arguments: arguments, options: [], help: help)
        guard options.positional.isEmpty else { throw UsageError(message: "manual: takes no arguments") }
        Output.print(text)
        return .ok
    }

    /// What the page says of the tool before its commands: not the tagline again.
    static let description = """
    inkstone finds typos, flagged words and grammar mistakes in the prose of a repository:
    Markdown and plain text, and the comments and strings of code in 35 languages, never
    the code itself. It reads a project's .inkstone.json and word lists, and reports the
    same findings from the command line, in CI (SARIF), in an editor (inkstone lsp) and
    to LanguageTool clients (inkstone serve). inkstone fix applies the sure corrections
    without touching code.
    """

    /// Commands a person types first, each with what it does.
    static let examples: [(command: String, does: String)] = [
        ("inkstone check", "check every file under the current folder (.gitignore honoured)"),
        ("inkstone check --format short docs/ | less", "one line a finding, as grep prints"),
        ("inkstone check --summary", "counts by rule, the most frequent words, the noisiest files"),
        ("inkstone check --all", "unknown words too (names, terms), to review for a word list"),
        ("inkstone learn --project Runestone", "accept a word in this project (.inkstone-words.txt)"),
        ("inkstone fix --diff", "the sure corrections as a diff; inkstone fix writes them"),
        ("inkstone check --changed --quiet", "what Git says changed: a pre-commit hook"),
        ("inkstone check --format sarif . > inkstone.sarif", "for code-scanning upload in CI"),
        ("inkstone init", "start a .inkstone.json, importing the words of cspell, typos, codespell and Vale"),
    ]

    /// The environment variables Inkstone reads, each with what it changes.
    static let environment: [(name: String, does: String)] = [
        ("DICPATH", "folders (colon-separated) searched for Hunspell dictionaries before the project's dictionaries/ and /usr/share/hunspell"),
        ("NO_COLOR", "when set and not empty, no colours on a terminal (--color always still colours)"),
        ("XDG_CONFIG_HOME", "where your word list is: $XDG_CONFIG_HOME/inkstone/words.txt (default ~/.config)"),
        ("XDG_CACHE_HOME", "where results and suggestion indexes are cached: $XDG_CACHE_HOME/inkstone (default ~/.cache)"),
        ("LANG, LC_ALL", "inkstone init lists your locale's dictionary when it is installed"),
    ]

    static var text: String {
        var lines = [
            ".TH INKSTONE 1 \"\" \"inkstone \(CommandLineTool.version)\" \"User Commands\"",
            ".SH NAME",
            "inkstone \\- spelling and grammar in the prose of code and documentation",
            ".SH SYNOPSIS",
            ".B inkstone",
            "\\fIcommand\\fR [\\fIoptions\\fR] [\\fIarguments\\fR]",
            ".SH DESCRIPTION",
        ]
        lines += filled(description) + [".PP"]
        lines += preformatted(CommandLineTool.help.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n"))
        lines.append(".SH COMMANDS")
        for command in CommandLineTool.commands {
            lines.append(".SS inkstone \(command.name)")
            lines += preformatted(command.help)
        }
        lines.append(".SH EXAMPLES")
        for example in examples { lines += [".TP", ".B " + escaped(example.command)] + filled(example.does) }
        lines.append(".SH ENVIRONMENT")
        for variable in environment { lines += [".TP", ".B " + variable.name] + filled(variable.does) }
        lines += [".SH FILES", ".TP", ".I .inkstone.json",
                  "a project's settings, in the nearest folder above a file (inkstone init writes one)",
                  ".TP", ".I .inkstone-words.txt", "the project's words, one a line, beside .inkstone.json (inkstone learn --project)",
                  ".TP", ".I ~/.config/inkstone/words.txt", "your words (inkstone learn)",
                  ".TP", ".I ~/.cache/inkstone", "results and suggestion indexes (safe to delete)",
                  ".TP", ".I /usr/share/hunspell", "the installed Hunspell dictionaries (Debian: hunspell-en-us and others)",
                  ".SH EXIT STATUS", ".TP", ".B 0", "no findings (or success, for the other commands)",
                  ".TP", ".B 1", "findings, or failed checks (replay)",
                  ".TP", ".B 2", "a usage or input error: an unknown option, a missing or unreadable file, a broken .inkstone.json",
                  ".TP", ".B 141", "the reader of standard output went away (inkstone check | head), as SIGPIPE would end it",
                  ".SH SEE ALSO", "hunspell(1), git(1); the documentation in docs/ of the source: configuration.md, ci.md, editors.md, serve.md"]
        return lines.joined(separator: "\n")
    }

    /// A paragraph roff fills, its escapes quoted.
    private static func filled(_ text: String) -> [String] {
        text.split(separator: "\n").map { escaped(String($0)) }
    }

    /// roff reads ASCII; anything else is named by its code point (\[u2192] for →);
    /// backslashes are quoted, and a line that starts with a control character too.
    private static func escaped(_ line: String) -> String {
        let text = line.replacingOccurrences(of: "\\", with: "\\e").unicodeScalars.map { scalar in
            scalar.isASCII ? String(scalar) : "\\[u" + String(format: "%04X", scalar.value) + "]"
        }.joined()
        return text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
    }

    /// Lines kept as they are: no filling.
    private static func preformatted(_ text: String) -> [String] {
        [".nf"] + text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) } + [".fi"]
    }
}
