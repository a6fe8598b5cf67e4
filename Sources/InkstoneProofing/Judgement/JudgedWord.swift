import Foundation
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
    /// What the whole document does (its placeholders, its colons), shared by the
    /// findings judged together.
    let habits: DocumentHabits

    struct LineRanges {
        var credits: [TextRange] = []
        var markup: [TextRange] = []
        var ignored: [TextRange] = []
    }

    init(_ finding: Finding, in document: TextDocument, judge: FindingJudge, line: LineRanges = LineRanges(),
         habits: DocumentHabits? = nil) {
        (self.finding, self.document, self.judge, self.line) = (finding, document, judge, line)
        self.habits = habits ?? DocumentHabits(document)
    }

    var range: TextRange { finding.range }
    var text: String { finding.text }
    var isSpelling: Bool { finding.rule == Rule.spelling.id }
    var lexicon: WordLexicon { judge.lexicon }

    /// Whether the word begins a sentence (in Markdown a `*` bullet starts one too).
    lazy var atSentenceStart: Bool = SentenceStart.startsSentence(at: range.location, in: document, isMarkup: judge.isMarkup)

    /// The word facts the word stage reads.
    lazy var facts = WordFacts(word: text, suggestions: finding.suggestions, atSentenceStart: atSentenceStart, isShouted: isShouted,
                               lexicon: lexicon)

    /// Whether the word, in capitals, stands in a line written all in capitals.
    lazy var isShouted: Bool = {
        guard text.count >= 3, text == text.uppercased(), text != text.lowercased() else { return false }
        let line = document.lines.line(containing: range.location).contentRange
        return line.length <= 2_000 && WordTokenizer.isShouted(document.units(in: line))
    }()

    /// codespell's entry for the word, when its shape is a word's: lowercase, capitalised,
    /// or written in capitals in a line all in capitals (`Untill`, `RECIEVE` in a warning);
    /// or letters in any case where the document writes the word in lowercase too
    /// (`Debugee` in a diagram, `DEBUGEE CONFIGURATION` over a help tag, beside `debugee`);
    /// or a part of a code span's compound name, whose capital only marks where the part
    /// starts, where another line writes the name right (`Debugee` of `` `terminateDebugee` ``
    /// beside `terminateDebuggee`; not a rename's `` `HandlingLeniant` to `HandlingLenient` ``,
    /// nor an old name no line corrects). Not a name code gives (`code-names.dic`): Swift's
    /// keyword `inout`, which codespell lists for `input`, is code.
    lazy var knownMisspelling: KnownMisspellings.Entry? = {
        let isLetters = text.allSatisfy(\.isLetter)
        if BundledWords.codeNames.contains(text.lowercased()) { return nil }
        if facts.plain != nil || writings.inLowercase && isLetters { return KnownMisspellings.entry(for: text) }
        guard isLetters, judge.codeSpanWords.contains(range), let entry = KnownMisspellings.entry(for: text) else { return nil }
        let text = document.string(in: document.fullRange) as NSString
        let line = document.lines.line(containing: range.location).range
        let elsewhere = [NSRange(location: 0, length: line.location), NSRange(location: line.end, length: document.length - line.end)]
        // Another line writes a correction, in any case, alone or as a part of a name.
        return entry.corrections.contains { correction in
            elsewhere.contains { text.range(of: correction, options: .caseInsensitive, range: $0).location != NSNotFound }
        } ? entry : nil
    }()

    /// How the document writes the word (`FindingJudge.writings`).
    var writings = Writings()

    /// Whether one slip inside the word (or a letter left out) gives one of the 10,000
    /// commonest words, a word in lowercase too (`conpile`: `compile`).
    lazy var isSlipOfVeryCommonWord: Bool = {
        guard facts.plain != nil, facts.count >= 5 else { return false }
        return facts.slips.contains { facts.isCommon($0, Thresholds.veryCommonRank) && lexicon.checker.isLanguageWord($0) }
    }()

    /// Whether the word, or the whole name it is a part of (`ssize` of `ssize_t`), is a
    /// name the document's code or `code-names.dic` gives.
    lazy var isCodeName: Bool = {
        let whole = document.string(in: NearbyCode.nameToken(around: range, in: document))
        return judge.codeNames.contains(text) || judge.codeNames.contains(whole)
            || WordLexicon.isCodeName(text.lowercased()) || WordLexicon.isCodeName(whole.lowercased())
    }()

    /// Whether the word is a slip people repeat (a swap or doubling of a common word).
    lazy var isHabitualSlip: Bool = lexicon.isHabitualSlip(text)
}
