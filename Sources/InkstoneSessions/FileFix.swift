import InkstoneSyntax
import InkstoneText

/// Replacements in a file's text, made the way a proofreading session makes them: an
/// editor over the text with its syntax exclusions, one session, every replacement
/// suggested into the whole-document context and validated (S20 S21 S22 S23 S24),
/// applied into the session's one undo group (S30 S33), then stop, which keeps the
/// text (S13). What `inkstone fix` writes and `inkstone rewrite` applies.
public struct FileFix {
    /// A replacement to try: a range of the original text and its new text.
    public struct Replacement: Equatable, Sendable {
        public let range: TextRange
        public let text: String

        public init(range: TextRange, text: String) {
            (self.range, self.text) = (range, text)
        }
    }

    /// Why a replacement was not made.
    public enum Refusal: Equatable, Sendable {
        /// The session's validation refused it.
        case rejected(RejectionReason)
        /// It overlaps a replacement earlier in the text, which was tried instead.
        case overlaps

        public var explanation: String {
            switch self {
            case .rejected(let reason): reason.explanation
            case .overlaps: "it overlaps another change"
            }
        }
    }

    public struct Outcome: Sendable {
        /// The text after the replacements that were made.
        public let text: String
        /// Indexes into the replacements given, in text order.
        public let applied: [Int]
        public let refused: [(index: Int, refusal: Refusal)]
    }

    public let language: Language

    public init(language: Language) {
        self.language = language
    }

    /// Tries `replacements` (ranges in `text`, in any order) on `text`.
    public func apply(_ replacements: [Replacement], to text: String) -> Outcome {
        let editor = Editor(text: text, exclusionProvider: SyntaxExclusions(language: language))
        // A replacement's line breaks become the text's own (S5 S24).
        editor.setLineEnding(editor.document.document.lines.dominantLineEnding)
        var rejection: RejectionReason?
        editor.observer = { event in
            if case .suggestionRejected(_, let reason) = event { rejection = reason }
        }
        var refused: [(index: Int, refusal: Refusal)] = []
        let ordered = replacements.indices.sorted { (replacements[$0].range.location, $0) < (replacements[$1].range.location, $1) }
        var chosen: [Int] = []
        for index in ordered {
            if let last = chosen.last, Self.overlap(replacements[last].range, replacements[index].range) {
                refused.append((index, .overlaps))
            } else {
                chosen.append(index)
            }
        }
        // Each is judged against the text as it was (S20 S21 S22 S23 S24), as
        // `checkRewrite` judges a rewrite's pieces: a neighbour's change must not
        // make it fail (a word that became `rewrite.py` is a protected file name).
        var accepted: [Int] = []
        for index in chosen {
            if let reason = editor.rejection(ofReplacing: replacements[index].range, with: replacements[index].text) {
                refused.append((index, .rejected(reason)))
            } else {
                accepted.append(index)
            }
        }
        editor.begin(tool: "fix")
        guard let context = try? editor.requestContexts(wholeDocument: true) else {
            return Outcome(text: text, applied: [], refused: refused + accepted.map { ($0, .rejected(.staleContext)) })
        }
        var applied: [Int] = []
        // In text order, each range moved by what the changes before it did to the
        // length; the context follows the edits (S40).
        let originalLength = editor.document.length
        var shift = 0
        for index in accepted {
            let replacement = replacements[index]
            rejection = nil
            if editor.suggest(context: context.id, range: replacement.range.shifted(by: shift), text: replacement.text) != nil {
                applied.append(index)
                shift = editor.document.length - originalLength
            } else {
                refused.append((index, .rejected(rejection ?? .invalidRange)))
            }
        }
        try? editor.stop()
        return Outcome(text: editor.document.text, applied: applied, refused: refused.sorted { $0.index < $1.index })
    }

    /// Two ranges that overlap, or two insertions at one place.
    private static func overlap(_ first: TextRange, _ second: TextRange) -> Bool {
        first.overlaps(second) || first.location == second.location
    }
}
