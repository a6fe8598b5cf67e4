import InkstoneText

/// What the syntax layer says of a document's text, as the judge reads it: a read-only
/// snapshot that an exclusion provider hands out, so that no host needs (or gets) the
/// provider's syntax tree or region map, and every host judges from the same facts.
public struct ProseMap: Sendable {
    /// The prose: sorted, disjoint ranges (everything else is protected).
    public let prose: [TextRange]
    /// The extents of the prose nodes that are string literals: their text may be
    /// code or data rather than a sentence (`LiteralText`).
    public let literals: [TextRange]
    /// The names the document's code uses, outside its prose (`IdentifierSet`).
    public let codeNames: Set<String>
    /// True for plain text: no grammar said what is code, so the grammar rules read
    /// only the lines with no code-like token (`LiteralText.isCodeFree`).
    public let isPlainText: Bool
    /// True for code (a grammar with identifiers): its prose is comments and strings,
    /// where a fenced example is code (`CommentFences`); not for Markdown, whose fences
    /// the grammar has already taken out.
    public let isCode: Bool
    /// The parts of names inside Markdown code spans that are known misspellings
    /// (`CodeSpanMisspellings`): in `prose`, and read though a code span is markup.
    public let codeSpanWords: [TextRange]

    public init(prose: [TextRange], literals: [TextRange] = [], codeNames: Set<String> = [], isPlainText: Bool = false,
                isCode: Bool = false, codeSpanWords: [TextRange] = []) {
        (self.prose, self.literals, self.codeNames, self.isPlainText, self.isCode) = (prose, literals, codeNames, isPlainText, isCode)
        self.codeSpanWords = codeSpanWords
    }

    /// A map for a provider that knows only what is protected: its complement is prose.
    public init(exclusions: [TextRange], length: Int) {
        self.init(prose: RangeSet.complement(of: exclusions, length: length))
    }

    /// The prose ranges that meet `window`, clipped to it.
    func prose(in window: TextRange) -> [TextRange] {
        RangeSet.meeting(window, in: prose).map { $0.intersection(window) }.filter { $0.length > 0 }
    }
}
