import Foundation
import InkstoneText

/// A line that speaks of a typo quotes it: changelogs record fixes as `Fix typo:
/// argumant -> argument` or `Readme typo: forground`, and the misspelling is written
/// there on purpose (issue #26: four of just's sampled findings). Spelling is not
/// checked on a line that says `typo`, `misspel…` or `spelling`, or that puts a quoted
/// word beside its fix (`"cheks" should be "checks"`; not `'czech' -> 'cs_CZ'`, a mapping); grammar still is.
enum QuotedTypos {
    private static let mention = try! NSRegularExpression(pattern:
        #"(?i)\b(?:typos?|misspel\w*|mis-spel\w*|spelling)\b"#
        + #"|["'`‘“]\p{L}+["'`’”]\s+should\s+(?:be|read)\s+["'`‘“]"#)

    /// The lines among `lines` (all when nil) that mention a typo, whole.
    static func ranges(in document: TextDocument, lines: Set<Int>? = nil) -> [TextRange] {
        LineScan.ranges(in: document, only: lines, mayHold: mayHold) { text, whole, _ in
            mention.firstMatch(in: text, range: whole) == nil ? [] : [whole]
        }
    }

    /// Lines with a `p` or `P` and an `s`/`S` or `y`/`Y`, what every mention needs, or
    /// with `should`.
    private static func mayHold(_ units: [UInt16]) -> Bool {
        units.contains { $0 == 0x70 || $0 == 0x50 } && units.contains { $0 == 0x79 || $0 == 0x59 || $0 == 0x73 || $0 == 0x53 }
            || LineUnits(units).contains("should")
    }
}
