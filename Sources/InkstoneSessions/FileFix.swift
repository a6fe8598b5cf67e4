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
        /// The replacements made, in text order, their text as written (with the
        /// text's own line breaks, S24): what a diff of the change shows.
        public let made: [Replacement]
        public let refused: [(index: Int, refusal: Refusal)]
    }

    public let language: Language
    /// The exclusions of the editor it works in: the language's syntax exclusions.
    private let exclusions: () -> ExclusionProvider

    public init(language: Language) {
        self.init(language: language) { SyntaxExclusions(language: language) }
    }

    /// With another provider (for tests that watch what it is told).
    init(language: Language, exclusions: @escaping () -> ExclusionProvider) {
        self.language = language
        self.exclusions = exclusions
    }

    /// Tries `replacements` (ranges in `text`, in any order) on `text`: linear in their
    /// number, since the session validates and writes them as one batch
    /// (`Editor.suggest(context:replacements:)`).
    public func apply(_ replacements: [Replacement], to text: String) -> Outcome {
        let editor = Editor(text: text, exclusionProvider: exclusions())
        // A replacement's line breaks become the text's own (S5 S24).
        editor.setLineEnding(editor.document.document.lines.dominantLineEnding)
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
        var rejections: [RejectionReason] = []
        editor.observer = { event in
            if case .suggestionRejected(_, let reason) = event { rejections.append(reason) }
        }
        editor.begin(tool: "fix")
        guard let context = try? editor.requestContexts(wholeDocument: true) else {
            return Outcome(text: text, applied: [], made: [], refused: refused + chosen.map { ($0, .rejected(.staleContext)) })
        }
        // Each is judged against the text as it was (S20 S21 S22 S23 S24): a
        // neighbour's change must not make it fail (a word that became `rewrite.py` is
        // a protected file name).
        let ids = editor.suggest(context: context.id, replacements: chosen.map { (replacements[$0].range, replacements[$0].text) })
        // The rejections are announced in the order the replacements were given.
        var reasons = rejections.makeIterator()
        var applied: [Int] = []
        for (position, index) in chosen.enumerated() {
            if ids[position] != nil {
                applied.append(index)
            } else {
                refused.append((index, .rejected(reasons.next() ?? .invalidRange)))
            }
        }
        try? editor.stop()
        let made = applied.map { index in
            Replacement(range: replacements[index].range,
                        text: String(decoding: editor.convertLineBreaks(Array(replacements[index].text.utf16)), as: UTF16.self))
        }
        return Outcome(text: editor.document.text, applied: applied, made: made, refused: refused.sorted { $0.index < $1.index })
    }

    /// Two ranges that overlap, or two insertions at one place.
    private static func overlap(_ first: TextRange, _ second: TextRange) -> Bool {
        first.overlaps(second) || first.location == second.location
    }
}
