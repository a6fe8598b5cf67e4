import InkstoneText

/// The one judge (issue #25): what is reported of a document's text, decided once for
/// every host — `inkstone check`, an embedding editor, the language server, scripts.
/// Hosts report what it keeps and never filter.
///
/// It judges in three stages. The *local* stage reads a span of sentences: the prose
/// split by what its literals hold (`LiteralText`), the spelling and flagged words
/// with the project's and the person's words, and the grammar rules over the
/// sentences; what it finds depends only on that span (and the literals and lines it
/// holds), so the live proofreader re-runs it for the sentences an edit touched (S62).
/// The *paragraph* stage reads a paragraph that holds word findings in the language it
/// is written in (`ForeignParagraphs`: the language identifier's reading, or most words
/// refused, means another language, read with the installed dictionary of it, or unread). The *document* stage decides each finding from facts of the whole document: inline
/// directives (kept across edits, rescanned only when an edit touches one), the names
/// the code and the project use, and from its own line the credits, markup and ignore
/// patterns. Its verdicts are kept per finding until an edit or a change of those facts
/// can alter them.
public final class FindingJudge {
    /// The project's words, flagged words, rules, acronym length and ignore patterns.
    public let policy: DocumentCheck
    public private(set) var checker: SpellingChecker
    /// The project's own names (`ProjectVocabulary`): its prose may mention them.
    public let projectNames: Set<String>
    /// Checkers for the other installed dictionaries, asked for once a paragraph in
    /// another language is met.
    private var makeReaders: () -> [SpellingChecker]
    private var readers: [SpellingChecker]?
    /// The other languages' checkers, when a paragraph needed them.
    var readersIfMade: [SpellingChecker]? { readers }
    /// Words accepted beyond the dictionaries and the policy: the personal dictionary's
    /// and those learned since.
    var allowedWords: Set<String>
    /// False while the checker's suggestion index is still being built (a language
    /// server never waits for it): a name then vouches for itself, as it cannot yet be
    /// told from a typo of a word, and the host checks again once the index is ready.
    public var suggestionsReady = true

    /// What the word stage knows of the checker's language (issue #50).
    private(set) var lexicon: WordLexicon
    /// The languages the checker's dictionaries are of (`en` for en_US).
    private var ownLanguages: Set<String>

    /// The lines' credits and markup, read once a revision.
    private let lineContexts = LineContexts()

    // The document stage's facts.
    private(set) var directives = Directives()
    private(set) var codeNames: Set<String> = []
    /// `codeNames` by their lowercase (`weakset`: `WeakSet`), made when first asked:
    /// most documents have no lowercase word to look up in it.
    private var codeNamesByLowercase: [String: [String]]?
    /// Whether the document is plain text (a Vim help file is: `VimHelpExample`).
    private(set) var isPlainText = false
    /// Whether the document is source code: its comments may follow code on a line.
    private(set) var isCode = false
    /// Whether the document is Markdown or reST, whose `*` marks emphasis.
    var isMarkup: Bool { lineContexts.isMarkup }
    /// The string literals' extents (`ProseMap.literals`): a message is read by people,
    /// not about the code around it (`NearbyCode`).
    private(set) var literals: [TextRange] = []
    /// `ProseMap.codeSpanWords`: no markup for the context decisions.
    private(set) var codeSpanWords: [TextRange] = []
    /// How the document's prose writes its colons (`ColonCount`), kept up to date by
    /// `followEdit`; `FileCheck` hands it on to the project's count.
    public private(set) var colons = ColonCount()
    /// Whether the document's prose spaces its colons as a style.
    var spacesBeforeColons: Bool { colons.isStyle }
    private(set) var names: Set<String> = []
    /// The parts of the project's own names, lowercased: what its manifests declare (its
    /// package, commands, dependencies) and its folders are called. They vouch for a word
    /// even one slip from another (`vitest`, `lerna`), unlike the names in code: a
    /// manifest says what the project uses; a misspelt variable says nothing.
    private let declaredNames: Set<String>

    public init(checker: SpellingChecker, policy: DocumentCheck = DocumentCheck(), projectNames: Set<String> = [],
                allowedWords: Set<String> = [], readers: @escaping () -> [SpellingChecker] = { [] }) {
        (self.checker, self.policy, self.projectNames, self.allowedWords) = (checker, policy, projectNames, allowedWords)
        makeReaders = readers
        lexicon = WordLexicon(checker: checker)
        ownLanguages = checker.languageCodes
        names = policy.nameParts(of: projectNames, checker: checker)
        declaredNames = Set(names.map { $0.lowercased() }.filter { $0.count >= 3 })
    }

