import InkstoneText

/// Continuous proofreading for one editor (S60 S61 S62 S63 S64 S65 S66 S67 S68): the
/// judge's findings over the prose of the document, kept live across edits. After an
/// edit only the paragraphs it touched are checked again; a finding that comes back
/// unchanged keeps its id, so a host's squiggles stay put while the person types.
/// `findings` is what `inkstone check` reports for the same text at the same path:
/// both ask the same `FindingJudge`.
///
/// The editor drives it: hosts create one, hand it to `Editor.useProofreader(_:)` and
/// turn checking on with `Editor.setChecking(_:)`.
public final class Proofreader {
    public let judge: FindingJudge
    public var checker: SpellingChecker { judge.checker }
    /// Where `learn` writes; nil keeps learned words for the life of the proofreader.
    public let personalDictionary: PersonalDictionary?
    /// Words accepted beyond the dictionaries: the personal dictionary's and those learned.
    public var allowedWords: Set<String> { judge.allowedWords }
    /// What the judge reports, sorted by location.
    public private(set) var findings: [LiveFinding] = []
    /// The paragraphs not read: written in a language no installed dictionary knows.
    public private(set) var unread: [TextRange] = []
    /// Every finding of the local stage, reported or not, sorted by location; the
    /// readings of the paragraphs holding word findings, with ids for the findings of
    /// another dictionary; and the verdict of each finding (by id) while nothing that
    /// decides it has changed.
    private var candidates: [LiveFinding] = []
    var readings: [(reading: FindingJudge.Reading, live: [LiveFinding])] = []
    private var verdicts: [Int: Bool] = [:]
    /// The tier and reason of each spelling finding (by id), and on how many lines the
    /// document wrote its word then: kept as long as its verdict is, and while that count stays.
    private var tiers: [Int: (writings: Writings, decided: (Finding.Tier, FindingReason))] = [:]
    /// The string literals of the map last read: an edit that makes text elsewhere a
    /// literal, or no longer one, changes how it is judged without flipping protection.
    private var literals: [TextRange] = []
    private var ignored: [String: [IgnoredFinding]] = [:]

    /// The personal dictionary's words are read here; a list that cannot be read counts
    /// as empty (a host that must say so reads it first: `PersonalDictionary.words()`).
    public convenience init(checker: SpellingChecker, personalDictionary: PersonalDictionary? = nil,
                            policy: CheckPolicy = CheckPolicy(), projectNames: Set<String> = [],
                            readers: @escaping () -> [SpellingChecker] = { [] }) {
        let words = Set((try? personalDictionary?.words()) ?? [])
        self.init(judge: FindingJudge(checker: checker, policy: DocumentCheck(policy: policy), projectNames: projectNames,
                                      allowedWords: words, readers: readers),
                  personalDictionary: personalDictionary)
    }

    public init(judge: FindingJudge, personalDictionary: PersonalDictionary? = nil) {
        self.judge = judge
        self.personalDictionary = personalDictionary
    }

    public func finding(_ id: Int) -> LiveFinding? {
        findings.first { $0.id == id }
    }

    // MARK: Following the document
    //
    // The editor calls these (a host reads `findings`; it never drives them itself).

    /// Checks the whole document; returns the findings (all new).
    package func checkAll(_ document: TextDocument, map: ProseMap, nextID: () -> Int) -> [LiveFinding] {
        judge.adopt(document, map: map)
        literals = map.literals
        candidates = judge.localFindings(in: document.fullRange, of: document, map: map).filter { !isIgnored($0, in: document) }
            .map { LiveFinding(id: nextID(), finding: $0) }
        (readings, verdicts) = ([], [:])
        read(in: document, map: map, nextID: nextID)
        findings = judged(in: document)
        return findings
    }

    /// Checks the whole document again; findings that come back the same keep their ids.
    package func recheckAll(_ document: TextDocument, map: ProseMap, nextID: () -> Int) -> (added: [LiveFinding], removed: [Int]) {
        var previous = Dictionary((candidates + readings.flatMap(\.live)).map { (FindingKey($0.finding), $0.id) },
                                  uniquingKeysWith: { first, _ in first })
        let before = Set(findings.map(\.id))
        judge.adopt(document, map: map)
        literals = map.literals
        candidates = judge.localFindings(in: document.fullRange, of: document, map: map).filter { !isIgnored($0, in: document) }
            .map { LiveFinding(id: previous.removeValue(forKey: FindingKey($0)) ?? nextID(), finding: $0) }
        (readings, verdicts) = ([], [:])
        read(in: document, map: map) { previous.removeValue(forKey: FindingKey($0)) ?? nextID() }
        return report(before: before, in: document)
    }

