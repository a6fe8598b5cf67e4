import Foundation
import InkstoneText

/// The one way the context scans (`Attributions`, `MarkupContext`) read a document:
/// line by line, matching only the lines a cheap look at their units lets through.
enum LineScan {
    /// For each line of more than two units that `mayHold` accepts, the ranges `find`
    /// returns for its text (as `NSRange`s of the line), in document coordinates.
    /// `only`, when given, names the lines (by index) to read.
    static func ranges(in document: TextDocument, only: Set<Int>? = nil, mayHold: ([UInt16]) -> Bool,
                       find: (_ text: String, _ whole: NSRange, _ units: [UInt16]) -> [NSRange]) -> [TextRange] {
        var found: [TextRange] = []
        let lines = document.lines
        for index in only.map({ $0.sorted() }) ?? Array(0..<lines.count) {
            let range = lines.line(at: index).contentRange
            guard range.length > 2 else { continue }
            let units = document.units(in: range)
            guard mayHold(units) else { continue }
            let text = UTF16Text.string(units)
            found += find(text, NSRange(location: 0, length: units.count), units).map { TextRange(range.location + $0.location, $0.length) }
        }
        return found
    }
}
