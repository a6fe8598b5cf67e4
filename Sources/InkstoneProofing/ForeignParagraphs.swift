import Foundation
import InkstoneText

/// The paragraphs of a file that are not written in the languages it is checked in
/// (issue #14, item 2): a German paragraph checked with en_US is a paragraph of
/// findings that are not mistakes. Cheap: it reads the findings the check already made.
///
/// A paragraph is the prose between blank lines. One of at least `minimumWords` words
/// (words in another script not counted) with `minimumRefused` refused is asked of the
/// language identifier (`LanguageIdentifier`, CLD2): a paragraph it reliably reads in
/// one of the checked languages is theirs however many of its words are refused (a
/// paragraph of misspelt English is English), one it reliably reads in another language
/// is that language's when a quarter of its words are refused. When it cannot tell (a
/// short paragraph, or one garbled past recognition), the dictionaries vote: most words
/// refused is another language. A refused word none of whose letters the dictionaries
/// use (`кода` to en_US) is foreign on its own: no typo of theirs is written in another
/// script.
public enum ForeignParagraphs {
    public struct Paragraph: Equatable {
        /// Its prose ranges, in order.
        public var ranges: [TextRange]
        /// The language the identifier read it in (an ISO 639-1 code); nil when the
        /// dictionaries' vote found it foreign, or for a word in another script.
        public var language: String? = nil
        /// From the first range's start to the last one's end.
        public var span: TextRange { TextRange(ranges[0].location, ranges[ranges.count - 1].end - ranges[0].location) }
    }

    static let minimumWords = 5
    static let minimumRefused = 3

    /// The paragraphs of `prose` (and the words in another script) that are in
    /// another language than `ownLanguages` (ISO 639-1 codes), given the word findings
    /// made with `tokenizer` and dictionaries of letters `alphabet`. `voters` are the
    /// findings the dictionaries' vote counts (the judge leaves out a paragraph's typos
    /// of common words when nearly all its refused words are such typos), asked for
    /// only when a vote is held; all of `findings` by default. `identify` is the
    /// language identifier.
    public static func find(in prose: [TextRange], of document: TextDocument, tokenizer: WordTokenizer,
                            findings: [Finding], voters: (() -> [Finding])? = nil, alphabet: Set<Character>,
                            ownLanguages: Set<String> = [],
                            identify: (String) -> String? = LanguageIdentifier.language(of:)) -> [Paragraph] {
        // Sorted and merged, so that whether a word is refused is a binary search.
        let unknown = refusedRanges(findings)
        guard !unknown.isEmpty else { return [] }
        var votingRanges: [TextRange]?
        func voting() -> [TextRange] {
            if let votingRanges { return votingRanges }
            let ranges = voters.map { refusedRanges($0()) } ?? unknown
            votingRanges = ranges
            return ranges
        }
        let isIn = { (ranges: [TextRange], word: Word) in RangeSet.meeting(word.range, in: ranges).contains { $0.overlaps(word.range) } }
        return paragraphs(of: prose, in: document).flatMap { paragraph -> [Paragraph] in
            let all = words(of: paragraph, in: document, tokenizer: tokenizer)
            let isOtherScript = { (word: Word) in !alphabet.isEmpty && !word.text.lowercased().contains(where: alphabet.contains) }
            let words = all.filter { !isOtherScript($0) }
            let refused = words.filter { isIn(unknown, $0) }.count
            if words.count >= minimumWords && refused >= minimumRefused {
                switch identify(text(of: paragraph, in: document)) {
                case let language? where ownLanguages.contains(language):
                    // CLD2 knows no Latin and may read placeholder Latin as English; a long
                    // paragraph without English's commonest words is not English.
                    if language == "en" && lacksEnglish(words, refused: refused, ownLanguages: ownLanguages) { return [paragraph] }
                case let language?:
                    if refused * 4 >= words.count { return [Paragraph(ranges: paragraph.ranges, language: language)] }
                case nil:
                    let voting = voting()
                    if words.filter({ isIn(voting, $0) }).count * 2 > words.count
                        || lacksEnglish(words, refused: refused, ownLanguages: ownLanguages) { return [paragraph] }
                }
            }
            return all.filter { word in isOtherScript(word) && isIn(unknown, word) }.map { Paragraph(ranges: [$0.range]) }
        }
    }

