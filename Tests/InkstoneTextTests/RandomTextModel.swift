@testable import InkstoneText

/// A naive model of a document (an array of UTF-16 units) and random edits for it,
/// heavy on line breaks and surrogate pairs.
struct RandomTextModel {
    static let pieces: [[UInt16]] = [
        [0x0A], [0x0D], [0x0D, 0x0A], Array("a".utf16), Array("word ".utf16), Array("😀".utf16),
        Array("é".utf16), [0x09], Array("line\n".utf16), Array("x\r\ny".utf16), [0xD83D], [0xDE00],
    ]

    var units: [UInt16] = []
    var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    mutating func randomText(maxPieces: Int) -> [UInt16] {
        let count = Int(random.next() % UInt64(maxPieces + 1))
        return (0..<count).flatMap { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }
    }

    /// A random replacement (insert, delete or replace) within the current text, with
    /// inserted text no longer than `maxPieces` pieces.
    mutating func randomEdit(maxPieces: Int, maxDelete: Int) -> (TextRange, [UInt16]) {
        let location = Int(random.next() % UInt64(units.count + 1))
        let room = units.count - location
        let length: Int
        switch random.next() % 3 {
        case 0: length = 0
        default: length = room == 0 ? 0 : Int(random.next() % UInt64(min(room, maxDelete) + 1))
        }
        let text = random.next() % 3 == 1 ? [] : randomText(maxPieces: maxPieces)
        return (TextRange(location, length), text)
    }

    mutating func apply(_ range: TextRange, _ text: [UInt16]) {
        units.replaceSubrange(range.location..<range.end, with: text)
    }

    /// Line lengths and delimiters as a plain scan of the model sees them.
    var lines: [(start: Int, length: Int, delimiter: LineDelimiter)] {
        var result: [(Int, Int, LineDelimiter)] = []
        var start = 0
        var index = 0
        while index < units.count {
            if units[index] == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A {
                result.append((start, index - start, .crlf))
                index += 2
                start = index
            } else if units[index] == 0x0D || units[index] == 0x0A {
                result.append((start, index - start, units[index] == 0x0D ? .cr : .lf))
                index += 1
                start = index
            } else {
                index += 1
            }
        }
        result.append((start, units.count - start, .none))
        return result
    }
}
