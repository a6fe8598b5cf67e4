import InkstoneText

/// How the writing assistant may change the document (S10).
public enum WritingToolsBehavior: String, Sendable {
    /// Suggestions are applied inline as they arrive.
    case complete
    /// Suggestions are held as one panel result until the host accepts it.
    case limited
    /// Sessions are refused.
    case none
}

/// An editor's settings (S1).
public struct EditorSettings: Sendable {
    public var behavior = WritingToolsBehavior.complete
    /// The line ending inserted text gets; detected on load (S5).
    public var lineEnding = LineEnding.lf
    /// Indentation for indent/outdent; detected on load (S6).
    public var indentation = Indentation.spaces(4)
    public var characterPairs = false
    public var pairs: [(open: UInt16, close: UInt16)] = [
        (0x22, 0x22), (0x27, 0x27), (0x28, 0x29), (0x5B, 0x5D), (0x7B, 0x7D), (0x60, 0x60),
    ]
    /// An ordinary edit larger than this (replaced + inserted units) ends a session (S41).
    public var largeUpdateLimit = 10_000
    public var viewport = Viewport(firstLine: 0, lineCount: 50)

    public init() {}
}
