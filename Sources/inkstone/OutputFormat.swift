/// How `check` prints its findings (`--format`).
enum OutputFormat: String, CaseIterable {
    /// Each finding with its source line, a caret under the word, the suggestions and
    /// the reason, as rustc and typos print theirs: the default on a terminal.
    case text
    /// `path:line:column: kind: 'word' → suggestions`, one line a finding: the default
    /// into a pipe or a file, for grep, editors' quickfix lists and scripts.
    case short
    /// One JSON object per finding per line.
    case json
    /// One SARIF 2.1.0 document, for code-scanning upload.
    case sarif

    /// The format an option names (the parser has checked it is one), else `text` for
    /// a person at a terminal and `short` for a program reading a pipe, as ripgrep
    /// chooses its headings.
    init(option value: String?, toTerminal: Bool) {
        self = value.flatMap(OutputFormat.init(rawValue:)) ?? (toTerminal ? .text : .short)
    }
}
