import Foundation
import InkstoneProofing
import InkstoneSessions
import InkstoneSyntax
import InkstoneText

/// Typing a sentence into the middle of a 10,000-line Markdown document with checking
/// on: the cost of the finding update after each keystroke (exclusions fetched,
/// flipped ranges, the touched sentences re-checked, ids kept), against re-checking
/// the whole document. The re-parse is the syntax suite's business and not timed here.
struct ProofreadBenchmark {
    let scale: Double
    static let sentence = "Then the writer types a new sentense here, with one typo and a few words. "

    func run() -> Figures {
        var figures = Figures()
        guard let dictionary = try? HunspellDictionary(named: "en_US") else {
            FileHandle.standardError.write(Data("inkstone-bench: the en_US dictionary is missing (apt-get install hunspell-en-us)\n".utf8))
            return figures
        }
        let document = TextDocument(SampleDocuments.markdown(lines: max(500, Int(10_000 * scale))))
        let view = ReadOnlyDocument(document)
        let provider = SyntaxExclusions(language: LanguageRegistry.named("markdown")!)
        provider.documentDidLoad(view)
        let checker = SpellingChecker(dictionaries: [dictionary])
        if let paths = try? DictionaryLocator().locate("en_US") {
            let build = Measure.bestSeconds(runs: 1) {
                checker.suggesters = [try? SuggestionIndex(aff: paths.aff, dic: paths.dic, extraWords: BundledWords.technical)].compactMap { $0 }
            }
            figures.add("suggestion_index_build_s", build)
        }
        let proofreader = Proofreader(checker: checker)
        var nextID = 0
        var exclusions = provider.exclusions(in: view)
        let firstCheck = Measure.bestSeconds(runs: 1) {
            _ = proofreader.checkAll(document, map: provider.proseMap(for: view, exclusions: exclusions), nextID: { nextID += 1; return nextID })
        }
        let line = SampleDocuments.typingPositions(in: document, language: "markdown")
        var caret = document.lines.line(at: line[line.count / 2]).start + document.lines.line(at: line[line.count / 2]).length
        var times: [UInt64] = []
        var fetchTimes: [UInt64] = []
        var events = 0
        for unit in Self.sentence.utf16 {
            let change = document.replace(TextRange(caret, 0), withUnits: [unit])
            provider.documentDidChange(change, document: view)
            caret += 1
            let start = Measure.now()
            let after = provider.exclusions(in: view)
            fetchTimes.append(Measure.now() - start)
            let edit = AppliedEdit(change: change, exclusionsBefore: exclusions, exclusionsAfter: after)
            let (added, removed) = proofreader.update(after: edit, map: provider.proseMap(for: view, exclusions: after),
                                                      in: document, nextID: { nextID += 1; return nextID })
            times.append(Measure.now() - start)
            if !added.isEmpty || !removed.isEmpty { events += 1 }
            exclusions = after
        }
        let whole = Measure.bestSeconds(runs: 3) {
            _ = proofreader.recheckAll(document, map: provider.proseMap(for: view, exclusions: []), nextID: { nextID += 1; return nextID })
        }
        times.sort()
        fetchTimes.sort()
        figures.add("exclusions_fetch_median_us", Measure.percentile(fetchTimes, 0.5) / 1000)
        figures.add("markdown_lines", Double(document.lines.count))
        figures.add("findings", Double(proofreader.findings.count))
        figures.add("first_check_ms", firstCheck * 1000)
        figures.add("keystrokes", Double(times.count))
        figures.add("keystrokes_with_findings_event", Double(events))
        figures.add("finding_update_median_us", Measure.percentile(times, 0.5) / 1000)
        figures.add("finding_update_p99_us", Measure.percentile(times, 0.99) / 1000)
        figures.add("whole_recheck_ms", whole * 1000)
        figures.add("whole_recheck_over_update_median", whole * 1e9 / Measure.percentile(times, 0.5))
        figures.add("whole_recheck_over_update_p99", whole * 1e9 / Measure.percentile(times, 0.99))
        return figures
    }
}
