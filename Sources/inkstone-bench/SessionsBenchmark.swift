import Foundation
import InkstoneSessions
import InkstoneSyntax
import InkstoneText

/// Typing during a session on a 10,000-line Markdown document with syntax exclusions
/// (edit, re-parse, exclusion diff, reports), and validating suggestions against
/// 10,000 exclusion ranges.
struct SessionsBenchmark {
    let scale: Double

    func run() -> Figures {
        var figures = Figures()
        measureTyping(into: &figures)
        measureValidation(into: &figures)
        return figures
    }

    private func measureTyping(into figures: inout Figures) {
        let text = SampleDocuments.markdown(lines: max(500, Int(10_000 * scale)))
        let editor = Editor(text: text, exclusionProvider: SyntaxExclusions(language: LanguageRegistry.named("markdown")!))
        let document = editor.document.document
        let line = SampleDocuments.typingPositions(in: document, language: "markdown")[0]
        let end = document.lines.line(at: line).start + document.lines.line(at: line).length
        try! editor.select(TextRange(end, 0))
        editor.begin(tool: "proofread")
        _ = try! editor.requestContexts()
        var times: [UInt64] = []
        for keystroke in 0..<300 {
            let start = Measure.now()
            try! editor.type(keystroke % 6 == 5 ? " " : "e")
            times.append(Measure.now() - start)
        }
        times.sort()
        figures.add("markdown_lines", Double(document.lines.count))
        figures.add("session_keystroke_median_us", Measure.percentile(times, 0.5) / 1000)
        figures.add("session_keystroke_p99_us", Measure.percentile(times, 0.99) / 1000)
    }

    /// 10,000 one-character exclusions, every tenth character; suggestions that touch
    /// one (rejected by validation alone) and suggestions between them (validated,
    /// checked and applied).
    private func measureValidation(into figures: inout Figures) {
        let text = String(repeating: "abcdefghij", count: 10_000)
        let exclusions = (0..<10_000).map { TextRange($0 * 10 + 5, 1) }
        let editor = Editor(text: text, exclusionProvider: FixedExclusions(exclusions))
        editor.begin(tool: "proofread")
        let context = try! editor.requestContexts(wholeDocument: true).id
        var random = SeededRandom(seed: 5)
        var rejected: [UInt64] = [], applied: [UInt64] = []
        // Rejections change nothing, so the exclusions stay cached: this is the lookup.
        for _ in 0..<1_000 {
            let block = Int(random.next() % 10_000) * 10
            let start = Measure.now()
            editor.suggest(context: context, range: TextRange(block + 4, 3), text: "XYZ")
            rejected.append(Measure.now() - start)
        }
        // Each applied suggestion makes a new revision, whose exclusions are fetched,
        // filtered and sorted again before the next one.
        for _ in 0..<1_000 {
            let block = Int(random.next() % 10_000) * 10
            let start = Measure.now()
            editor.suggest(context: context, range: TextRange(block + 1, 2), text: "BC")
            applied.append(Measure.now() - start)
        }
        rejected.sort()
        applied.sort()
        figures.add("exclusions", Double(exclusions.count))
        figures.add("validate_rejected_median_us", Measure.percentile(rejected, 0.5) / 1000)
        figures.add("validate_and_apply_median_us", Measure.percentile(applied, 0.5) / 1000)
    }
}
