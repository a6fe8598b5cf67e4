import InkstoneText

/// Continuous proofreading for one editor (S60 S61 S62 S63 S64 S65 S66 S67 S68): the checker's findings over the
/// prose of the document, kept live across edits. After an edit only the sentences it
/// touched are re-checked; a finding that comes back unchanged keeps its id, so a
/// host's squiggles stay put while the person types.
///
/// The editor drives it: hosts create one, hand it to `Editor.useProofreader(_:)` and
/// turn checking on with `Editor.setChecking(_:)`.
public final class Proofreader {
    public let checker: SpellingChecker
    public var grammar: GrammarRules
    /// The project's settings (`.inkstone.json` for the document's path): its words,
    /// flagged words, rules, acronym length and ignore patterns apply as in `inkstone
    /// check`. Inline directives are not read.
    public let project: DocumentCheck
    /// Where `learn` writes; nil keeps learned words for the life of the proofreader.
    public let personalDictionary: PersonalDictionary?
    /// Words accepted beyond the dictionaries: the personal dictionary's and those learned.
    public private(set) var allowedWords: Set<String>
    /// Sorted by location.
    public private(set) var findings: [LiveFinding] = []
    private var ignored: [String: [IgnoredFinding]] = [:]

    /// `grammar`'s rules that `configuration` turns off are off. The personal
    /// dictionary's words are read here; a list that cannot be read counts as empty
    /// (a host that must say so reads it first: `PersonalDictionary.words()`).
    public init(checker: SpellingChecker, grammar: GrammarRules = GrammarRules(),
                personalDictionary: PersonalDictionary? = nil, policy: CheckPolicy = CheckPolicy()) {
        self.checker = checker
        project = DocumentCheck(policy: policy)
        var grammar = grammar
        grammar.enabled.formIntersection(project.grammarRules.enabled)
        self.grammar = grammar
        self.personalDictionary = personalDictionary
        allowedWords = Set((try? personalDictionary?.words()) ?? [])
    }

    public func finding(_ id: Int) -> LiveFinding? {
        findings.first { $0.id == id }
    }

    // MARK: Following the document
    //
    // The editor calls these; a host with its own text storage can call them itself
    // with a `TextDocument` that mirrors its text.

    /// Checks the whole document; returns the findings (all new).
    public func checkAll(_ document: TextDocument, exclusions: [TextRange], nextID: () -> Int) -> [LiveFinding] {
        let prose = RangeSet.subtracting(exclusions, from: document.fullRange)  // S60
        findings = check(prose: prose, grammarProse: prose, from: 0, in: document)
            .map { LiveFinding(id: nextID(), finding: $0) }
        return findings
    }

    /// Checks the whole document again; findings that come back the same keep their ids.
    public func recheckAll(_ document: TextDocument, exclusions: [TextRange], nextID: () -> Int) -> (added: [LiveFinding], removed: [Int]) {
        var previous = Dictionary(findings.map { (FindingKey($0.finding), $0.id) }, uniquingKeysWith: { first, _ in first })
        let prose = RangeSet.subtracting(exclusions, from: document.fullRange)
        var added: [LiveFinding] = []
        findings = check(prose: prose, grammarProse: prose, from: 0, in: document).map { finding in
            if let id = previous.removeValue(forKey: FindingKey(finding)) { return LiveFinding(id: id, finding: finding) }
            let live = LiveFinding(id: nextID(), finding: finding)
            added.append(live)
            return live
        }
        return (added, previous.values.sorted())
    }

    /// Forgets every finding; returns their ids.
    public func clear() -> [Int] {
        defer { findings = [] }
        return findings.map(\.id)
    }

    /// Follows one change (already applied to `document`): shifts the findings after
    /// it, drops those whose text it edited, and re-checks the sentences it touched
    /// and those whose protection it flipped (`exclusionsBefore` against
    /// `exclusionsAfter`, both sorted). Findings that come back the same keep their ids.
    public func update(after change: TextChange, exclusionsBefore: [TextRange], exclusionsAfter: [TextRange],
                       in document: TextDocument, nextID: () -> Int) -> (added: [LiveFinding], removed: [Int]) {
        let flipped = RangeSet.flipped(exclusionsBefore, exclusionsAfter, by: change)
        let spans = RangeSet.normalized(([change.newRange] + flipped).map { Sentences.recheckSpan(for: $0, in: document) })  // S62
        var kept: [LiveFinding] = []
        var candidates: [FindingKey: Int] = [:]
        var removed: [Int] = []
        for var live in findings {
            guard let range = change.mapIfUntouched(live.range) else {
                removed.append(live.id)  // S61: its text was edited
                continue
            }
            live.finding.range = range
            if spans.contains(where: { $0.overlaps(range) || $0.location == range.location }) {
                candidates[FindingKey(live.finding)] = live.id
            } else {
                kept.append(live)
            }
        }
        var added: [LiveFinding] = []
        var rechecked: [LiveFinding] = []
        for span in spans {
            for finding in check(span: span, in: document, exclusions: exclusionsAfter) {
                if let id = candidates.removeValue(forKey: FindingKey(finding)) {  // S61: the same finding keeps its id
                    rechecked.append(LiveFinding(id: id, finding: finding))
                } else {
                    let live = LiveFinding(id: nextID(), finding: finding)
                    added.append(live)
                    rechecked.append(live)
                }
            }
        }
        removed += candidates.values.sorted()
        findings = Self.merge(kept, rechecked)
        return (added, removed)
    }

