import InkstoneText

/// The comments of a Markdown document's fenced code examples (issue #50): the code is
/// protected, but a whole-line comment in it (`# Propagate the error`, `// Specifying
/// a value`) is a sentence a person wrote, as a comment in a source file is. Only where
/// the fence names a language Inkstone has whose one-line comment has no closing
/// marker, and not for shells, whose `# ` starts a root prompt (`# apt install foo`).
/// The text after the marker is prose, without the tokens no word holds (`ProtectedTokens`);
/// the judge leaves out a comment line that is code put aside (`CommentedCode`).
public enum FencedCodeComments {
    /// Languages whose `#` lines in documentation are as often a root prompt as a comment.
    static let shells: Set<String> = ["bash", "sh", "shell", "zsh", "fish", "console", "shellsession", "powershell", "make"]

    /// The prose ranges of the whole-line comments inside `document`'s fenced code blocks.
    public static func ranges(in document: TextDocument) -> [TextRange] {
        var found: [TextRange] = []
        var fence: (marker: [UInt16], comment: [UInt16]?)?
        for index in 0..<document.lines.count {
            let line = document.lines.line(at: index).contentRange
            let units = document.units(in: line)
            let start = units.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? units.count
            let rest = Array(units[start...])
            if let open = fence {
                if rest.starts(with: open.marker), rest.dropFirst(open.marker.count).allSatisfy({ $0 == open.marker[0] || $0 == 0x20 }) {
                    fence = nil
                } else if let comment = open.comment, let text = commentText(rest, marker: comment) {
                    let range = TextRange(line.location + start + text.lowerBound, text.count)
                    found += RangeSet.subtracting(ProtectedTokens.ranges(in: range, of: document), from: [range])
                }
            } else if let marker = fenceMarker(rest) {
                fence = (marker, commentMarker(info: Array(rest.dropFirst(marker.count))))
            }
        }
        return found
    }

    /// The run of three or more backquotes or tildes a fence line starts with.
    static func fenceMarker(_ line: [UInt16]) -> [UInt16]? {
        guard let first = line.first, first == 0x60 || first == 0x7E else { return nil }
        let count = line.prefix { $0 == first }.count
        return count >= 3 ? Array(repeating: first, count: count) : nil
    }

    /// The one-line comment marker of the language an info string names (`ruby`,
    /// `swift title="x"`, `{.python}`), without its space; nil for none or a shell.
    static func commentMarker(info: [UInt16]) -> [UInt16]? {
        let words = String(decoding: info, as: UTF16.self).split { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "}" || $0 == "," }
        guard let name = words.first.map({ $0.hasPrefix(".") ? String($0.dropFirst()) : String($0) })?.lowercased(),
              !name.isEmpty, !shells.contains(name) else { return nil }
        let language = LanguageRegistry.language(forClientID: name) ?? LanguageRegistry.listed.first { $0.extensions.contains(name) }
        guard let language, !shells.contains(language.name), let comment = language.lineComment, comment.close.isEmpty else { return nil }
        let marker = comment.open.filter { $0 != " " && $0 != "\t" }
        return marker.isEmpty ? nil : Array(marker.utf16)
    }

    /// The range, in `line` (from its first non-blank unit), of the text after a comment
    /// marker and one space: a marker doubled or tripled (`///`, `##`) is the same comment;
    /// nil when the line is no comment or holds nothing but marks (`# ---`).
    static func commentText(_ line: [UInt16], marker: [UInt16]) -> Range<Int>? {
        guard line.starts(with: marker) else { return nil }
        var index = marker.count
        while index < line.count && line[index] == marker.last { index += 1 }
        guard index < line.count, line[index] == 0x20 else { return nil }
        while index < line.count && line[index] == 0x20 { index += 1 }
        guard line[index...].contains(where: { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
        return index..<line.count
    }
}
