/// One line of a document: where it starts, its text's length and how it ends.
public struct Line: Hashable, Sendable {
    /// Zero-based line number.
    public let index: Int
    public let start: Int
    /// Length of the line's text, without its delimiter.
    public let length: Int
    public let delimiter: LineDelimiter

    public var totalLength: Int { length + delimiter.length }
    public var contentRange: TextRange { TextRange(start, length) }
    public var range: TextRange { TextRange(start, totalLength) }
}

/// A zero-based line and UTF-16 column.
public struct TextPosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line + 1):\(column + 1)" }
}
