import InkstoneJSON
import InkstoneText

/// How a position's `character` counts (LSP 3.17 `PositionEncodingKind`). The text
/// is stored in UTF-16, so UTF-16 costs nothing; UTF-8 and UTF-32 are counted along
/// the line. Positions from the client are clamped into the text (a line past the
/// end is the end, a character past a line's end is its end) and never land inside a
/// character: not inside a surrogate pair, nor between a line's CR and LF.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The first of the client's `general.positionEncodings` (its order of
    /// preference) that the server knows; UTF-16 when it lists none.
    static func negotiate(_ offered: [String]?) -> PositionEncoding {
        offered?.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
    }

    /// The offset in UTF-16 units of a position.
    func offset(line: Int, character: Int, in document: ReadOnlyDocument) -> Int {
        let lines = document.lines
        guard line >= 0 else { return 0 }
        guard line < lines.count else { return document.length }
        let content = lines.line(at: line).contentRange
        if self == .utf16 {
            var units = min(max(0, character), content.length)
            if units > 0 && units < content.length && Surrogates.isHigh(document[content.location + units - 1])
                && Surrogates.isLow(document[content.location + units]) { units -= 1 }
            return content.location + units
        }
        var units = 0
        var counted = 0
        while units < content.length && counted < character {
            let width = Surrogates.isHigh(document[content.location + units]) && units + 1 < content.length
                && Surrogates.isLow(document[content.location + units + 1]) ? 2 : 1
            let step = count(ofCharacterAt: content.location + units, width: width, in: document)
            if counted + step > character { break }  // inside a character: its start
            counted += step
            units += width
        }
        return content.location + units
    }

    /// The position of an offset in UTF-16 units (clamped into the text).
    func position(of offset: Int, in document: ReadOnlyDocument) -> (line: Int, character: Int) {
        let clamped = max(0, min(offset, document.length))
        let line = document.lines.line(containing: clamped)
        let end = min(clamped, line.start + line.length)
        if self == .utf16 { return (line.index, end - line.start) }
        var character = 0
        var units = line.start
        while units < end {
            let width = Surrogates.isHigh(document[units]) && units + 1 < end && Surrogates.isLow(document[units + 1]) ? 2 : 1
            character += count(ofCharacterAt: units, width: width, in: document)
            units += width
        }
        return (line.index, character)
    }

    /// How many of this encoding's units the character at `offset` takes, `width`
    /// UTF-16 units long (a lone surrogate counts as U+FFFD would).
    private func count(ofCharacterAt offset: Int, width: Int, in document: ReadOnlyDocument) -> Int {
        switch self {
        case .utf16: return width
        case .utf32: return 1
        case .utf8:
            if width == 2 { return 4 }
            let unit = document[offset]
            return unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3
        }
    }

    // MARK: The protocol's positions

    func position(_ offset: Int, in document: ReadOnlyDocument) -> LSP.Position {
        let (line, character) = position(of: offset, in: document)
        return LSP.Position(line: line, character: character)
    }

    func offset(_ position: LSP.Position, in document: ReadOnlyDocument) -> Int {
        offset(line: position.line, character: position.character, in: document)
    }

    /// A range of the client's; one that ends before it starts is `InvalidParams`.
    func range(_ range: LSP.Range, in document: ReadOnlyDocument) throws(ResponseError) -> TextRange {
        let start = offset(range.start, in: document), end = offset(range.end, in: document)
        guard start <= end else {
            throw .invalidParams("a range's end (line \(range.end.line), character \(range.end.character)) is before its start "
                + "(line \(range.start.line), character \(range.start.character))")
        }
        return TextRange(start, end - start)
    }

    // MARK: JSON

    func json(_ offset: Int, in document: ReadOnlyDocument) -> JSONValue {
        let position = position(of: offset, in: document)
        return ["line": .int(position.line), "character": .int(position.character)]
    }

    func json(_ range: TextRange, in document: ReadOnlyDocument) -> JSONValue {
        ["start": json(range.location, in: document), "end": json(range.end, in: document)]
    }
}
