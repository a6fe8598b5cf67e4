/// How `check` prints its findings (`--format`).
enum OutputFormat: String, CaseIterable {
    /// `path:line:column: kind: 'word' → suggestions`, coloured on a terminal.
    case text
    /// One JSON object per finding per line.
    case json
    /// One SARIF 2.1.0 document, for code-scanning upload.
    case sarif

    /// The format an option names, or a usage error listing the formats.
    init(option value: String?, command: String) throws {
        guard let value else { self = .text; return }
        guard let format = OutputFormat(rawValue: value) else {
            throw UsageError(message: "\(command): --format takes " + Self.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                + ", not '\(value)'")
        }
        self = format
    }
}
