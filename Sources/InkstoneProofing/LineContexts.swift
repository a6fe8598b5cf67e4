import InkstoneText

/// The credits and markup on a document's lines (`Attributions` and `QuotedTypos`:
/// where spelling is not checked; `MarkupContext`: where nothing is), each
/// line read once while the document stays at one revision: a paragraph's reading and
/// the verdicts both ask about the lines that hold findings (issue #27).
final class LineContexts {
    /// The document read, and its revision then.
    private weak var document: TextDocument?
    private var revision = 0
    private var credits = Scanned()
    private var markup = Scanned()
    private var listVerdicts = NameListVerdicts()

    /// The lines read and what was found on them.
    private struct Scanned {
        var lines: Set<Int> = []
        var ranges: [Int: [TextRange]] = [:]

        mutating func ranges(onLines wanted: Set<Int>, of document: TextDocument,
                             scan: (Set<Int>) -> [TextRange]) -> [TextRange] {
            let missing = wanted.subtracting(lines)
            if !missing.isEmpty {
                for range in scan(missing) {
                    ranges[document.lines.line(containing: range.location).index, default: []].append(range)
                }
                lines.formUnion(missing)
            }
            return RangeSet.normalized(wanted.flatMap { ranges[$0] ?? [] })
        }
    }

    /// The credits (when `withCredits`) and the markup on `lines` of `document`.
    /// Whether the document is Markdown or reST, whose `*` marks emphasis (`MarkupContext`).
    var isMarkup = false
    /// Whether the document is plain text, where Vim's help writes `'options'`.
    var isPlainText = false

    func ranges(onLines lines: Set<Int>, of document: TextDocument, withCredits: Bool) -> (credits: [TextRange], markup: [TextRange]) {
        if self.document !== document || revision != document.revision {
            (self.document, revision, credits, markup, listVerdicts) = (document, document.revision, Scanned(), Scanned(), NameListVerdicts())
        }
        let found = withCredits ? credits.ranges(onLines: lines, of: document) {
            Attributions.ranges(in: document, lines: $0, listVerdicts: listVerdicts) + QuotedTypos.ranges(in: document, lines: $0)
        } : []
        return (found, markup.ranges(onLines: lines, of: document) { MarkupContext.ranges(in: document, lines: $0, isMarkup: isMarkup, readsVimOptions: isPlainText) })
    }
}