    /// Goes on with another checker of the same dictionaries, keeping what it judged: a
    /// document prepared off a language server's queue with a checker of its own is
    /// handed the queue's, so that it does not keep a second Hunspell in memory
    /// (about 9 MB for en_US) for as long as it is open (issue #27, item 3).
    public func use(_ checker: SpellingChecker, readers: @escaping () -> [SpellingChecker]) {
        (self.checker, makeReaders, self.readers) = (checker, readers, nil)
        lexicon = WordLexicon(checker: checker)
        ownLanguages = checker.languageCodes
    }

    /// Everything reported of a whole document, at once: what `inkstone check` prints.
    /// `stage` hears the name of each stage as it starts (`local`, `paragraph`,
    /// `document`), for a benchmark to time them.
    public func judge(_ document: TextDocument, map: ProseMap, stage: (String) -> Void = { _ in }) -> Judgement {
        stage("local")
        adopt(document, map: map)
        let local = localFindings(in: document.fullRange, of: document, map: map)
        stage("paragraph")
        let readings = self.readings(for: local, known: [], of: document, map: map)
        let all = Self.read(local, with: readings)
        stage("document")
        let verdicts = self.verdicts(for: all, in: document)
        return Judgement(findings: tiered(zip(all, verdicts).filter(\.1).map(\.0), in: document, readings: readings),
                         unread: RangeSet.normalized(readings.flatMap(\.unread)))
    }

    /// What a judgement reports: the findings, sorted by place, and the paragraphs not
    /// read because no installed dictionary knows their language.
    public struct Judgement: Sendable {
        public let findings: [Finding]
        public let unread: [TextRange]
    }

    // MARK: The local stage

    /// The findings of `span` before the paragraph and document stages: words of its
    /// prose in the checker's language, and grammar rules over its sentences with a
    /// little of the text before it (whether it starts a sentence). Literals and lines
    /// are judged whole (`LiteralText`), then the pieces cut to the span.
    func localFindings(in span: TextRange, of document: TextDocument, map: ProseMap) -> [Finding] {
        let contextStart = max(0, span.location - 12)
        let window = TextRange(contextStart, span.end - contextStart)
        let parts = partition(meeting: window, of: document, map: map)
        let spelling = Self.clip(parts.spelling, to: span)
        var words = policy.wordFindings(in: spelling, of: document, checker: checker, alsoAllowed: allowedWords)
        let messages = Self.clip(parts.listedOnly, to: span)
        if !messages.isEmpty {
            let found = policy.wordFindings(in: messages, of: document, checker: checker, alsoAllowed: allowedWords)
            words += TestDataMessages.listedMisspellings(found, messages: parts.messages, in: document)
        }
        // A finding that ends before the span belongs to the sentence before; one that
        // straddles the gap (a space before this sentence's "!") belongs here. The Swift
        // rules are English's only (French puts a space before `:` and `;`, and `nous
        // nous` is right); another language has its rule files' rules.
        guard let language = GrammarRules.language(of: checker) else { return words.sorted(by: Self.order) }
        let english = Self.clip(parts.grammar, to: window).filter { !EastAsianText.holds(document.units(in: $0)) }
        let grammatical = policy.grammarRules.findings(in: english, of: document, language: language).filter {
            $0.range.end > span.location && !DocumentCheck.isAboutAName($0, in: document, checker: checker)
        }
        return (GrammarRules.withoutWordsTheyFix(words, grammatical) + grammatical).sorted(by: Self.order)
    }

    /// The prose meeting `window` split as `LiteralText.partition` splits it (in plain
    /// text, the grammar rules read only the code-free lines).
    /// `listedOnly` is the prose of a test file's strings that read as messages
    /// (`messages`), read for listed misspellings only (`TestDataMessages`).
    private func partition(meeting window: TextRange, of document: TextDocument, map: ProseMap)
        -> (spelling: [TextRange], grammar: [TextRange], listedOnly: [TextRange], messages: [TextRange]) {
        let (prose, literals, messages) = proseAndLiterals(meeting: window, map: map, of: document, withMessages: true)
        var parts = LiteralText.partition(prose, literals: literals, of: document)
        if map.isPlainText { parts.grammar = parts.grammar.filter { LiteralText.isCodeFree(ScalarText(units: document.units(in: $0))) } }
        let listedOnly = messages.prose.isEmpty ? [] : LiteralText.spellingProse(messages.prose, literals: messages.literals, of: document)
        return (parts.spelling, parts.grammar, listedOnly, messages.literals)
    }

