import Foundation

/// Where a prose text's lines, sentence ends and double quotes are, read once, so that
/// asking whether a stretch lies in double quotes within its sentence costs a few
/// binary searches wherever it is: reading the stretch's line again for each doubled
/// word made a long line of them quadratic (`'hello ' × 6,000` took 19 s, issue #49).
struct SentenceQuotes {
    private let length: Int
    /// The offset each line starts at, the first 0 (NSString's line breaks: LF, CR, CR LF,
    /// NEL, LS, PS).
    private var lineStarts: [Int] = [0]
    /// The white space at which a sentence ends (`.`, `!` or `?` before it, perhaps
    /// followed by closing quotes and brackets), in order.
    private var sentenceEnds: [Int] = []
    private var straight: [Int] = []
    private var opening: [Int] = []
    private var closing: [Int] = []

    private static let closers: Set<UInt16> = [0x22, 0x27, 0x29, 0x5D, 0x2019, 0x201D]
    private static let enders: Set<UInt16> = [0x2E, 0x21, 0x3F]

    init(_ text: String) {
        let units = Array(text.utf16)
        length = units.count
        var lastBeforeClosers: UInt16 = 0
        for (index, unit) in units.enumerated() {
            switch unit {
            case 0x22: straight.append(index)
            case 0x201C: opening.append(index)
            case 0x201D: closing.append(index)
            default: break
            }
            if let scalar = Unicode.Scalar(unit), scalar.properties.isWhitespace, Self.enders.contains(lastBeforeClosers) {
                sentenceEnds.append(index)
            }
            if !Self.closers.contains(unit) { lastBeforeClosers = unit }
            let isCRBeforeLF = unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A
            if [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains(unit) && !isCRBeforeLF { lineStarts.append(index + 1) }
        }
    }

    /// Whether `start..<end` lies inside double quotes on its line and in its sentence
    /// (`"<program> help help" is a valid command`): a quote opened between the
    /// sentence's (or line's) start and `start`, and one closing after `end` before the
    /// sentence's (or line's) end.
    func liesInDoubleQuotes(_ start: Int, _ end: Int) -> Bool {
        let line = Self.firstIndex(in: lineStarts, above: start) - 1
        let lineStart = lineStarts[line]
        let lineEnd = line + 1 < lineStarts.count ? lineStarts[line + 1] : length
        let previousEnd = Self.firstIndex(in: sentenceEnds, above: start - 1) - 1
        let lower = previousEnd >= 0 && sentenceEnds[previousEnd] > lineStart ? sentenceEnds[previousEnd] : lineStart
        let lineOrEnd = max(end, lineEnd)
        let nextEnd = Self.firstIndex(in: sentenceEnds, above: end - 1)
        let upper = nextEnd < sentenceEnds.count && sentenceEnds[nextEnd] < lineOrEnd ? sentenceEnds[nextEnd] : lineOrEnd
        let opened = Self.count(straight, lower..<start) % 2 == 1 || Self.count(opening, lower..<start) > Self.count(closing, lower..<start)
        return opened && (Self.count(straight, end..<upper) > 0 || Self.count(closing, end..<upper) > 0)
    }

    /// How many of the sorted `offsets` lie in `range`.
    private static func count(_ offsets: [Int], _ range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        return firstIndex(in: offsets, above: range.upperBound - 1) - firstIndex(in: offsets, above: range.lowerBound - 1)
    }

    /// The index of the first of the sorted `offsets` greater than `value`.
    private static func firstIndex(in offsets: [Int], above value: Int) -> Int {
        var (low, high) = (0, offsets.count)
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
