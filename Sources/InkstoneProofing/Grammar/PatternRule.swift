import InkstoneText

/// One rule of a rule file: what the registry knows of it (`Rule`), its examples, and,
/// unless a Swift type implements it (`implemented-by`), its patterns, message and fixes.
/// A class, as it never changes: a sentence's rules are taken from the book without
/// copying their fields (a check spent a twentieth of its grammar time retaining them).
final class PatternRule: Sendable {
    let rule: Rule
    let patterns: [TokenPattern]
    /// Words that, before a match in its sentence, make it no mistake (`if` … `then`).
    let unless: Set<String>
    let message: FixTemplate?
    let fixes: [FixTemplate]
    let examples: [RuleExample]
    /// The Swift type that finds it (`ArticleRule`), for a rule whose logic is code.
    let implementedBy: String?
    /// Where the rule starts in its file (`en/confusables.rules:12`).
    let place: String

    init(rule: Rule, patterns: [TokenPattern], unless: Set<String>, message: FixTemplate?, fixes: [FixTemplate], examples: [RuleExample],
         implementedBy: String?, place: String) {
        (self.rule, self.patterns, self.unless, self.message, self.fixes) = (rule, patterns, unless, message, fixes)
        (self.examples, self.implementedBy, self.place) = (examples, implementedBy, place)
    }

    /// Words one of which must be in a sentence for a pattern to match there.
    var anchors: Set<String> { patterns.reduce(into: []) { $0.formUnion($1.anchors) } }
    var readsPartsOfSpeech: Bool { patterns.contains(where: \.readsPartsOfSpeech) }

    /// The findings in a sentence whose words the lexicon has classed (and the tagger
    /// tagged, when the rule reads parts of speech).
    /// The findings in `sentence`, where `anchors` are the positions (ascending) of the
    /// tokens that are one of the rule's anchor words.
    /// `patterns`, when given, are the indices of the ones tried (those whose required
    /// words the sentence holds); all the rule's when nil.
    func findings(in sentence: [GrammarToken], anchoredAt anchors: [Int], patterns tried: [Int]? = nil,
                  inflections: Inflections, document: TextDocument) -> [Finding] {
        var findings: [Finding] = []
        var covered: [Range<Int>] = []
        for pattern in tried ?? Array(patterns.indices) {
            for match in patterns[pattern].matches(in: sentence, anchoredAt: anchors) {
                guard let marked = match.markedTokens, !covered.contains(where: { $0.overlaps(marked) }),
                      unless.isEmpty || !sentence[..<marked.lowerBound].contains(where: { $0.isWord && unless.contains($0.lower) }),
                      let finding = finding(match, marked: marked, in: sentence, inflections: inflections, document: document) else { continue }
                covered.append(marked)
                findings.append(finding)
            }
        }
        return findings
    }

    private func finding(_ match: TokenPattern.Match, marked: Range<Int>, in sentence: [GrammarToken], inflections: Inflections,
                         document: TextDocument) -> Finding? {
        let taken = match.marked.map { Array(sentence[match.taken[$0]]) }
        let first = sentence[marked.lowerBound], last = sentence[marked.upperBound - 1]
        var range = TextRange(first.range.location, last.range.end - first.range.location)
        // A fix that takes words out takes the space before them too (`very unique` → `unique`).
        if !fixes.isEmpty && fixes.allSatisfy(\.pieces.isEmpty) {
            var start = range.location
            while start > 0 && (document[start - 1] == 0x20 || document[start - 1] == 0x09) { start -= 1 }
            if start < range.location && start > 0 && !UTF16Text.isWhiteSpace(document[start - 1]) {
                range = TextRange(start, range.end - start)
            } else {
                var end = range.end
                while end < document.length && (document[end] == 0x20 || document[end] == 0x09) { end += 1 }
                range = TextRange(range.location, end - range.location)
            }
        }
        let text = document.string(in: range)
        var suggestions: [String] = []
        for fix in fixes {
            guard var made = fix.render(taken, forms: inflections) else { continue }
            if first.isCapitalised && !first.isAllCapitals, let initial = made.first, initial.isLowercase {
                made = initial.uppercased() + made.dropFirst()
            }
            if made != text && !suggestions.contains(made) { suggestions.append(made) }
        }
        guard fixes.isEmpty || !suggestions.isEmpty else { return nil }
        let message = message?.render(taken, forms: inflections) ?? rule.summary
        return Finding(kind: .grammar, range: range, text: text, message: message, suggestions: suggestions, rule: rule.id,
                       reason: FindingReason(rule: rule.id, summary: rule.summary))
    }
}