    /// `partition`'s spelling alone: the words a paragraph's reading weighs.
    private func spellingProse(meeting window: TextRange, of document: TextDocument, map: ProseMap) -> [TextRange] {
        let (prose, literals, _) = proseAndLiterals(meeting: window, map: map, of: document)
        return LiteralText.spellingProse(prose, literals: literals, of: document)
    }

    /// The prose meeting `window` and the literals whose text is judged: a test file's
    /// strings are test data (issue #26), so only its comments, docstrings and tests'
    /// descriptions (`TestDescriptions`) are read; no line of code left in a comment is
    /// read (`CommentedCode`), nor a comment's or a plain text's fenced code (`CommentFences`,
    /// `PlainTextFences`). `messages` are the test file's other strings that read as
    /// messages, and their prose (`TestDataMessages`).
    private func proseAndLiterals(meeting window: TextRange, map: ProseMap, of document: TextDocument, withMessages: Bool = false)
        -> (prose: [TextRange], literals: [TextRange], messages: (prose: [TextRange], literals: [TextRange])) {
        var literals = RangeSet.meeting(window, in: map.literals)
        var prose = RangeSet.meeting(window, in: map.prose)
        // `rel="noopener noreferrer"`, `className="…"`: values for the browser (`MarkupAttributes`);
        // `'nativeName' => '…'`, `license = "MIT"`: a name (`NamedValues`), asked of the prose
        // (a string's text inside its quotes), which a data file's values are without being
        // literals.
        let attributes = prose.filter { NamedValues.isName($0, in: document) }
            + literals.filter { MarkupAttributes.isCodeValue($0, in: document) }
        if !attributes.isEmpty {
            prose = RangeSet.subtracting(attributes, from: prose)
            literals = RangeSet.subtracting(attributes, from: literals)
        }
        // `@doc """`: Markdown for people, read as a docstring is (`DocAttributes`).
        let docs = DocAttributes.spans(meeting: window, literals: map.literals, in: document)
        if !docs.isEmpty {
            literals = RangeSet.subtracting(docs, from: literals)
            prose = RangeSet.subtracting(docs.flatMap { DocAttributes.indentedCode(in: $0, of: document) }, from: prose)
        }
        let comments = RangeSet.subtracting(literals, from: prose)
        let fenced = map.isCode ? CommentFences.lines(in: comments, of: document)
            : map.isPlainText ? PlainTextFences.lines(in: comments, of: document) : []
        let code = CommentedCode.lines(in: comments, of: document) + fenced
        if !code.isEmpty { prose = RangeSet.subtracting(code, from: prose) }
        guard policy.policy.literalsAreData else { return (prose, literals, ([], [])) }
        let descriptions = literals.filter { TestDescriptions.isDescription($0, in: document) || TestMessages.isMessage($0, in: document) }
        let described = Set(descriptions)
        let data = described.isEmpty ? literals : literals.filter { !described.contains($0) }
        // The paragraph stage (`spellingProse`) reads no messages: they are scanned only when asked.
        let messages = withMessages ? TestDataMessages.messages(in: data, of: document) : []
        let messageProse = messages.flatMap { message in
            RangeSet.meeting(message, in: prose).map { $0.intersection(message) }.filter { $0.length > 0 }
        }
        return (RangeSet.subtracting(data, from: prose), descriptions, (messageProse, messages))
    }

    static func order(_ first: Finding, _ second: Finding) -> Bool {
        (first.range.location, first.rule) < (second.range.location, second.rule)
    }

    private static func clip(_ ranges: [TextRange], to window: TextRange) -> [TextRange] {
        ranges.compactMap { range in
            let clipped = range.intersection(window)
            return clipped.length > 0 ? clipped : nil
        }
    }

