import InkstoneText

/// What the judge did with one candidate finding: reported (in which tier), or dropped,
/// and every decision it weighed on the way (issue #50: `inkstone explain`).
public struct Explanation: Sendable {
    /// The finding as judged: its tier and reason are final; for a dropped finding,
    /// its reason names the decision that dropped it.
    public let finding: Finding
    public let isReported: Bool
    public let trace: DecisionTrace
    /// The word facts the word stage read, as `name: value` lines (empty when it did not run).
    public let facts: [(name: String, value: String)]
}

extension FindingJudge {
    /// Every candidate finding meeting `span` of `document`, explained: the same
    /// stages as `judge`, each decision weighed afresh and recorded.
    public func explain(_ document: TextDocument, map: ProseMap, span: TextRange) -> [Explanation] {
        adopt(document, map: map)
        let local = localFindings(in: document.fullRange, of: document, map: map)
        let readings = self.readings(for: local, known: [], of: document, map: map)
        let all = Self.read(local, with: readings)
        let words = judgedInContext(all, in: document)
        var kept: [Finding] = []
        var drops: [Decision?] = []
        var traces: [DecisionTrace] = []
        for word in words {
            var trace: DecisionTrace? = DecisionTrace()
            let drop = Self.firstFiring(ContextDecisions.all, on: word, trace: &trace)
            if drop == nil { kept.append(word.finding) }
            drops.append(drop)
            traces.append(trace ?? DecisionTrace())
        }
        let writings = Self.writings(of: kept, in: document)
        let foreign = RangeSet.normalized(readings.filter { !$0.isOwn }.flatMap(\.hides))
        return words.enumerated().compactMap { index, word in
            guard word.range.overlaps(span) || span.contains(word.range) else { return nil }
            var finding = word.finding
            if let drop = drops[index] {
                finding.reason = drop.reason
                return Explanation(finding: finding, isReported: false, trace: traces[index], facts: [])
            }
            var trace: DecisionTrace? = traces[index]
            let isForeign = RangeSet.meeting(finding.range, in: foreign).contains { $0.contains(finding.range) }
            guard finding.rule == Rule.spelling.id else {
                return Explanation(finding: finding, isReported: true, trace: trace ?? DecisionTrace(), facts: [])
            }
            if isForeign, let reader = foreignReader(refusing: finding.text) {
                // Another language's paragraph: its dictionary found the word, and its lexicon decided.
                let lexicon = WordLexicon(checker: reader)
                let facts = WordFacts(word: finding.text, suggestions: finding.suggestions,
                                      atSentenceStart: SentenceStart.startsSentence(at: finding.range.location, in: document), lexicon: lexicon)
                _ = Self.wordDecision(facts, lexicon: lexicon, trace: &trace)
                let read = [("read in", reader.languageCodes.sorted().joined(separator: ", ") + ", the paragraph's language")]
                return Explanation(finding: finding, isReported: true, trace: trace ?? DecisionTrace(), facts: read)
            }
            word.writings = writings[finding.text.lowercased(), default: Writings()]
            (finding.tier, finding.reason) = decide(word, trace: &trace)
            return Explanation(finding: finding, isReported: true, trace: trace ?? DecisionTrace(), facts: Self.facts(of: word))
        }
    }

    /// The other installed dictionary that read a foreign paragraph and refused `word`.
    private func foreignReader(refusing word: String) -> SpellingChecker? {
        (readersIfMade ?? []).first { !$0.acceptsWithForms(word) }
    }

    /// The word facts worth showing a person.
    static func facts(of word: JudgedWord) -> [(name: String, value: String)] {
        let facts = word.facts
        var shown: [(String, String)] = [
            ("shape", facts.plain == nil ? "a name or code-like token" : "an ordinary word"),
            ("at a sentence start", facts.atSentenceStart ? "yes" : "no"),
            ("frequency rank", facts.plain.flatMap { facts.lexicon.rank(of: $0) }.map(String.init) ?? "not among the common words"),
            ("SCOWL size", facts.scowlSize.map(String.init) ?? "none"),
            ("written on lines", String(word.writings.lines)),
            ("written in lowercase too", word.writings.inLowercase ? "yes" : "no"),
        ]
        if let nearest = facts.nearestCommonWord { shown.append(("nearest common word one slip away", "\(nearest.word) (rank \(nearest.rank))")) }
        if !facts.suggestions.isEmpty { shown.append(("suggestions", facts.suggestions.prefix(3).joined(separator: ", "))) }
        return shown
    }
}
