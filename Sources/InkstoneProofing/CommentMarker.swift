import InkstoneText

/// The comment marker a line of text starts with, after its indentation, and the kind
/// it belongs to: `///`, `//!` and `//` are one kind; `/**`, `/*` and `*` (a block
/// comment's continuation) another; `#`, `--` and `;` one each. What the judgements
/// that follow a comment over its lines read (`LowercaseStyle`, `CommentFences`).
struct CommentMarker {
    /// Where the text after the marker starts, in the line.
    let end: Int
    let kind: String

    /// The marker `line` starts with, or nil for a line that is no comment line.
    init?(line units: [UInt16]) {
        let start = units.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? units.count
        let rest = units[start...]
        guard let (text, kind) = Self.markers.first(where: { rest.starts(with: $0.0.utf16) }) else { return nil }
        (end, self.kind) = (start + text.utf16.count, kind)
    }

    /// The kind of the marker line `index` of `document` starts with, if any.
    static func kind(ofLine index: Int, in document: TextDocument) -> String? {
        CommentMarker(line: text(ofLine: index, in: document))?.kind
    }

    /// The text of line `index` of `document`, without its line break.
    static func text(ofLine index: Int, in document: TextDocument) -> [UInt16] {
        document.units(in: document.lines.line(at: index).contentRange)
    }

    private static let markers: [(String, String)] = [("///", "//"), ("//!", "//"), ("//", "//"), ("/**", "*"), ("/*", "*"), ("*", "*"),
                                                      ("#", "#"), ("--", "--"), (";", ";")]
}