    /// What an edit asks to check again beyond its sentences (S62): the lines it
    /// touched when they are (or were) rows of columns or hold backticks, or are plain text (the grammar
    /// rules skip those, so an edit anywhere on such a line may change what the rest of
    /// it reads), a string literal it edited (what a literal holds is judged from
    /// all of it), and the comment around a fence it typed or took out (`CommentFences`),
    /// or in plain text the lines below it (`PlainTextFences`).
    func widening(for change: TextChange, in document: TextDocument, map: ProseMap) -> [TextRange] {
        let lines = document.lines
        let first = lines.line(containing: change.newRange.location), last = lines.line(containing: change.newRange.end)
        let span = TextRange(first.start, last.start + last.length - first.start)
        var now = document.units(in: span)
        let before = Array(now[..<(change.newRange.location - span.location)]) + change.oldUnits
            + Array(now[(change.newRange.end - span.location)...])
        var widened = RangeSet.meeting(change.newRange, in: map.literals)
        // A documentation heredoc is read whole (its indented code needs its blank lines),
        // and an edit to the line that opens one (`@doc """`) may make it one or not (`DocAttributes`).
        if map.isCode {
            let opens = LineUnits(now).contains("\"\"\"") || LineUnits(before).contains("\"\"\"")
            widened += opens ? DocAttributes.strings(meeting: span, literals: map.literals, in: document)
                : DocAttributes.spans(meeting: change.newRange, literals: map.literals, in: document)
        }
        // In plain text the grammar rules read a line only when no token on it is code
        // (`LiteralText.isCodeFree`): an edit anywhere on it may change what the rest reads.
        if map.isPlainText || LiteralText.mayHoldHoles(now) || LiteralText.mayHoldHoles(before) { widened.append(span) }
        // A fence typed or taken out in a comment makes the comment lines below it code or prose.
        if map.isCode && (CommentFences.mayHoldFence(now) || CommentFences.mayHoldFence(before)) {
            widened += [CommentFences.block(around: change.newRange, in: document),
                        CommentFences.enclosingComment(of: change.newRange, in: document)]
        }
        // In plain text, the lines below it.
        if map.isPlainText && (CommentFences.mayHoldFence(now) || CommentFences.mayHoldFence(before)) {
            widened.append(PlainTextFences.below(change.newRange, in: document))
        }
        now = []
        return widened
    }

    // MARK: The paragraph stage

    /// How one paragraph is read, once its words are known: in the checker's language,
    /// or — when most of its words are refused (`ForeignParagraphs`) — with the
    /// installed dictionary that accepts most of them (half at least), or not at all.
    /// A refused word in another script is unread on its own.
    public struct Reading {
        /// The paragraph: the span this reading is good for while its text stays.
        public var span: TextRange
        /// Where the checker's own findings do not count: the foreign paragraph, the
        /// words in another script.
        public var hides: [TextRange]
        /// The findings of the dictionary that reads it, when another one does.
        public var findings: [Finding]
        /// What no installed dictionary reads.
        public var unread: [TextRange]

        /// Whether it hides (and so replaces) nothing: the paragraph is the checker's language.
        public var isOwn: Bool { hides.isEmpty }

        /// The same reading moved by an edit that leaves its paragraph alone.
        func shifted(by delta: Int) -> Reading {
            Reading(span: span.shifted(by: delta), hides: hides.map { $0.shifted(by: delta) },
                    findings: findings.map { finding in
                        var moved = finding
                        moved.range = finding.range.shifted(by: delta)
                        return moved
                    }, unread: unread.map { $0.shifted(by: delta) })
        }
    }

    /// The readings of the paragraphs that hold word findings among `findings` (sorted
    /// by place): `known` ones whose span holds a finding are kept, the others made.
    /// Sorted by span, none overlapping.
    func readings(for findings: [Finding], known: [Reading], of document: TextDocument, map: ProseMap) -> [Reading] {
        var result: [Reading] = []
        var index = 0
        while index < findings.count {
            let finding = findings[index]
            if finding.kind == .grammar || result.last.map({ $0.span.contains(finding.range) }) == true {
                index += 1
                continue
            }
            let candidate = RangeSet.firstIndex(in: known) { $0.span.end >= finding.range.end }
            let reading = (candidate < known.count && known[candidate].span.contains(finding.range) ? known[candidate] : nil)
                ?? reading(of: paragraphSpan(around: finding.range, in: document, map: map), findings: findings, in: document, map: map)
            result.append(reading)
            index += 1
            while index < findings.count && findings[index].range.location < reading.span.end { index += 1 }
        }
        return result
    }

