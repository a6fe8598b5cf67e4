import Foundation
import InkstoneText

/// A line that speaks of a typo quotes it: changelogs record fixes as `Fix typo:
/// argumant -> argument` or `Readme typo: forground`, and the misspelling is written
/// there on purpose. Only the typo it quotes is left unchecked (issue #50: the whole
/// line once was, and `Fix a typo in teh docs.` hid a real one): on a line that says
/// `typo`, `misspel…` or `spelling`, a word in quotes or backticks, the words on either
/// side of an arrow (`->`, `=>`, `→`), and the one word right after `typo:`; on any line,
/// a quoted word beside its fix (`"cheks" should be "checks"`).
enum QuotedTypos {
    private static let mention = try! NSRegularExpression(pattern: #"(?i)\b(?:typos?|misspel\w*|mis-spel\w*|spelling)\b"#)
    private static let shouldBe = try! NSRegularExpression(pattern:
        #"["'`‘“](\p{L}+)["'`’”]\s+should\s+(?:be|read)\s+["'`‘“]"#)
    /// What a typo-mentioning line quotes.
    private static let quoted = try! NSRegularExpression(pattern:
        #"(?<![\p{L}\p{N}])["'`‘“]([\p{L}'’-]+)["'`’”](?![\p{L}\p{N}])"#
        + #"|(\p{L}[\p{L}'’-]*)\s*(?:->|=>|→)\s*(\p{L}[\p{L}'’-]*)"#
        + #"|(?i:\b(?:typos?|misspellings?|spelling)\s*:\s*)(\p{L}[\p{L}'’-]*)"#)

    /// The quoted typos on `lines` (all when nil).
    static func ranges(in document: TextDocument, lines: Set<Int>? = nil) -> [TextRange] {
        LineScan.ranges(in: document, only: lines, mayHold: mayHold) { text, whole, _ in
            var found = shouldBe.matches(in: text, range: whole).map { $0.range(at: 1) }
            guard mention.firstMatch(in: text, range: whole) != nil else { return found }
            for match in quoted.matches(in: text, range: whole) {
                found += (1..<match.numberOfRanges).map { match.range(at: $0) }.filter { $0.location != NSNotFound }
            }
            return found
        }
    }

    /// Lines with a `p` or `P` and an `s`/`S` or `y`/`Y`, what every mention needs, or
    /// with `should`.
    private static func mayHold(_ units: [UInt16]) -> Bool {
        units.contains { $0 == 0x70 || $0 == 0x50 } && units.contains { $0 == 0x79 || $0 == 0x59 || $0 == 0x73 || $0 == 0x53 }
            || LineUnits(units).contains("should")
    }
}