    /// Hides a finding until its sentence changes (S66).
    public func ignore(_ id: Int, in document: TextDocument) -> Bool {
        guard let index = findings.firstIndex(where: { $0.id == id }) else { return false }
        let finding = findings.remove(at: index).finding
        ignored[finding.text, default: []].append(IgnoredFinding(finding, in: document))
        return true
    }

    /// Accepts `word` from now on, writing it to the personal dictionary when there is
    /// one (S67); returns the ids of the findings it settles.
    public func learn(_ word: String) throws(TextFileError) -> [Int] {
        _ = try personalDictionary?.learn(word)
        checker.learn(word)
        allowedWords.insert(word)
        let isSettled = { (live: LiveFinding) in
            live.finding.rule == Rule.spelling.id && (self.isAllowed(live.text) || self.checker.accepts(live.text))
        }
        defer { findings.removeAll(where: isSettled) }
        return findings.filter(isSettled).map(\.id)
    }

    // MARK: Checking

    /// The findings of one span: words of its prose, and grammar rules over its prose
    /// with a little of the text before it (whether it starts a sentence).
    func check(span: TextRange, in document: TextDocument, exclusions: [TextRange]) -> [Finding] {
        let contextStart = max(0, span.location - 12)
        let grammarProse = Self.prose(in: TextRange(contextStart, span.end - contextStart), exclusions: exclusions)
        let prose = RangeSet.subtracting([TextRange(contextStart, span.location - contextStart)], from: grammarProse)
        return check(prose: prose, grammarProse: grammarProse, from: span.location, in: document)
    }

    private func check(prose: [TextRange], grammarProse: [TextRange], from start: Int, in document: TextDocument) -> [Finding] {
        let words = project.wordFindings(in: prose, of: document, checker: checker, alsoAllowed: allowedWords)
        // A finding that ends before `start` belongs to the sentence before; one that
        // straddles the gap (a space before this sentence's "!") belongs here.
        let grammatical = grammar.findings(in: grammarProse, of: document).filter {
            $0.range.end > start && !DocumentCheck.isAboutAName($0, in: document, checker: checker)
        }
        let ignoredByPattern = project.ignoredRanges(around: (words + grammatical).map(\.range), in: document)
        return (words + grammatical)
            .filter { !isIgnored($0, in: document) && !DocumentCheck.isInside($0.range, ignoredByPattern) }
            .sorted { ($0.range.location, $0.rule) < ($1.range.location, $1.rule) }
    }

    private func isAllowed(_ word: String) -> Bool {
        allowedWords.contains(word) || allowedWords.contains(word.lowercased())
    }

    private func isIgnored(_ finding: Finding, in document: TextDocument) -> Bool {
        guard let entries = ignored[finding.text] else { return false }
        let candidate = IgnoredFinding(finding, in: document)
        return entries.contains(candidate)
    }

    // MARK: Ranges

    /// The parts of `span` outside the sorted `exclusions`, found by binary search.
    static func prose(in span: TextRange, exclusions: [TextRange]) -> [TextRange] {
        var holes: [TextRange] = []
        var index = RangeSet.firstIndex(in: exclusions) { $0.end > span.location }
        while index < exclusions.count && exclusions[index].location < span.end {
            holes.append(exclusions[index])
            index += 1
        }
        return RangeSet.subtracting(holes, from: span)
    }

    /// Two location-sorted lists as one.
    static func merge(_ first: [LiveFinding], _ second: [LiveFinding]) -> [LiveFinding] {
        var result: [LiveFinding] = []
        result.reserveCapacity(first.count + second.count)
        var (left, right) = (0, 0)
        while left < first.count || right < second.count {
            if right == second.count || left < first.count && first[left].range.location <= second[right].range.location {
                result.append(first[left])
                left += 1
            } else {
                result.append(second[right])
                right += 1
            }
        }
        return result
    }
}

/// What makes two findings the same finding after a re-check.
private struct FindingKey: Hashable {
    let range: TextRange
    let text: String
    let rule: Rule.ID

    init(_ finding: Finding) {
        (range, text, rule) = (finding.range, finding.text, finding.rule)
    }
}
