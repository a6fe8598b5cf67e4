import InkstoneText

/// What `inkstone check` decides about findings from the document around them, once
/// they are found: inline directives, the names the code (and the project) uses,
/// names at a sentence start, credits, markup, the project's ignore patterns, and
/// what the file's literals hold (`LiteralText`). `DocumentCheck` applies it to a
/// whole check; a live host (the language server) to the findings its proofreader
/// keeps, so that the editor and CI report the same. Only the lines holding findings
/// are read.
public struct FindingContext {
    private let document: TextDocument
    private let checker: SpellingChecker
    private let names: Set<String>
    private let suggestions: (String) -> [String]
    private let directives: Directives
    private let ignored: [TextRange]
    private let credits: [TextRange]
    private let markup: [TextRange]
    /// Where word findings and grammar findings may lie; nil for anywhere.
    private let spellingProse: [TextRange]?
    private let grammarProse: [TextRange]?

    /// `names` are the parts of the code's and the project's names
    /// (`DocumentCheck.nameParts`); `prose`, when given, the document's prose as
    /// `LiteralText.partition` splits it, for findings that were found in all of it.
    /// `suggestions` tell a name from a typo of a word (`recieve`); the checker's by
    /// default (a host that must not wait for a suggestion index passes its own).
    public init(of findings: [Finding], in document: TextDocument, check: DocumentCheck, checker: SpellingChecker,
                names: Set<String>, prose: (spelling: [TextRange], grammar: [TextRange])? = nil, directives: Directives? = nil,
                suggestions: ((String) -> [String])? = nil) {
        (self.document, self.checker, self.names) = (document, checker, names)
        self.suggestions = suggestions ?? { checker.suggestions(for: $0) }
        self.directives = directives ?? Directives(in: document)
        ignored = check.ignoredRanges(around: findings.map(\.range), in: document)
        let lines = Set(findings.map { document.lines.line(containing: $0.range.location).index })
        credits = findings.contains { $0.kind != .grammar } ? Attributions.ranges(in: document, lines: lines) : []
        markup = findings.isEmpty ? [] : MarkupContext.ranges(in: document, lines: lines)
        spellingProse = prose.map { RangeSet.normalized($0.spelling) }
        grammarProse = prose.map { RangeSet.normalized($0.grammar) }
    }

    public func keeps(_ finding: Finding) -> Bool {
        if let allowed = finding.kind == .grammar ? grammarProse : spellingProse, !Self.lies(finding.range, inside: allowed) {
            return false
        }
        if finding.rule == Rule.spelling.id && isVouchedFor(finding.text) { return false }
        // A name (`ripgrep`, `fzf`) keeps its own case at a sentence start.
        if DocumentCheck.isAboutAName(finding, in: document, checker: checker)
            || finding.rule == SentenceCaseRule.rule.id && names.contains(finding.text) { return false }
        return !directives.isSilenced(finding.range) && !DocumentCheck.isInside(finding.range, ignored)
            && (finding.kind == .grammar || !DocumentCheck.isInside(finding.range, credits))
            && !markup.contains(where: { $0.overlaps(finding.range) })
    }

    /// An `inkstone:ignore` directive names the word, or the names do and it looks
    /// like no typo of a word.
    private func isVouchedFor(_ word: String) -> Bool {
        directives.words.contains(word) || directives.words.contains(word.lowercased())
            || DocumentCheck.names(names, vouchFor: word) { suggestions(word) }
    }

    /// Whether `range` lies inside one of the sorted, merged `ranges`.
    private static func lies(_ range: TextRange, inside ranges: [TextRange]) -> Bool {
        let index = RangeSet.firstIndex(in: ranges) { $0.end >= range.end }
        return index < ranges.count && ranges[index].location <= range.location && range.end <= ranges[index].end
    }
}
