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

/// An editor's settings (S1). Hosts read them from `Editor.settings` and change them
/// through the editor's setters (`setBehavior(_:)`, `scroll(to:)`, …).
public struct EditorSettings: Sendable {
    public internal(set) var behavior = WritingToolsBehavior.complete
    /// The line ending inserted text gets; detected on load (S5).
    public internal(set) var lineEnding = LineEnding.lf
    /// Indentation for indent/outdent; detected on load (S6).
    public internal(set) var indentation = Indentation.spaces(4)
    public internal(set) var characterPairs = false
    public internal(set) var pairs: [(open: UInt16, close: UInt16)] = [
        (0x22, 0x22), (0x27, 0x27), (0x28, 0x29), (0x5B, 0x5D), (0x7B, 0x7D), (0x60, 0x60),
    ]
    /// An ordinary edit larger than this (replaced + inserted units) ends a session (S41).
    public internal(set) var largeUpdateLimit = 10_000
    public internal(set) var viewport = Viewport(firstLine: 0, lineCount: 50)

    init() {}
}