    /// The reading of the paragraph `span`, given the sorted local findings (those in
    /// it, a contiguous run, are the ones it weighs).
    private func reading(of span: TextRange, findings: [Finding], in document: TextDocument, map: ProseMap) -> Reading {
        let first = RangeSet.firstIndex(in: findings) { $0.range.location >= span.location }
        var last = first
        while last < findings.count && findings[last].range.location < span.end { last += 1 }
        return reading(of: span, findings: findings[first..<last].filter { $0.kind != .grammar }, of: document, map: map)
    }

    /// `findings` with those of the foreign paragraphs and words replaced by what
    /// their readings found; sorted by place.
    static func read(_ findings: [Finding], with readings: [Reading]) -> [Finding] {
        let foreign = readings.filter { !$0.isOwn }
        guard !foreign.isEmpty else { return findings }
        let hides = RangeSet.normalized(foreign.flatMap(\.hides))
        let kept = findings.filter { finding in !RangeSet.meeting(finding.range, in: hides).contains { $0.overlaps(finding.range) } }
        return (kept + foreign.flatMap(\.findings)).sorted(by: order)
    }

    /// The reading of the paragraph `span`, given its local word findings (those its
    /// lines and the directives leave count as refused words).
    private func reading(of span: TextRange, findings: [Finding], of document: TextDocument, map: ProseMap) -> Reading {
        let findings = zip(findings, contextVerdicts(for: findings, in: document)).filter(\.1).map(\.0)
        let tokenizer = policy.tokenizer(for: checker)
        // Most paragraphs hold a word or two the dictionary refuses: too few to be
        // another language, and then only a word in another script is read apart.
        guard ForeignParagraphs.mayBeForeign(findings, of: document, tokenizer: tokenizer, alphabet: checker.alphabet) else {
            return Reading(span: span, hides: [], findings: [], unread: [])
        }
        let spelling = Self.clip(spellingProse(meeting: span, of: document, map: map), to: span)
        let foreign = ForeignParagraphs.find(in: spelling, of: document, tokenizer: tokenizer, findings: findings,
                                             voters: { self.refusedWords(findings, in: document) }, alphabet: checker.alphabet,
                                             ownLanguages: ownLanguages)
        guard !foreign.isEmpty else { return Reading(span: span, hides: [], findings: [], unread: []) }
        let others = readers ?? makeReaders()
        readers = others
        var read: [Finding] = []
        var unread: [TextRange] = []
        for paragraph in foreign {
            if let reader = Self.reader(of: paragraph, among: others, in: document, tokenizer: tokenizer) {
                // Tiered by the reader's own language: what is common in it, what a slip of it is.
                let readerLexicon = WordLexicon(checker: reader)
                read += policy.wordFindings(in: paragraph.ranges, of: document, checker: reader, alsoAllowed: allowedWords).map { finding in
                    Self.decidedByWord(finding, in: document, lexicon: readerLexicon)
                }
            } else {
                unread.append(paragraph.span)
            }
        }
        return Reading(span: span, hides: foreign.map(\.span), findings: read.sorted(by: Self.order), unread: unread)
    }

    /// The installed dictionary that reads a foreign paragraph: the one of the language
    /// the identifier named, else (the dictionaries' vote found it foreign) the one that
    /// accepts most of its words, at least half; nil when none does.
    private static func reader(of paragraph: ForeignParagraphs.Paragraph, among others: [SpellingChecker], in document: TextDocument,
                               tokenizer: WordTokenizer) -> SpellingChecker? {
        if let language = paragraph.language {
            return others.first { $0.languageCodes.contains(language) }
        }
        let best = others.map { other in
            (other, ForeignParagraphs.acceptance(of: paragraph, in: document, tokenizer: tokenizer, accepts: other.accepts))
        }.max { $0.1 < $1.1 }
        guard let (reader, share) = best, share >= 0.5 else { return nil }
        return reader
    }

    /// The findings the dictionaries' vote on a paragraph counts: all of them, unless
    /// nearly all (three in four) of the longer ones are typos of common words — a
    /// paragraph of misspelt English is English, however many of its words are wrong
    /// (issue #26). Short words are left out of that count: another language's function
    /// words are often one slip from English ones (`une`, `des`, `est`).
    private func refusedWords(_ findings: [Finding], in document: TextDocument) -> [Finding] {
        let words = findings.filter { $0.kind != .grammar && $0.text.count >= 4 }
        guard !words.isEmpty else { return findings }
        let typos = words.filter { decide(JudgedWord($0, in: document, judge: self)).tier == .default }
        guard typos.count * 4 >= words.count * 3 else { return findings }
        let typoRanges = Set(typos.map(\.range))
        return findings.filter { !typoRanges.contains($0.range) }
    }