    /// Whether a paragraph checked in English, a quarter of whose `words` (`refused` of
    /// them) the dictionaries refuse, is long and holds at most one of English's
    /// commonest words: then it is not English, whatever share of its words the
    /// dictionaries accept. CLD2 knows no Latin, and placeholder text (`Proin varius
    /// tempus fermentum. Cum sociis natoque…`: hakyll's example posts, issue #26 round U)
    /// shares `in`, `at`, `a`, `non` with English's dictionaries, and Latin writes `has`
    /// (`No laudem altera adolescens has, volumus…`: a theme's example post). Twenty
    /// words of English, however misspelt, hold a `the`, `of`, `and` or `to` twice over.
    static func lacksEnglish(_ words: [Word], refused: Int, ownLanguages: Set<String>) -> Bool {
        guard ownLanguages.contains("en") && words.count >= 20 && refused * 4 >= words.count else { return false }
        return words.lazy.filter { englishMarkers.contains($0.text.lowercased()) }.prefix(2).count < 2
    }

    /// English's commonest words that the other languages written in Latin letters
    /// write alone less often (`in`, `a`, `at`, `on`, `an` are Latin, French or German
    /// words too). A marker another language shares (Dutch `is`, Polish `to`) only
    /// leaves a paragraph to the vote.
    static let englishMarkers: Set<String> = [
        "the", "of", "and", "to", "that", "for", "with", "this", "are", "was", "it", "you", "we", "be", "from", "by",
        "or", "have", "has", "not", "will", "can", "which", "they", "their", "there", "its", "if", "when", "what",
        "been", "would", "should", "is",
    ]

    private static func refusedRanges(_ findings: [Finding]) -> [TextRange] {
        RangeSet.normalized(findings.filter { $0.kind != .grammar }.map(\.range))
    }

    /// A paragraph's prose, its ranges one line each: what the identifier reads.
    static func text(of paragraph: Paragraph, in document: TextDocument) -> String {
        paragraph.ranges.map { document.string(in: $0) }.joined(separator: "\n")
    }

    /// Whether a paragraph whose refused words are among `findings` may be found
    /// foreign by `find`, or hold a foreign word: it needs `minimumWords` words more
    /// than half of which are refused — three refused words at least — or a refused
    /// word in another script. Reads only the findings' own words, not the paragraph's.
    public static func mayBeForeign(_ findings: [Finding], of document: TextDocument, tokenizer: WordTokenizer,
                                    alphabet: Set<Character>) -> Bool {
        var refused = 0
        for finding in findings where finding.kind != .grammar {
            for word in tokenizer.words(in: finding.range, of: document) where word.text.count >= 2 {
                if !alphabet.isEmpty && !word.text.lowercased().contains(where: alphabet.contains) { return true }
                refused += 1
            }
        }
        return refused * 2 > minimumWords
    }

    /// The share of a paragraph's words `accepts` takes (0 for a paragraph without words).
    public static func acceptance(of paragraph: Paragraph, in document: TextDocument, tokenizer: WordTokenizer,
                                  accepts: (String) -> Bool) -> Double {
        let words = words(of: paragraph, in: document, tokenizer: tokenizer)
        guard !words.isEmpty else { return 0 }
        return Double(words.filter { accepts($0.text) }.count) / Double(words.count)
    }

    /// The words of two letters or more: single letters and numbers say nothing of a
    /// language.
    static func words(of paragraph: Paragraph, in document: TextDocument, tokenizer: WordTokenizer) -> [Word] {
        paragraph.ranges.flatMap { tokenizer.words(in: $0, of: document) }.filter { $0.text.count >= 2 }
    }

    /// The span of the whole paragraphs (as `paragraphs(of:in:)` groups `prose`) that
    /// meet `range`: from the start of the first to the end of the last; `range` itself
    /// when no prose meets it. Walks out from `range` only as far as its paragraphs go.
    public static func span(enclosing range: TextRange, prose: [TextRange], in document: TextDocument) -> TextRange {
        let meeting = RangeSet.indices(meeting: range, in: prose)
        guard !meeting.isEmpty else { return range }
        var index = meeting.lowerBound
        var start = max(range.location, prose[index].location)
        while true {
            if let boundary = paragraphStart(in: TextRange(prose[index].location, start - prose[index].location), of: document) {
                start = boundary
                break
            }
            start = prose[index].location
            guard index > 0, joins(document.units(in: TextRange(prose[index - 1].end, start - prose[index - 1].end))) else { break }
            index -= 1
            start = prose[index].end
        }
        index = meeting.upperBound - 1
        var end = min(range.end, prose[index].end)
        while true {
            if let boundary = paragraphEnd(in: TextRange(end, prose[index].end - end), of: document) {
                end = boundary
                break
            }
            end = prose[index].end
            guard index + 1 < prose.count, joins(document.units(in: TextRange(end, prose[index + 1].location - end))) else { break }
            index += 1
            end = prose[index].location
        }
        return TextRange(start, max(start, end) - start)
    }

