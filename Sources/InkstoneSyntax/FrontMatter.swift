import InkstoneText

/// Metadata at the top of a Markdown file (`---` … `---` or `...`, or `+++` … `+++`),
/// which is configuration, not prose — but for the values a site shows its readers
/// (`readValues`).
enum FrontMatter {
    static let maximumLines = 500

    /// The keys whose values a page shows its readers: its title, and what a listing
    /// or a search result says of it. They were never checked (issue #49).
    static let readKeys: Set<String> = ["title", "subtitle", "description", "summary", "excerpt"]

    /// The values of `readKeys` in the front matter at `range` (YAML `key: value`,
    /// quoted or not, or a `|`/`>` block of indented lines; TOML `key = "value"`), at
    /// the top level only: nested keys belong to some tool's settings.
    static func readValues(in document: TextDocument, frontMatter range: TextRange) -> [TextRange] {
        let lines = document.lines
        let closing = lines.line(containing: max(0, range.end - 1)).index
        var values: [TextRange] = []
        var index = 1
        while index < closing {
            let line = lines.line(at: index).contentRange
            index += 1
            let units = document.units(in: line)
            guard let (key, valueStart) = Self.key(in: units), readKeys.contains(key.lowercased()) else { continue }
            var start = valueStart
            while start < units.count, units[start] == 0x20 || units[start] == 0x09 { start += 1 }
            let value = Array(units[start...])
            if ["|", ">", "|-", ">-", "|+", ">+"].contains(String(decoding: value, as: UTF16.self).trimmingCharacters(in: .whitespaces)) {
                // A block: the indented lines after the key.
                while index < closing {
                    let next = lines.line(at: index).contentRange
                    let text = document.units(in: next)
                    guard text.isEmpty || text[0] == 0x20 || text[0] == 0x09 else { break }
                    let indent = text.prefix { $0 == 0x20 || $0 == 0x09 }.count
                    if indent < text.count { values.append(TextRange(next.location + indent, text.count - indent)) }
                    index += 1
                }
            } else if let quoted = Self.unquoted(value) {
                if quoted.length > 0 { values.append(quoted.shifted(by: line.location + start)) }
            }
        }
        return values
    }

    /// A top-level key at the start of a line and where its value starts (after `:` or `=`).
    private static func key(in units: [UInt16]) -> (String, Int)? {
        var end = 0
        while end < units.count, isKeyUnit(units[end]) { end += 1 }
        guard end > 0 else { return nil }
        var separator = end
        while separator < units.count, units[separator] == 0x20 { separator += 1 }
        guard separator < units.count, units[separator] == 0x3A || units[separator] == 0x3D else { return nil }
        return (String(decoding: units[0..<end], as: UTF16.self), separator + 1)
    }

    /// The value without its quotes; the whole of it when unquoted; nil for a list or map.
    private static func unquoted(_ value: [UInt16]) -> TextRange? {
        var length = value.count
        while length > 0, value[length - 1] == 0x20 || value[length - 1] == 0x09 { length -= 1 }
        guard length > 0 else { return TextRange(0, 0) }
        if value[0] == 0x5B || value[0] == 0x7B { return nil }
        if (value[0] == 0x22 || value[0] == 0x27), length > 1, value[length - 1] == value[0] { return TextRange(1, length - 2) }
        return TextRange(0, length)
    }

    private static func isKeyUnit(_ unit: UInt16) -> Bool {
        (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || (0x30...0x39).contains(unit) || unit == 0x5F || unit == 0x2D
    }

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
