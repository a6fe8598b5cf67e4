import Foundation
import InkstoneText

/// What decisions read of a whole document, worked out once for all its findings when
/// first asked: whether it is a manual page and the words it writes right after an
/// option (`drop.repeated-placeholder`; read per finding, a line of 30,000 doubled words
/// took minutes, issue #49, item 2); and how its prose writes colons
/// (`drop.spaced-colon-style`, which the judge keeps up to date as the text is edited).
public final class DocumentHabits {
    private let document: TextDocument

    init(_ document: TextDocument) { self.document = document }

    private lazy var text: String = document.string(in: document.fullRange)

    lazy var isManualPage: Bool = RepeatedWordRule.isManualPage(text)

    lazy var namedAfterOptions: Set<String> = {
        let ns = text as NSString
        return Set(RepeatedWordRule.wordAfterOption.matches(in: text, range: NSRange(location: 0, length: ns.length))
            .map { ns.substring(with: $0.range(at: 1)) })
    }()

    /// How often the prose of `document` writes a word's colon after a space (`word :`)
    /// and right after it (`word:`), counting only colons a space or a line's end follows:
    /// prose only, not a C++ `class A : B`. lz4 writes `word :` a thousand times and
    /// `word:` four hundred (French typography does so throughout): its style
    /// (`ColonCount.isStyle`); one `word :` among many `word:` is a slip.
    public static func colons(in document: TextDocument, prose: [TextRange]) -> ColonCount {
        var count = ColonCount()
        for range in prose {
            let units = document.units(in: range)
            for index in units.indices.dropFirst() where units[index] == 0x3A {
                guard index + 1 >= units.count || UTF16Text.isWhiteSpace(units[index + 1]) else { continue }
                if units[index - 1] == 0x20 {
                    var start = index - 1
                    while start > 0 && units[start] == 0x20 { start -= 1 }
                    if WordTokenizer.isLetter(units[start]) { count.spaced += 1 }
                } else if WordTokenizer.isLetter(units[index - 1]) {
                    count.tight += 1
                }
            }
        }
        return count
    }
}
