/// A document as its owner lets others see it: everything to read, nothing to write.
///
/// An `Editor` hands out its document only through this view, so that no host can
/// change the text behind the editor's back: every change must go through the editor,
/// which keeps the selection, the session, the findings and the syntax tree in step.
/// It is a window, not a copy: it always shows the current text.
public struct ReadOnlyDocument {
    /// The document itself, for code of this package that needs the class (a syntax
    /// tree or region map built on it). Nothing outside the package can reach it.
    package let document: TextDocument

    package init(_ document: TextDocument) {
        self.document = document
    }

    public var length: Int { document.length }
    public var isEmpty: Bool { document.isEmpty }
    public var fullRange: TextRange { document.fullRange }
    /// The whole text. Lone surrogates read as U+FFFD.
    public var text: String { document.text }
    /// Increases by one with every change the owner makes.
    public var revision: Int { document.revision }
    public var lines: LineIndex { document.lines }
    /// How many bytes the text takes as UTF-8.
    public var utf8Count: Int { document.utf8Count }

    public subscript(offset: Int) -> UInt16 { document[offset] }

    public func units(in range: TextRange) -> [UInt16] { document.units(in: range) }

    public func string(in range: TextRange) -> String { document.string(in: range) }

    public func forEachChunk(in range: TextRange, _ body: (UnsafeBufferPointer<UInt16>) -> Void) {
        document.forEachChunk(in: range, body)
    }

    /// Whether two views show the same document.
    public func isSameDocument(as other: ReadOnlyDocument) -> Bool { document === other.document }
}
