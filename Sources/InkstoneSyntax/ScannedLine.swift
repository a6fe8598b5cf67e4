import InkstoneText

/// One line of a text as `forEach` reads it: where it starts, its length (without its
/// line break), its first unit and whether it holds nothing but spaces and tabs.
struct ScannedLine {
    let start: Int
    let length: Int
    let first: UInt16?
    let isBlank: Bool

    /// Reads the lines of `document` from `start` (a line's start) on, a rope chunk at a
    /// time, until `body` returns false: a chunk scan reads many lines of a long
    /// statement, and the document's subscript walks the rope for every unit.
    /// Lines end at LF, CR or CR LF, as the document's own lines do.
    static func forEach(in document: TextDocument, from start: Int, _ body: (ScannedLine) -> Bool) {
        var (lineStart, first, isBlank, afterCR, stopped) = (start, UInt16?.none, true, false, false)
        var base = start
        document.forEachChunk(in: TextRange(start, document.length - start)) { buffer in
            defer { base += buffer.count }
            guard !stopped else { return }
            var index = 0
            while index < buffer.count {
                let unit = buffer[index]
                if afterCR {
                    afterCR = false
                    if unit == 0x0A {
                        lineStart += 1
                        index += 1
                        continue
                    }
                }
                if unit == 0x0A || unit == 0x0D {
                    guard body(ScannedLine(start: lineStart, length: base + index - lineStart, first: first, isBlank: isBlank)) else {
                        stopped = true
                        return
                    }
                    (lineStart, first, isBlank, afterCR) = (base + index + 1, nil, true, unit == 0x0D)
                    index += 1
                    continue
                }
                if first == nil { first = unit }
                if unit != 0x20 && unit != 0x09 {
                    isBlank = false
                    // The rest of the line tells nothing more: on to its break.
                    while index + 1 < buffer.count && buffer[index + 1] != 0x0A && buffer[index + 1] != 0x0D { index += 1 }
                }
                index += 1
            }
        }
        if !stopped && lineStart < document.length {
            _ = body(ScannedLine(start: lineStart, length: document.length - lineStart, first: first, isBlank: isBlank))
        }
    }
}
