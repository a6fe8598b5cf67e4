/// Turns a stream of text into line lengths and delimiters, treating CR LF as one
/// delimiter even when the CR and the LF arrive in different pieces.
struct LineBreakScanner {
    static let lf: UInt16 = 0x0A
    static let cr: UInt16 = 0x0D

    private(set) var lines: [(length: UInt32, delimiter: LineDelimiter)] = []
    private var current = 0
    private var pendingCR = false

    /// Text known to hold no line break, so that it need not be read.
    mutating func skip(_ length: Int) {
        guard length > 0 else { return }
        flushCR()
        current += length
    }

    mutating func scan<C: Collection>(_ units: C) where C.Element: FixedWidthInteger {
        for unit in units {
            if pendingCR {
                pendingCR = false
                if unit == 0x0A {
                    current += 1
                    emit(.crlf)
                    continue
                }
                emit(.cr)
            }
            current += 1
            if unit == 0x0D {
                pendingCR = true
            } else if unit == 0x0A {
                emit(.lf)
            }
        }
    }

    /// Ends the stream: `includeLastLine` adds the unterminated rest (possibly empty)
    /// as a line, which is right at the end of a document and wrong before a line
    /// that the stream does not include.
    mutating func finish(includeLastLine: Bool) -> [(length: UInt32, delimiter: LineDelimiter)] {
        flushCR()
        if includeLastLine { emit(.none) }
        return lines
    }

    private mutating func flushCR() {
        if pendingCR {
            pendingCR = false
            emit(.cr)
        }
    }

    private mutating func emit(_ delimiter: LineDelimiter) {
        precondition(current <= Int(UInt32.max), "a line longer than 4 Gi UTF-16 units")
        lines.append((UInt32(current), delimiter))
        current = 0
    }
}
