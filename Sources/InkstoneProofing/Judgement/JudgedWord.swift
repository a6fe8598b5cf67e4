import InkstoneText

/// A finding where it stands, as the decisions that read more than the word see it:
/// its document, the judge's facts of that document (directives, the code's names,
/// credits and markup on its line), and — worked out once, when asked — its word facts.
public final class JudgedWord {
    public let finding: Finding
    let document: TextDocument
    let judge: FindingJudge
    /// The credits, markup and ignored ranges on the finding's line (sorted, merged).
    let line: LineRanges

    struct LineRanges {
        var credits: [TextRange] = []
        var markup: [TextRange] = []
        var ignored: [TextRange] = []
    }

    init(_ finding: Finding, in document: TextDocument, judge: FindingJudge, line: LineRanges = LineRanges()) {
        (self.finding, self.document, self.judge, self.line) = (finding, document, judge, line)
    }

    var range: TextRange { finding.range }
    var text: String { finding.text }
    var isSpelling: Bool { finding.rule == Rule.spelling.id }
    var lexicon: WordLexicon { judge.lexicon }

    /// Whether the word begins a sentence (in Markdown a `*` bullet starts one too).
    lazy var atSentenceStart: Bool = SentenceStart.startsSentence(at: range.location, in: document, isMarkup: judge.isMarkup)

    /// The word facts the word stage reads.
    lazy var facts = WordFacts(word: text, suggestions: finding.suggestions, atSentenceStart: atSentenceStart, lexicon: lexicon)

    /// On how many different lines the document writes the word (`FindingJudge.writings`).
    var writings = 1

    /// Whether the word is a slip people repeat (a swap or doubling of a common word).
    lazy var isHabitualSlip: Bool = lexicon.isHabitualSlip(text)
}
