import CTreeSitter
import Foundation
import InkstoneSyntax
import InkstoneText

/// Incremental re-parse + region update per keystroke against a full parse, and the
/// parse throughput of the Swift wrapper (UTF-16 input from the rope) against a plain
/// C-API parse of the same files as UTF-8.
struct SyntaxBenchmark {
    let scale: Double

    func run() -> Figures {
        var figures = Figures()
        let lines = max(500, Int(10_000 * scale))
        for (name, text) in [("markdown", SampleDocuments.markdown(lines: lines)), ("python", SampleDocuments.python(lines: lines))] {
            measureKeystrokes(language: LanguageRegistry.named(name)!, text: text, into: &figures)
        }
        // A Python file that is one long class is one chunk (issue #27, item 2).
        measureKeystrokes(language: LanguageRegistry.named("python")!, text: SampleDocuments.pythonClass(lines: lines),
                          prefix: "python_class", into: &figures)
        // The cost of a keystroke must not grow with the document (issue #16).
        measureKeystrokes(language: LanguageRegistry.named("markdown")!, text: SampleDocuments.markdown(lines: lines * 10),
                          prefix: "markdown_100k", into: &figures)
        measureThroughput(into: &figures)
        return figures
    }

    private func measureKeystrokes(language: Language, text: String, prefix: String? = nil, into figures: inout Figures) {
        let name = prefix ?? language.name
        let document = TextDocument(text)
        let syntax = try! SyntaxTree(document: document, language: language)
        let regions = try! RegionMap(document: document, syntax: syntax)
        let full = Measure.bestSeconds(runs: prefix == nil ? 5 : 1) {
            let copy = TextDocument(text)
            _ = try! RegionMap(document: copy, syntax: try! SyntaxTree(document: copy, language: language))
        }
        var random = SeededRandom(seed: 11)
        let targets = SampleDocuments.typingPositions(in: document, language: language.name)
        var times: [UInt64] = []
        var parseTimes: [UInt64] = []
        var keystrokes: [(offset: Int, text: String)] = []
        for keystroke in 0..<2000 {
            // Type a word, a character at a time, at the end of a random prose line.
            if keystroke % 6 == 0 { random = SeededRandom(seed: random.next()) }
            let line = targets[Int(random.next() % UInt64(targets.count))]
            let offset = document.lines.line(at: line).start + document.lines.line(at: line).length
            let start = Measure.now()
            keystrokes.append((offset, keystroke % 6 == 5 ? " " : "e"))
            let change = document.replace(TextRange(offset, 0), with: keystrokes[keystroke].text)
            let changed = syntax.apply(change)
            let parsed = Measure.now()
            regions.update(after: change, changed: changed)
            times.append(Measure.now() - start)
            parseTimes.append(parsed - start)
        }
        times.sort()
        parseTimes.sort()
        let median = Measure.percentile(times, 0.5)
        figures.add("\(name)_lines", Double(document.lines.count))
        figures.add("\(name)_keystroke_median_us", median / 1000)
        figures.add("\(name)_keystroke_p99_us", Measure.percentile(times, 0.99) / 1000)
        figures.add("\(name)_keystroke_reparse_median_us", Measure.percentile(parseTimes, 0.5) / 1000)
        if prefix == nil {
            // Markdown's whole-document re-parse takes tens of milliseconds: fewer of them.
            let count = language.name == "markdown" ? 200 : keystrokes.count
            let plain = PlainReparse(language: language).times(text: text, keystrokes: Array(keystrokes.prefix(count)))
            figures.add("\(name)_c_api_reparse_median_us", Measure.percentile(plain, 0.5) / 1000)
            figures.add("\(name)_c_api_reparse_p99_us", Measure.percentile(plain, 0.99) / 1000)
        }
        figures.add("\(name)_full_parse_ms", full * 1000)
        figures.add("\(name)_full_over_keystroke_median", full * 1e9 / median)
    }

    private func measureThroughput(into figures: inout Figures) {
        let files = PythonCorpus.files()
        guard !files.isEmpty else { return }
        let python = LanguageRegistry.named("python")!
        let bytes = files.reduce(0) { $0 + $1.utf8.count }
        let documents = files.map { TextDocument($0) }
        let wrapper = Measure.bestSeconds(runs: 2) {
            for document in documents { _ = try! SyntaxTree(document: document, language: python) }
        }
        let plain = Measure.bestSeconds(runs: 2) {
            let parser = ts_parser_new()
            ts_parser_set_language(parser, python.unsafeGrammarPointer)
            for text in files {
                var utf8 = text
                utf8.withUTF8 { buffer in
                    buffer.withMemoryRebound(to: CChar.self) {
                        ts_tree_delete(ts_parser_parse_string(parser, nil, $0.baseAddress, UInt32($0.count)))
                    }
                }
            }
            ts_parser_delete(parser)
        }
        figures.add("python_corpus_files", Double(files.count))
        figures.add("python_corpus_mb", Double(bytes) / 1e6)
        figures.add("python_wrapper_mb_per_s", Double(bytes) / 1e6 / wrapper)
        figures.add("python_c_utf8_mb_per_s", Double(bytes) / 1e6 / plain)
        figures.add("python_wrapper_overhead_percent", (wrapper / plain - 1) * 100)
    }
}