    /// The span of the whole paragraph (as `ForeignParagraphs` groups prose) around `range`.
    func paragraphSpan(around range: TextRange, in document: TextDocument, map: ProseMap) -> TextRange {
        ForeignParagraphs.span(enclosing: range, prose: map.prose, in: document)
    }

    // MARK: The document stage

    /// Takes the document's facts afresh (a new document, or one checked whole).
    func adopt(_ document: TextDocument, map: ProseMap) {
        directives = Directives(in: document)
        lineContexts.isMarkup = !map.isCode && !map.isPlainText
        lineContexts.isPlainText = map.isPlainText
        isPlainText = map.isPlainText
        isCode = map.isCode
        literals = map.literals
        codeSpanWords = map.codeSpanWords
        colons = DocumentHabits.colons(in: document, prose: map.prose)
        adoptNames(map.codeNames)
    }

    /// Follows an edit; returns whether every verdict must be made again (the
    /// directives or the names changed), else only those on the lines it touched.
    func followEdit(_ change: TextChange, in document: TextDocument, map: ProseMap) -> Bool {
        var changed = adoptNames(map.codeNames)
        literals = map.literals
        codeSpanWords = map.codeSpanWords
        // A colon written or removed, or a space or word beside one: the style may flip,
        // and then every colon's verdict with it.
        let touchesColon = change.oldUnits.contains(0x3A) || change.newUnits.contains(0x3A)
            || document.units(in: document.lines.line(containing: min(change.range.location, document.length)).contentRange).contains(0x3A)
        if touchesColon {
            let fresh = DocumentHabits.colons(in: document, prose: map.prose)
            changed = changed || fresh.isStyle != colons.isStyle
            colons = fresh
        }
        if directives.mayChange(by: change, in: document) {
            let fresh = Directives(in: document)
            changed = changed || fresh != directives.shifted(by: change)
            directives = fresh
        } else {
            directives = directives.shifted(by: change)
        }
        return changed
    }

    /// Returns whether the names changed.
    @discardableResult
    private func adoptNames(_ newCodeNames: Set<String>) -> Bool {
        guard newCodeNames != codeNames else { return false }
        codeNames = newCodeNames
        codeNamesByLowercase = nil
        let newNames = policy.nameParts(of: newCodeNames.union(projectNames), checker: checker)
        defer { names = newNames }
        return newNames != names
    }

    /// Whether each of `findings` (found by the local stage) is reported, judged from
    /// the document around it by `ContextDecisions`. Only the lines holding findings are read.
    func verdicts(for findings: [Finding], in document: TextDocument) -> [Bool] {
        judgedInContext(findings, in: document).map { word in
            !Self.fires(ContextDecisions.all, on: word)
        }
    }

    /// The findings as `JudgedWord`s with their lines' credits, markup and ignored ranges.
    func judgedInContext(_ findings: [Finding], in document: TextDocument) -> [JudgedWord] {
        guard !findings.isEmpty else { return [] }
        let lines = Set(findings.map { document.lines.line(containing: $0.range.location).index })
        var (credits, markup) = lineContexts.ranges(onLines: lines, of: document, withCredits: findings.contains { $0.kind != .grammar })
        if !codeSpanWords.isEmpty { markup = RangeSet.subtracting(codeSpanWords, from: markup) }
        let ignored = policy.ignorePatterns.ranges(onLines: lines, of: document)
        let line = JudgedWord.LineRanges(credits: credits, markup: markup, ignored: ignored)
        let habits = DocumentHabits(document)
        return findings.map { JudgedWord($0, in: document, judge: self, line: line, habits: habits) }
    }

    /// Whether one of `decisions` fires on `word`.
    static func fires(_ decisions: [Decision], on word: JudgedWord) -> Bool {
        var trace: DecisionTrace?
        return firstFiring(decisions, on: word, trace: &trace) != nil
    }

    /// The first of `decisions` that fires on `word`; `trace`, when there is one, hears
    /// each decision weighed.
    static func firstFiring(_ decisions: [Decision], on word: JudgedWord, trace: inout DecisionTrace?) -> Decision? {
        for decision in decisions {
            guard case .scene(let applies) = decision.test else { continue }
            let fired = applies(word)
            trace?.weighed(decision, fired: fired)
            if fired {
                trace?.decidedBy.append(decision.id)
                return decision
            }
        }
        return nil
    }

