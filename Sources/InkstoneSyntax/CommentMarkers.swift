import InkstoneText

/// Strips comment markers (`//`, `#`, `/*`, `*/`, `<!--`, `-->`, `;`, `%`, `--`, `..`) from a
/// comment node's range, so that only its words count as prose.
enum CommentMarkers {
    private static let leading: Set<UInt16> = Set("/*#!<-;%.".utf16)
    private static let closers: [[UInt16]] = [Array("*/".utf16), Array("-->".utf16)]

    /// A `#!` interpreter line, which scripting grammars parse as a comment: the file's
    /// first, or a `#!/` further down (gunicorn's examples put `#!/usr/bin/env python`
    /// after their licence's lines).
    static func isShebang(_ range: TextRange, in document: TextDocument, atStart: Bool) -> Bool {
        guard range.length >= 2 && document[range.location] == 0x23 && document[range.location + 1] == 0x21 else { return false }
        return atStart || range.length >= 3 && document[range.location + 2] == 0x2F
    }

    static func strip(_ range: TextRange, in document: TextDocument) -> TextRange {
        var lower = range.location
        var upper = range.end
        while lower < upper && leading.contains(document[lower]) { lower += 1 }
        for closer in closers where upper - lower >= closer.count {
            if document.units(in: TextRange(upper - closer.count, closer.count)) == closer {
                upper -= closer.count
                break
            }
        }
        return TextRange(lower, max(0, upper - lower))
    }
}
