import InkstoneText

/// The settings (S1), each changed through a method so that what follows from the
/// change (an event, the session's view of it) always happens.
extension Editor {
    /// How the writing assistant may change the document (S10). An active session
    /// keeps the behaviour it began with; the new one applies from the next `begin`.
    public func setBehavior(_ behavior: WritingToolsBehavior) {
        settings.behavior = behavior
    }

    /// The line ending of inserted text (S5); loading a document detects it again.
    public func setLineEnding(_ lineEnding: LineEnding) {
        settings.lineEnding = lineEnding
    }

    /// The indentation of indent and outdent (S6); loading a document detects it again.
    public func setIndentation(_ indentation: Indentation) {
        settings.indentation = indentation
    }

    /// Turns character pairs on or off (S4), optionally with other pairs than the
    /// default ones.
    public func setCharacterPairs(_ enabled: Bool, pairs: [(open: UInt16, close: UInt16)]? = nil) {
        settings.characterPairs = enabled
        if let pairs { settings.pairs = pairs }
    }

    /// An ordinary edit larger than this (replaced plus inserted units) ends a session
    /// (S41).
    public func setLargeUpdateLimit(_ limit: Int) {
        settings.largeUpdateLimit = limit
    }

    /// Scrolls or reflows; an active session is told the new geometry (S55).
    public func scroll(to viewport: Viewport) {
        settings.viewport = viewport
        if session != nil { emit(.geometry(viewport: viewport)) }
    }
}
