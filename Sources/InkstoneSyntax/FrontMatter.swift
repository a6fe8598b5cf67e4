import InkstoneText

/// Metadata at the top of a Markdown file (`---` … `---` or `...`, or `+++` … `+++`),
/// which is configuration, not prose.
enum FrontMatter {
    static let maximumLines = 500

    /// The range from the opening fence through the closing fence's line, if any.
    static func range(in document: TextDocument) -> TextRange? {
        let lines = document.lines
        guard lines.count > 1 else { return nil }
        let opening = document.string(in: lines.line(at: 0).contentRange)
        guard opening == "---" || opening == "+++" else { return nil }
        for index in 1..<min(lines.count, maximumLines) {
            let line = lines.line(at: index)
            let text = document.string(in: line.contentRange)
            if text == opening || (opening == "---" && text == "...") {
                return TextRange(0, line.start + line.totalLength)
            }
        }
        return nil
    }
}
