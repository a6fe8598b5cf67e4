import XCTest
@testable import InkstoneProofing
@testable import InkstoneSessions
import InkstoneSyntax
@testable import InkstoneText

/// Continuous proofreading, S60–S68, with Hunspell's en_US.
final class ProofreadingRuleTests: XCTestCase {
    private func harness(_ text: String, exclusions: [TextRange] = [], personal: PersonalDictionary? = nil,
                         policy: CheckPolicy = CheckPolicy()) throws -> EditorHarness {
        // A dictionary of its own: learning adds words to it.
        let dictionary = try HunspellDictionary(named: "en_US")
        let harness = EditorHarness(text, exclusions: exclusions)
        harness.editor.useProofreader(Proofreader(checker: SpellingChecker(dictionaries: [dictionary]), personalDictionary: personal,
                                                  policy: policy))
        try harness.editor.setChecking(true)
        return harness
    }

    private func texts(_ editor: Editor) -> [String] { editor.findings.map(\.text) }

    private func findingsEvents(_ events: [EditorEvent]) -> [(added: [LiveFinding], removed: [Int])] {
        events.compactMap { if case let .findings(added, removed) = $0 { (added, removed) } else { nil } }
    }

    func testS60FindingsCoverProseOnly() throws {
        let harness = try harness("A wrold of `mispeled` code.", exclusions: [TextRange(11, 10)])
        XCTAssertEqual(texts(harness.editor), ["wrold"])
        XCTAssertEqual(harness.editor.findings[0].range, TextRange(2, 5))
    }

    func testS61IdsSurviveEditsElsewhereAndRangesShift() throws {
        let harness = try harness("First sentense here. Second wrold there.")
        let before = harness.editor.findings
        XCTAssertEqual(before.map(\.text), ["sentense", "wrold"])
        try harness.editor.insert("Big ", at: 0)
        let after = harness.editor.findings
        XCTAssertEqual(after.map(\.id), before.map(\.id))
        XCTAssertEqual(after.map(\.range), before.map { $0.range.shifted(by: 4) })
    }