    /// Forgets every finding; returns the ids of those reported.
    package func clear() -> [Int] {
        defer { (findings, candidates, readings, verdicts, tiers, unread) = ([], [], [], [:], [:], []) }
        return findings.map(\.id)
    }

    /// Follows one edit (already applied to `document`): moves the findings after it,
    /// drops those whose text it edited, and checks again the sentences it touched and
    /// those whose protection it flipped (S62), and the paragraphs whose reading it may
    /// have changed. Findings that come back the same keep their ids. Returns what the
    /// host sees change: reported findings added and removed.
    package func update(after edit: AppliedEdit, map: ProseMap, in document: TextDocument,
                        nextID: () -> Int) -> (added: [LiveFinding], removed: [Int]) {
        let change = edit.change
        let before = Set(findings.map(\.id))
        if judge.followEdit(change, in: document, map: map) {
            // New directives or names: every verdict, and the readings that weigh directives.
            (verdicts, readings) = ([:], [])
        }
        // A literal is judged from all of it: the whole of one that changed elsewhere.
        let flippedLiterals = RangeSet.flipped(literals, map.literals, by: change)
        literals = map.literals
        let spans = RangeSet.normalized(([change.newRange] + edit.flipped + flippedLiterals).map { Sentences.recheckSpan(for: $0, in: document) }
                                        + flippedLiterals.flatMap { RangeSet.meeting($0, in: map.literals) }
                                        + judge.widening(for: change, in: document, map: map))
        var kept: [LiveFinding] = []
        var previous: [FindingKey: Int] = [:]
        for var live in candidates {
            guard let range = change.mapIfUntouched(live.range) else {  // S61: its text was edited
                verdicts[live.id] = nil
                continue
            }
            live.finding.range = range
            if spans.contains(where: { $0.overlaps(range) || $0.location == range.location }) {
                previous[FindingKey(live.finding)] = live.id
            } else {
                kept.append(live)
            }
        }
        var rechecked: [LiveFinding] = []
        for span in spans {
            for finding in judge.localFindings(in: span, of: document, map: map) where !isIgnored(finding, in: document) {
                // S61: the same finding keeps its id
                rechecked.append(LiveFinding(id: previous.removeValue(forKey: FindingKey(finding)) ?? nextID(), finding: finding))
            }
        }
        for id in previous.values { verdicts[id] = nil }
        candidates = Self.merge(kept, rechecked)
        follow(change, spans: spans, in: document, map: map)
        read(in: document, map: map, nextID: nextID)
        forgetVerdicts(onLinesOf: change.newRange, in: document)
        return report(before: before, in: document)
    }

    /// Moves the readings an edit leaves alone and drops those it may have changed: a
    /// paragraph it touched, re-checked or joined to or parted from its neighbour.
    private func follow(_ change: TextChange, spans: [TextRange], in document: TextDocument, map: ProseMap) {
        let around = judge.paragraphSpan(around: change.newRange, in: document, map: map)
        readings = readings.compactMap { entry in
            guard let moved = change.mapIfUntouched(entry.reading.span) else {
                entry.live.forEach { verdicts[$0.id] = nil }
                return nil
            }
            let delta = moved.location - entry.reading.span.location
            let stale = moved.meets(around) || spans.contains { $0.meets(moved) }
            if stale {
                entry.live.forEach { verdicts[$0.id] = nil }
                return nil
            }
            return (entry.reading.shifted(by: delta), entry.live.map { live in
                var live = live
                live.finding.range = live.range.shifted(by: delta)
                return live
            })
        }
    }

    /// Reads the paragraphs that hold word findings and have no reading yet
    /// (`FindingJudge.readings`); a new reading's findings get ids from `nextID`.
    private func read(in document: TextDocument, map: ProseMap, nextID: (Finding) -> Int) {
        let known = readings.map(\.reading)
        var byStart = Dictionary(readings.map { ($0.reading.span.location, $0.live) }, uniquingKeysWith: { first, _ in first })
        readings = judge.readings(for: candidates.map(\.finding), known: known, of: document, map: map).map { reading in
            if let live = byStart.removeValue(forKey: reading.span.location) { return (reading, live) }
            return (reading, reading.findings.map { LiveFinding(id: nextID($0), finding: $0) })
        }
        unread = RangeSet.normalized(readings.flatMap(\.reading.unread))
    }

    private func read(in document: TextDocument, map: ProseMap, nextID: () -> Int) {
        read(in: document, map: map) { _ in nextID() }
    }