    /// The reported findings with their tiers and reasons (issue #50): each spelling
    /// finding's surroundings, then its word (`WordDecisions`), then the document's
    /// demotions (a word written twice); every other finding keeps its rule as its
    /// reason. Decided afresh for each report, from the findings alone, so the live
    /// proofreader and a whole check agree.
    public func tiered(_ findings: [Finding], in document: TextDocument, readings: [Reading]) -> [Finding] {
        tiered(findings, in: document, readings: readings) { _, _, decide in decide() }
    }

    /// `tiered`, where `remembered(index, writings, decide)` gives the tier and reason of
    /// `findings[index]`, written as `writings` says: `decide()`'s, or what the caller
    /// kept of it while nothing that decides it changed (the live proofreader's, issue #51:
    /// deciding every finding of a long document again cost a keystroke 3 ms).
    func tiered(_ findings: [Finding], in document: TextDocument, readings: [Reading],
                remembered: (Int, Writings, () -> (Finding.Tier, FindingReason)) -> (Finding.Tier, FindingReason)) -> [Finding] {
        let writings = Self.writings(of: findings, in: document)
        // Another dictionary's findings keep the tier its reading gave them.
        let foreign = RangeSet.normalized(readings.filter { !$0.isOwn }.flatMap(\.hides))
        return findings.enumerated().map { index, finding in
            let isForeign = RangeSet.meeting(finding.range, in: foreign).contains { $0.contains(finding.range) }
            guard !isForeign, finding.rule == Rule.spelling.id else { return finding }
            let seen = writings[finding.text.lowercased(), default: Writings()]
            var judged = finding
            (judged.tier, judged.reason) = remembered(index, seen) {
                let word = JudgedWord(finding, in: document, judge: self)
                word.writings = seen
                return decide(word)
            }
            return judged
        }
    }

    /// How many different lines write each spelling finding's word (by the line's text
    /// without its outer white space and the word's column in it: a changelog entry
    /// copied whole is one writing, and so is a comment pasted at another indentation).
    /// Each line's text is hashed once, however many findings it holds (a 100 KB line
    /// with thousands was hashed for each).
    static func writings(of findings: [Finding], in document: TextDocument) -> [String: Writings] {
        struct Writing: Hashable { let line: Int, column: Int }
        var lines: [String: Set<Writing>] = [:]
        var lowercase: Set<String> = []
        var lineTexts: [Int: TrimmedLine] = [:]
        for finding in findings where finding.rule == Rule.spelling.id {
            let line = document.lines.line(containing: finding.range.location).contentRange
            let text = lineTexts[line.location] ?? TrimmedLine(line, in: document)
            lineTexts[line.location] = text
            let word = finding.text.lowercased()
            lines[word, default: []].insert(Writing(line: text.hash, column: finding.range.location - text.start))
            if finding.text == word { lowercase.insert(word) }
        }
        return Dictionary(uniqueKeysWithValues: lines.map { word, writings in
            (word, Writings(lines: writings.count, inLowercase: lowercase.contains(word)))
        })
    }

    /// The tier of a spelling finding and the decision that gave it: the surroundings,
    /// then the word stage (remembered per word), then the document's demotions.
    func decide(_ word: JudgedWord) -> (tier: Finding.Tier, reason: FindingReason) {
        var trace: DecisionTrace?
        return decide(word, trace: &trace)
    }

    func decide(_ word: JudgedWord, trace: inout DecisionTrace?) -> (tier: Finding.Tier, reason: FindingReason) {
        guard word.isSpelling else { return (.default, word.finding.reason) }
        if let code = Self.firstFiring(SurroundingDecisions.code, on: word, trace: &trace) {
            return (.unknownWord, code.reason)
        }
        if let listed = Self.firstFiring(ListDecisions.all, on: word, trace: &trace) {
            return (.default, listed.reason)
        }
        if let mention = Self.firstFiring(SurroundingDecisions.mention, on: word, trace: &trace) {
            return (.unknownWord, mention.reason)
        }
        let decided = Self.wordDecision(word.facts, lexicon: lexicon, trace: &trace)
        guard decided.verdict == .typo else { return (.unknownWord, decided.reason) }
        if let demotion = Self.firstFiring(DocumentDecisions.all, on: word, trace: &trace) {
            return (.unknownWord, demotion.reason)
        }
        return (.default, decided.reason)
    }

