/// The visible lines: the first one (zero-based) and how many.
public struct Viewport: Equatable, Sendable {
    public var firstLine: Int
    public var lineCount: Int

    public init(firstLine: Int, lineCount: Int) {
        self.firstLine = firstLine
        self.lineCount = lineCount
    }
}