    /// Where, looking back from the end of `range`, a blank line inside it ends: the
    /// start of the paragraph after it; nil when `range` holds no blank line.
    private static func paragraphStart(in range: TextRange, of document: TextDocument) -> Int? {
        var offset = range.end, breaks = 0, afterRun = range.end
        while offset > range.location {
            let unit = document[offset - 1]
            switch unit {
            case 0x0A: breaks += 1
            case 0x0D, 0x20, 0x09: break
            default:
                if breaks >= 2 { return afterRun }
                breaks = 0
                afterRun = offset - 1
            }
            offset -= 1
        }
        return breaks >= 2 ? afterRun : nil
    }

    /// Where, looking on from the start of `range`, a blank line inside it starts: the
    /// end of the paragraph before it; nil when `range` holds no blank line.
    private static func paragraphEnd(in range: TextRange, of document: TextDocument) -> Int? {
        var offset = range.location, breaks = 0, beforeRun = range.location
        while offset < range.end {
            let unit = document[offset]
            switch unit {
            case 0x0A: breaks += 1
            case 0x0D, 0x20, 0x09: break
            default:
                if breaks >= 2 { return beforeRun }
                breaks = 0
                beforeRun = offset + 1
            }
            offset += 1
        }
        return breaks >= 2 ? beforeRun : nil
    }

    /// `prose` grouped into paragraphs: ranges one after the other with no blank line
    /// between them, and no code either unless on the same line (a code span). Comment
    /// lines join (`# one\n# two`); a comment and the string on the line under it do not.
    static func paragraphs(of prose: [TextRange], in document: TextDocument) -> [Paragraph] {
        var result: [Paragraph] = []
        for range in prose.flatMap({ splitAtBlankLines($0, in: document) }) {
            if let last = result.last?.ranges.last, joins(document.units(in: TextRange(last.end, range.location - last.end))) {
                result[result.count - 1].ranges.append(range)
            } else {
                result.append(Paragraph(ranges: [range]))
            }
        }
        return result
    }

    /// `range` cut at its blank lines (the whole of a plain-text file is one range).
    static func splitAtBlankLines(_ range: TextRange, in document: TextDocument) -> [TextRange] {
        let units = document.units(in: range)
        var pieces: [TextRange] = []
        // A piece ends after its last character that is not white space, so that the
        // blank line lies between it and the next.
        var start = 0, end = 0, breaks = 0
        for (index, unit) in units.enumerated() {
            switch unit {
            case 0x0A: breaks += 1
            case 0x0D, 0x20, 0x09: continue
            default:
                if breaks >= 2 {
                    pieces.append(TextRange(range.location + start, end - start))
                    start = index
                }
                breaks = 0
                end = index + 1
            }
        }
        pieces.append(TextRange(range.location + start, units.count - start))
        return pieces.filter { !$0.isEmpty }
    }

    /// Whether two prose ranges with `gap` between them are one paragraph: no blank
    /// line between them, and no letter or digit unless the gap stays on one line.
    static func joins(_ gap: [UInt16]) -> Bool {
        var breaks = 0, total = 0, hasCode = false
        for unit in gap {
            switch unit {
            case 0x0A:
                breaks += 1
                total += 1
            case 0x0D, 0x20, 0x09: continue
            default:
                breaks = 0
                // ASCII's letters and digits by their codes: Unicode's properties cost more than the rest of the look.
                if unit < 0x80 {
                    if (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || (0x30...0x39).contains(unit) { hasCode = true }
                } else if let scalar = Unicode.Scalar(unit), scalar.properties.isAlphabetic {
                    hasCode = true
                }
            }
            if breaks == 2 { return false }
        }
        return !(hasCode && total > 0)
    }
}
