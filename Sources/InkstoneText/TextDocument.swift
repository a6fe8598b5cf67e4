/// A text document stored as UTF-16 code units, with its lines indexed.
///
/// Every change goes through `replace(_:withUnits:)`, which returns the `TextChange`
/// it made; nothing else writes the storage. Offsets and lengths are UTF-16 units.
public final class TextDocument {
    let storage: UTF16Rope
    /// The document's lines, kept in step with every change.
    public let lines: LineIndex
    /// Increases by one with every change; 0 for a freshly loaded document.
    public private(set) var revision = 0

    public convenience init(_ text: String = "") {
        let units = Array(text.utf16)
        self.init(storage: UTF16Rope(units: units), lines: LineIndex(units: units))
    }

    init(storage: UTF16Rope, lines: LineIndex) {
        precondition(storage.count == lines.totalLength, "storage and line index disagree")
        self.storage = storage
        self.lines = lines
    }

    public var length: Int { storage.count }
    public var isEmpty: Bool { storage.count == 0 }
    public var fullRange: TextRange { TextRange(0, length) }

    /// The whole text. Lone surrogates, which edits can leave, read as U+FFFD.
    public var text: String { string(in: fullRange) }

    public subscript(offset: Int) -> UInt16 { storage[offset] }

    public func units(in range: TextRange) -> [UInt16] {
        checkBounds(range)
        return storage.units(in: range)
    }

    public func string(in range: TextRange) -> String {
        UTF16Text.string(units(in: range))
    }

    /// Calls `body` with the consecutive storage chunks that make up `range`.
    public func forEachChunk(in range: TextRange, _ body: (UnsafeBufferPointer<UInt16>) -> Void) {
        checkBounds(range)
        storage.forEachChunk(in: range, body)
    }

    @discardableResult
    public func replace(_ range: TextRange, with text: String) -> TextChange {
        replace(range, withUnits: Array(text.utf16))
    }

    /// The one place where the text changes.
    @discardableResult
    public func replace(_ range: TextRange, withUnits units: [UInt16]) -> TextChange {
        checkBounds(range)
        let old = storage.units(in: range)
        lines.replace(range, with: units)
        storage.replace(range, with: units)
        revision += 1
        return TextChange(range: range, oldUnits: old, newUnits: units, revision: revision)
    }

    /// A change that its owner takes back before anyone else sees the text: it leaves
    /// the revision as it was. How the editor tries a suggestion against the protected
    /// ranges of the text it would make (S21) without an edit that observers, the
    /// history or the revision count can see. The caller must take the trial back
    /// with a second call (`trial.newRange`, `trial.oldUnits`).
    @discardableResult
    package func replaceForTrial(_ range: TextRange, withUnits units: [UInt16]) -> TextChange {
        let change = replace(range, withUnits: units)
        revision -= 1
        return TextChange(range: range, oldUnits: change.oldUnits, newUnits: units, revision: revision)
    }

    /// Applies replacements given in the current document's coordinates; they must not
    /// overlap. Returns the changes in the order applied (last range first, so that
    /// each range is still valid when its turn comes).
    public func apply(_ replacements: [(range: TextRange, units: [UInt16])]) -> [TextChange] {
        let ordered = replacements.sorted { $0.range.location > $1.range.location }
        for (later, earlier) in zip(ordered, ordered.dropFirst()) {
            precondition(earlier.range.end <= later.range.location, "replacements overlap")
        }
        return ordered.map { replace($0.range, withUnits: $0.units) }
    }

    private func checkBounds(_ range: TextRange) {
        precondition(range.location >= 0 && range.length >= 0 && range.end <= length,
                     "range \(range) is outside the document (length \(length))")
    }
}

extension TextDocument {
    /// A document holding exactly these UTF-16 units, lone surrogates included.
    public convenience init(units: [UInt16]) {
        self.init(storage: UTF16Rope(units: units), lines: LineIndex(units: units))
    }
}