    func testS61EditingAFindingsTextRemovesIt() throws {
        let harness = try harness("A wrold here.")
        let id = harness.editor.findings[0].id
        _ = harness.take()
        try harness.editor.replace(TextRange(2, 5), with: "world")
        XCTAssertEqual(harness.editor.findings.count, 0)
        let events = findingsEvents(harness.take())
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events[0].removed, [id])
        XCTAssertEqual(events[0].added, [])
    }

    func testS61AFindingWhoseTextChangesGetsANewId() throws {
        let harness = try harness("A wrold here.")
        let id = harness.editor.findings[0].id
        try harness.editor.insert("x", at: 4)
        XCTAssertEqual(texts(harness.editor), ["wrxold"])
        XCTAssertNotEqual(harness.editor.findings[0].id, id)
    }

    func testS62OnlyTheTouchedSentenceIsRechecked() throws {
        let harness = try harness("One wrold here. Two thngs there.")
        // The dictionary learns "wrold" behind the proofreader's back: only a re-check
        // of the first sentence would notice.
        harness.editor.proofreader!.checker.dictionaries[0].add("wrold")
        harness.editor.proofreader!.checker.learn("wrold")
        try harness.editor.insert("x", at: 21)
        XCTAssertEqual(texts(harness.editor), ["wrold", "txhngs"])
        try harness.editor.insert("x", at: 3)
        XCTAssertEqual(texts(harness.editor), ["Onex", "txhngs"])
    }

    func testS62EventsCarryWhatWasAddedAndRemoved() throws {
        let harness = try harness("Good text. More text.")
        _ = harness.take()
        try harness.editor.insert(" bda", at: 9)
        let events = findingsEvents(harness.take())
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events[0].added.map(\.text), ["bda"])
        XCTAssertEqual(events[0].removed, [])
        try harness.editor.insert("x", at: 4)
        XCTAssertEqual(findingsEvents(harness.take()).first?.added.map(\.text), ["Goodx"])
    }

    func testS62ANewFullStopRechecksTheNextSentence() throws {
        let harness = try harness("It works well then it stops")
        XCTAssertEqual(texts(harness.editor), [])
        try harness.editor.insert(".", at: 13)
        XCTAssertEqual(texts(harness.editor), ["then"])
        XCTAssertEqual(harness.editor.findings[0].finding.rule, SentenceCaseRule.rule.id)
    }

    /// drop.spaced-colon-style reads the whole document: a third spaced colon makes
    /// spacing the document's style, and the colons of the lines not touched go too, as
    /// in a fresh check.
    func testS62AnEditThatMakesSpacedColonsTheStyleRejudgesEveryColon() throws {
        let harness = try harness("The tool reads two things : a file.\nThe tool writes one thing : a log.\nThe tool also needs a name.\n")
        XCTAssertEqual(texts(harness.editor), [" :", " :"])
        let needs = (harness.text as NSString).range(of: "needs").upperBound
        try harness.editor.insert(" :", at: needs)
        XCTAssertEqual(texts(harness.editor), [])
        try harness.editor.delete(TextRange(needs, 2))
        XCTAssertEqual(texts(harness.editor), [" :", " :"])
    }

    func testS63PresentationNeedsALiveFindingInsideTheContexts() throws {
        let harness = try harness("One wrold here.\n\nTwo thngs there.")
        let first = harness.editor.findings[0]
        let second = harness.editor.findings[1]
        _ = harness.take()
        harness.editor.present(finding: 99)
        XCTAssertEqual(harness.take(), [.presentationRefused(finding: 99, reason: .notLive)])
        harness.editor.present(finding: first.id)
        XCTAssertEqual(harness.take(), [.presentation(finding: first.id, range: first.range)])
        try harness.editor.select(TextRange(0, 3))
        harness.editor.begin(tool: "proofread")
        try harness.editor.requestContexts()
        _ = harness.take()
        harness.editor.present(finding: second.id, range: second.range)
        XCTAssertEqual(harness.take(), [.presentationRefused(finding: second.id, reason: .outsideContexts)])
        harness.editor.present(finding: first.id, range: TextRange(4, 4))
        XCTAssertEqual(harness.take(), [.presentationRefused(finding: first.id, reason: .rangeMismatch)])
        harness.editor.present(finding: first.id, range: first.range)
        XCTAssertEqual(harness.take(), [.presentation(finding: first.id, range: first.range)])
    }

    func testS64PreviewIsTemporaryAcceptIsOneUndoEntry() throws {
        let harness = try harness("A wrold here.")
        let id = harness.editor.findings[0].id
        _ = harness.take()
        try harness.editor.previewFix(finding: id)
        XCTAssertEqual(harness.text, "A world here.")
        XCTAssertFalse(harness.editor.canUndo)
        XCTAssertEqual(harness.take(), [.textDidChange(range: TextRange(2, 5), text: "world", origin: .temporary)])
        try harness.editor.acceptPreview()
        XCTAssertTrue(harness.editor.canUndo)
        let events = harness.take()
        XCTAssertEqual(events.first, .textDidChange(range: TextRange(2, 5), text: "world", origin: .accepted))
        XCTAssertEqual(findingsEvents(events).first?.removed, [id])
        try harness.editor.undo()
        XCTAssertEqual(harness.text, "A wrold here.")
        XCTAssertFalse(harness.editor.canUndo)
    }

    func testS64RejectRestoresAndKeepsTheFinding() throws {
        let harness = try harness("A wrold here.")
        let finding = harness.editor.findings[0]
        _ = harness.take()
        try harness.editor.previewFix(finding: finding.id)
        try harness.editor.rejectPreview()
        XCTAssertEqual(harness.text, "A wrold here.")
        XCTAssertFalse(harness.editor.canUndo)
        XCTAssertEqual(harness.take().last, .textDidChange(range: TextRange(2, 5), text: "wrold", origin: .rejected))
        XCTAssertEqual(harness.editor.findings, [finding])
        XCTAssertThrowsError(try harness.editor.rejectPreview())
    }

    func testS64AnyOtherEditRejectsThePreviewFirst() throws {
        let harness = try harness("A wrold here.")
        try harness.editor.previewFix(finding: harness.editor.findings[0].id)
        _ = harness.take()
        try harness.editor.select(TextRange(13, 0))
        try harness.editor.type("!")
        let events = harness.take()
        XCTAssertEqual(events.first, .textDidChange(range: TextRange(2, 5), text: "wrold", origin: .rejected))
        XCTAssertEqual(harness.text, "A wrold here.!")
        XCTAssertThrowsError(try harness.editor.acceptPreview())
    }

    func testS64PreviewKeepsLaterFindingsInPlace() throws {
        let harness = try harness("A wrold here. Then thngs.")
        let later = harness.editor.findings[1]
        try harness.editor.previewFix(finding: harness.editor.findings[0].id, index: 0)
        try harness.editor.acceptPreview()
        XCTAssertEqual(harness.editor.findings.map(\.id), [later.id])
        XCTAssertEqual(harness.editor.document.string(in: harness.editor.findings[0].range), "thngs")
    }

    func testS65ApplyIsOneAcceptedUndoEntry() throws {
        let harness = try harness("A wrold here.")
        _ = harness.take()
        try harness.editor.applyFix(finding: harness.editor.findings[0].id)
        XCTAssertEqual(harness.text, "A world here.")
        XCTAssertEqual(harness.take().first, .textDidChange(range: TextRange(2, 5), text: "world", origin: .accepted))
        try harness.editor.undo()
        XCTAssertEqual(harness.text, "A wrold here.")
        XCTAssertFalse(harness.editor.canUndo)
        XCTAssertThrowsError(try harness.editor.applyFix(finding: 12345))
        XCTAssertThrowsError(try harness.editor.applyFix(finding: harness.editor.findings[0].id, index: 500))
    }

    func testS66IgnoredUntilTheSentenceChanges() throws {
        let harness = try harness("A wrold here. Another sentence.")
        try harness.editor.ignore(finding: harness.editor.findings[0].id)
        XCTAssertEqual(texts(harness.editor), [])
        try harness.editor.insert("Now. ", at: 0)
        try harness.editor.insert(" Yes", at: 35)
        XCTAssertEqual(texts(harness.editor), [], "the sentence moved but did not change")
        try harness.editor.insert("big ", at: 7)
        XCTAssertEqual(texts(harness.editor), ["wrold"])
    }

    func testS67LearningRemovesEveryFindingForTheWord() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-learn-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let personal = PersonalDictionary(path: folder + "/words.txt")
        let harness = try harness("Inkstonez is here. Inkstonez again. A wrold.", personal: personal)
        XCTAssertEqual(texts(harness.editor), ["Inkstonez", "Inkstonez", "wrold"])
        _ = harness.take()
        try harness.editor.learn("Inkstonez")
        XCTAssertEqual(texts(harness.editor), ["wrold"])
        XCTAssertEqual(findingsEvents(harness.take()).map(\.removed.count), [2])
        XCTAssertEqual(try personal.words(), ["Inkstonez"])
        try harness.editor.insert("Inkstonez and ", at: 0)
        XCTAssertEqual(texts(harness.editor), ["wrold"])
    }

    func testS68DisablingRemovesEverythingEnablingChecksAgain() throws {
        let harness = try harness("A wrold. Two thngs.")
        let ids = harness.editor.findings.map(\.id)
        _ = harness.take()
        try harness.editor.setChecking(false)
        XCTAssertEqual(harness.take(), [.findings(added: [], removed: ids)])
        XCTAssertEqual(harness.editor.findings, [])
        try harness.editor.insert("Mre ", at: 0)
        XCTAssertEqual(findingsEvents(harness.take()).count, 0)
        try harness.editor.setChecking(true)
        let events = findingsEvents(harness.take())
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events[0].added.map(\.text), ["Mre", "wrold", "thngs"])
    }

    func testProofreadTurnsFindingsIntoSessionSuggestions() throws {
        let harness = try harness("A wrold here. Sme text.")
        let fixes = harness.editor.findings.map { $0.suggestions[0] }
        try harness.beginWithContext()
        let ids = try harness.editor.proofread()
        XCTAssertEqual(ids.count, 2)
        XCTAssertEqual(harness.text, "A \(fixes[0]) here. \(fixes[1]) text.")
        XCTAssertEqual(texts(harness.editor), [])
        try harness.editor.undo()
        XCTAssertEqual(harness.text, "A wrold here. Sme text.")
    }

    /// Grammar findings are presented like spelling: previewed, applied and undone as one group.
    func testProofreadPresentsGrammarFindingsAsSuggestionsToo() throws {
        let harness = try harness("You could of told me. Their is a wrold here.")
        // `wrold` is a misspelling codespell lists: a sure correction (issue #50).
        XCTAssertEqual(Set(harness.editor.findings.map(\.kind)), [.grammar, .correction])
        try harness.beginWithContext()
        let ids = try harness.editor.proofread()
        XCTAssertEqual(ids.count, 3)
        XCTAssertTrue(harness.text.hasPrefix("You could have told me. There is a "), harness.text)
        try harness.editor.undo()
        XCTAssertEqual(harness.text, "You could of told me. Their is a wrold here.")
    }

    func testFlippedRangesAreOnlyThoseOutsideTheChange() {
        let change = TextChange(range: TextRange(5, 0), oldUnits: [], newUnits: [0x60], revision: 1)
        XCTAssertEqual(RangeSet.flipped([TextRange(10, 3)], [TextRange(11, 3)], by: change), [], "only moved")
        XCTAssertEqual(RangeSet.flipped([TextRange(10, 3)], [TextRange(5, 9)], by: change), [TextRange(6, 5)],
                       "a new backtick protects the text up to the old range")
        XCTAssertEqual(RangeSet.flipped([TextRange(10, 3)], [], by: change), [TextRange(11, 3)])
    }

    private func below(_ random: inout SeededRandom, _ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

    /// The project's .inkstone.json serves the editor as it serves `inkstone check`.
    func testTheProjectsSettingsApplyWhileTyping() throws {
        var configuration = CheckPolicy()
        configuration.words = ["Frobnik"]
        configuration.flagWords = ["utilise->use"]
        configuration.rules = ["a-an": false]
        configuration.maxAcronymLength = 2
        configuration.ignorePatterns = ["TICKET-\\w+"]
        let harness = try harness("Frobnik will utilise a apple and QZX. See TICKET-wrold now.", policy: configuration)
        XCTAssertEqual(harness.editor.findings.map { "\($0.finding.rule):\($0.text)" }, ["flagWords:utilise", "spelling:QZX"])
        try harness.editor.insert(" Then utilise teh ZZ.", at: harness.editor.document.length)
        XCTAssertEqual(harness.editor.findings.map { "\($0.finding.rule):\($0.text)" },
                       ["flagWords:utilise", "spelling:QZX", "flagWords:utilise", "spelling:teh"])
        XCTAssertEqual(harness.editor.findings[0].finding.suggestions, ["use"])
    }

    /// With a project's settings too, incremental findings equal a fresh check.
    func testRandomEditsWithProjectSettingsMatchAFreshCheck() throws {
        var configuration = CheckPolicy()
        configuration.words = ["wrold"]
        configuration.flagWords = ["cat->dog"]
        configuration.rules = ["sentence-case": false]
        configuration.ignorePatterns = ["#\\w+"]
        let harness = try harness("This is a sentense. the the cat sat. #tehx\n\nA apple and an hour.", policy: configuration)
        try checkRandomEdits(harness, pieces: ["a", " ", ". ", "the ", "teh ", "cat ", "#", "\n\n", "x", "wrold ", "an "], steps: 600)
    }

    /// Incremental findings equal a fresh check of the same text after every edit.
    func testRandomEditsMatchAFreshCheck() throws {
        let harness = try harness("This is a sentense. the the cat sat.\n\nA apple and an hour. Wrold , yes.")
        try checkRandomEdits(harness, pieces: ["a", "e", " ", ". ", "the ", "teh ", "\n\n", "x", ",", " ,", "an ", "A ", "!", "wrold"])
    }

    /// A word's tier hangs on the lines that write it and on where its sentence starts:
    /// the live proofreader keeps each finding's tier only while those stay, and agrees
    /// with a fresh check after every edit (issue #51).
    func testRandomEditsToAWordWrittenOnSeveralLinesMatchAFreshCheck() throws {
        let harness = try harness("We measuret it.\n\nThen measuret again. The wrold.\n\nA apple, measuret.")
        try checkRandomEdits(harness, pieces: ["measuret ", "Measuret ", "\n\n", "\n", ". ", "x", "`", "wrold "], steps: 500)
    }

    /// The same in Markdown, where a new backtick protects text far from the edit.
    func testRandomMarkdownEditsMatchAFreshCheck() throws {
        let harness = try harness("# Titel\n\nSome `cod` and wrold. A apple.\n\n```\nfenced txt\n```\n\nMore txt here.")
        harness.editor.setExclusionProvider(SyntaxExclusions(language: try XCTUnwrap(LanguageRegistry.named("markdown"))))
        try checkRandomEdits(harness, pieces: ["`", "a", " ", ". ", "teh ", "\n", "\n\n", "```", "x", "*", "wrold "], steps: 600)
    }

    /// A fence typed into a doc comment makes the comment lines below it code; taken
    /// out, prose again (`CommentFences`): the live findings follow as a fresh check's.
    func testRandomEditsToFencesInDocCommentsMatchAFreshCheck() throws {
        let text = "/// Returns teh value.\n/// Calls valu.\n/// It happend here.\n/// The wrold ends.\n/// More txt.\nfunc f() {}\n"
        let harness = try harness(text)
        harness.editor.setExclusionProvider(SyntaxExclusions(language: try XCTUnwrap(LanguageRegistry.named("swift"))))
        try checkRandomEdits(harness, pieces: ["```", "\n/// ```\n", "~~~", "\n", "/// ", "teh ", "x"], steps: 400)
    }

    /// A fence typed above comment lines — one-line comments, or a block comment whose
    /// prose a URL cuts in two — makes them code at once (`FindingJudge.widening`).
    func testAFenceTypedAboveCommentLinesMakesThemCode() throws {
        for (text, fence, at) in [("/// Returns teh value.\n/// Calls valu.\n/// It happend here.\nfunc f() {}\n", "/// ```\n", 23),
                                  ("/**\n Returns teh value.\n\tCalls valu at https://example.com today.\n\tIt happend here.\n*/\nfunc f() {}\n",
                                   "\t```\n", 24)] {
            let harness = try harness(text)
            harness.editor.setExclusionProvider(SyntaxExclusions(language: try XCTUnwrap(LanguageRegistry.named("swift"))))
            XCTAssertEqual(texts(harness.editor), ["teh", "valu", "happend"])
            try harness.editor.insert(fence, at: at)
            XCTAssertEqual(texts(harness.editor), ["teh"], harness.text.debugDescription)
        }
    }

    private func checkRandomEdits(_ harness: EditorHarness, pieces: [String], steps: Int = 1_200) throws {
        let live = try XCTUnwrap(harness.editor.proofreader)
        // What `inkstone check` prints: the judge over the whole text, once.
        let fresh = FindingJudge(checker: live.checker, policy: live.judge.policy)
        var random = SeededRandom(seed: 7)
        for step in 0..<steps {
            let length = harness.editor.document.length
            let location = below(&random, length + 1)
            if below(&random, 3) == 0 && location < length {
                try harness.editor.delete(TextRange(location, min(length - location, 1 + below(&random, 4))))
            } else {
                try harness.editor.insert(pieces[below(&random, pieces.count)], at: location)
            }
            let expected = fresh.judge(TextDocument(harness.text), map: Self.freshMap(of: harness.editor)).findings
            XCTAssertEqual(harness.editor.findings.map(\.finding), expected, "step \(step): \(harness.text.debugDescription)")
            if harness.editor.findings.map(\.finding) != expected { break }
        }
    }

    /// What a fresh provider says of the editor's text: a new parse for syntax
    /// exclusions, the same ranges for fixed ones.
    static func freshMap(of editor: Editor) -> ProseMap {
        let document = TextDocument(editor.document.text)
        let view = ReadOnlyDocument(document)
        guard let syntax = editor.exclusionProvider as? SyntaxExclusions else {
            return editor.exclusionProvider.proseMap(for: view, exclusions: editor.exclusions())
        }
        let provider = SyntaxExclusions(language: syntax.language)
        provider.documentDidLoad(view)
        return provider.proseMap(for: view, exclusions: [])
    }
}