    /// The verdicts of the findings in the block of lines (up to blank lines) around
    /// `range`: a line's credits, markup and ignore patterns may have changed, and a
    /// list of names is judged whole; and on the line after, whose first word may no
    /// longer start a sentence (its tier, `WordDecisions`).
    private func forgetVerdicts(onLinesOf range: TextRange, in document: TextDocument) {
        let lines = document.lines
        // The whole block of lines around the edit: a list of names is judged whole
        // (`NameLists`: a sorted run of items, a wrapped paragraph).
        var first = lines.line(containing: range.location).index
        while first > 0, !Self.isBlank(first - 1, in: document), lines.line(containing: range.location).index - first < 200 { first -= 1 }
        let edited = lines.line(containing: range.end)
        var last = edited.index + (edited.index + 1 < lines.count ? 1 : 0)
        while last + 1 < lines.count, !Self.isBlank(last, in: document), last - edited.index < 200 { last += 1 }
        let start = lines.line(at: first).start
        let end = lines.line(at: last)
        let span = TextRange(start, end.start + end.totalLength - start)
        for live in candidates + readings.flatMap(\.live) where live.range.overlaps(span) || live.range.location == span.location {
            verdicts[live.id] = nil
        }
    }

    private static func isBlank(_ index: Int, in document: TextDocument) -> Bool {
        document.units(in: document.lines.line(at: index).contentRange).allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// What the judge reports: the candidates as their paragraphs are read, those kept
    /// by their verdicts (made for those that have none).
    private func judged(in document: TextDocument) -> [LiveFinding] {
        let all = Self.read(candidates, with: readings)
        let pending = all.filter { verdicts[$0.id] == nil }
        for (live, verdict) in zip(pending, judge.verdicts(for: pending.map(\.finding), in: document)) {
            verdicts[live.id] = verdict
            tiers[live.id] = nil
        }
        let reported = all.filter { verdicts[$0.id] == true }
        var kept: [Int: (writings: Writings, decided: (Finding.Tier, FindingReason))] = [:]
        let tiered = judge.tiered(reported.map(\.finding), in: document, readings: readings.map(\.reading)) { index, writings, decide in
            let id = reported[index].id
            let decided = tiers[id].flatMap { $0.writings == writings ? $0.decided : nil } ?? decide()
            kept[id] = (writings, decided)
            return decided
        }
        tiers = kept
        return zip(reported, tiered).map { live, judged in
            var tiered = live
            tiered.finding = judged
            return tiered
        }
    }

    /// The live counterpart of `FindingJudge.read`: the candidates outside foreign
    /// paragraphs and words, and the findings of the dictionaries that read those.
    private static func read(_ candidates: [LiveFinding], with readings: [(reading: FindingJudge.Reading, live: [LiveFinding])]) -> [LiveFinding] {
        let foreign = readings.filter { !$0.reading.isOwn }
        guard !foreign.isEmpty else { return candidates }
        let hides = RangeSet.normalized(foreign.flatMap(\.reading.hides))
        let kept = candidates.filter { live in !RangeSet.meeting(live.range, in: hides).contains { $0.overlaps(live.range) } }
        return (kept + foreign.flatMap(\.live)).sorted { FindingJudge.order($0.finding, $1.finding) }
    }

    /// Takes the judged findings; returns the reported ones added and removed since `before`.
    private func report(before: Set<Int>, in document: TextDocument) -> (added: [LiveFinding], removed: [Int]) {
        findings = judged(in: document)
        let now = Set(findings.map(\.id))
        return (findings.filter { !before.contains($0.id) }, before.subtracting(now).sorted())
    }

    /// Hides a finding until its sentence changes (S66).
    public func ignore(_ id: Int, in document: TextDocument) -> Bool {
        guard let live = findings.first(where: { $0.id == id }) else { return false }
        findings.removeAll { $0.id == id }
        candidates.removeAll { $0.id == id }
        for index in readings.indices { readings[index].live.removeAll { $0.id == id } }
        ignored[live.text, default: []].append(IgnoredFinding(live.finding, in: document))
        return true
    }

    /// Accepts `word` from now on, writing it to the personal dictionary when there is
    /// one (S67); returns the ids of the findings it settles.
    public func learn(_ word: String) throws(TextFileError) -> [Int] {
        _ = try personalDictionary?.learn(word)
        judge.checker.learn(word)
        judge.allowedWords.insert(word)
        let isSettled = { (live: LiveFinding) in
            live.finding.rule == Rule.spelling.id && (self.isAllowed(live.text) || self.judge.checker.accepts(live.text))
        }
        candidates.removeAll(where: isSettled)
        for index in readings.indices { readings[index].live.removeAll(where: isSettled) }
        defer { findings.removeAll(where: isSettled) }
        return findings.filter(isSettled).map(\.id)
    }

    private func isAllowed(_ word: String) -> Bool {
        judge.allowedWords.contains(word) || judge.allowedWords.contains(word.lowercased())
    }

    private func isIgnored(_ finding: Finding, in document: TextDocument) -> Bool {
        guard let entries = ignored[finding.text] else { return false }
        return entries.contains(IgnoredFinding(finding, in: document))
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