    /// The word stage's decision for `facts`, remembered by the checker's shared results
    /// (not when traced: `explain` weighs every decision afresh).
    static func wordDecision(_ facts: WordFacts, lexicon: WordLexicon) -> Decision {
        var trace: DecisionTrace?
        return wordDecision(facts, lexicon: lexicon, trace: &trace)
    }

    static func wordDecision(_ facts: WordFacts, lexicon: WordLexicon, trace: inout DecisionTrace?) -> Decision {
        if trace != nil {
            var steps: [(Decision, Bool)] = []
            let index = WordDecisions.decide(facts) { steps.append(($0, $1)) }
            for (decision, fired) in steps { trace?.weighed(decision, fired: fired) }
            trace?.decidedBy.append(WordDecisions.all[index].id)
            return WordDecisions.all[index]
        }
        let index = lexicon.checker.wordDecision(facts.word, atSentenceStart: facts.atSentenceStart, isShouted: facts.isShouted,
                                                 suggestions: facts.suggestions) {
            WordDecisions.decide(facts)
        }
        return WordDecisions.all[index]
    }

    /// A finding of another language's paragraph, decided by the word stage alone with
    /// that language's lexicon, and without its suggestions: they are Hunspell's own,
    /// whose search stops on a clock (its n-gram pass), so the same word got more or
    /// fewer of them from run to run on a busy machine, and with them another verdict
    /// (pghero's `relnamespace` in a paragraph read as French). They are still shown.
    static func decidedByWord(_ finding: Finding, in document: TextDocument, lexicon: WordLexicon) -> Finding {
        guard finding.rule == Rule.spelling.id else { return finding }
        let facts = WordFacts(word: finding.text, suggestions: [],
                              atSentenceStart: SentenceStart.startsSentence(at: finding.range.location, in: document), lexicon: lexicon)
        let decision = wordDecision(facts, lexicon: lexicon)
        var judged = finding
        judged.tier = decision.verdict == .typo ? .default : .unknownWord
        judged.reason = decision.reason
        return judged
    }

    /// The verdicts that the finding's own line and the directives give: what a
    /// paragraph's reading also weighs (a session line's `lodr`, a credit's names, an
    /// ignored word are no refused words of the paragraph).
    func contextVerdicts(for findings: [Finding], in document: TextDocument) -> [Bool] {
        judgedInContext(findings, in: document).map { !Self.fires(ContextDecisions.line, on: $0) }
    }

    /// Whether the document's code writes `word` (lowercase) as a CamelCase name of two
    /// humps or more (`WeakSet`, `readFile`): a compound the word stands for, whatever
    /// common word it is a slip of.
    func writesInCamelCase(_ word: String) -> Bool {
        let byLowercase = codeNamesByLowercase ?? Dictionary(grouping: codeNames) { $0.lowercased() }
        codeNamesByLowercase = byLowercase
        return byLowercase[word]?.contains { name in
            name.dropFirst().contains(where: \.isUppercase) && name.contains(where: \.isLowercase)
        } ?? false
    }

    /// Whether `word` is a name — a package's, the project's, one its code uses — and
    /// no word of the language.
    func isNameNotWord(_ word: String) -> Bool {
        // Not a prefix (`non-existant`, `multi-threadded`): Debian's package names hold those too.
        guard word.count >= 4, !WordLexicon.prefixes.contains(word.lowercased()), !checker.isLanguageWord(word) else { return false }
        return isDeclared(word) || codeNames.contains(word) || checker.accepts(word)
    }

    /// Whether `word` (or its possessive, or its plural: `pinias`) is one of `declaredNames`.
    func isDeclared(_ word: String) -> Bool {
        let lowercase = DocumentCheck.withoutPossessive(word).lowercased()
        return declaredNames.contains(lowercase) || lowercase.hasSuffix("s") && declaredNames.contains(String(lowercase.dropLast()))
    }

    /// An `inkstone:ignore` directive names the word, or the names do and it looks like
    /// no typo of a word.
    func isVouchedFor(_ word: String) -> Bool {
        DocumentCheck.names(names, vouchFor: word) { suggestionsReady ? checker.suggestions(for: word) : [] }
    }
}
