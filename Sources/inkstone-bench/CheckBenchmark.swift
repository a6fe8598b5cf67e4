import Foundation
import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// Checking the Python standard library against only parsing it, on all cores; and
/// Hunspell's suggestions on the development misspelling list, the baseline for a
/// faster suggester.
struct CheckBenchmark {
    let misspellingsPath: String

    func run() -> Figures {
        var figures = Figures()
        let texts = PythonCorpus.files()
        let python = LanguageRegistry.named("python")!
        let workers = ProcessInfo.processInfo.activeProcessorCount
        figures.add("files", Double(texts.count))
        let parse = Measure.bestSeconds(runs: 1) {
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in stride(from: worker, to: texts.count, by: workers) {
                    _ = try? SyntaxTree(document: TextDocument(texts[index]), language: python)
                }
            }
        }
        let counter = FindingCounter()
        let check = Measure.bestSeconds(runs: 1) {
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                guard let dictionary = try? HunspellDictionary(named: "en_US") else { return }
                let checker = SpellingChecker(dictionaries: [dictionary])
                checker.computesSuggestions = false
                for index in stride(from: worker, to: texts.count, by: workers) {
                    let document = TextDocument(texts[index])
                    guard let syntax = try? SyntaxTree(document: document, language: python),
                          let regions = try? RegionMap(document: document, syntax: syntax) else { continue }
                    let identifiers = IdentifierSet.identifiers(in: syntax)
                    counter.add(DocumentCheck().findings(in: regions.prose, of: document, checker: checker, identifiers: identifiers).count)
                }
            }
        }
        figures.add("parse_only_s", parse)
        figures.add("check_without_suggestions_s", check)
        figures.add("check_over_parse", check / parse)
        figures.add("findings", Double(counter.total))
        measureSuggestions(into: &figures)
        return figures
    }

    private func measureSuggestions(into figures: inout Figures) {
        guard let text = try? String(contentsOfFile: misspellingsPath, encoding: .utf8),
              let dictionary = try? HunspellDictionary(named: "en_US") else { return }
        var random = SeededRandom(seed: 3)
        let pairs = text.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }.filter { $0.count == 2 }
        let sample = (0..<200).map { _ in pairs[Int(random.next() % UInt64(pairs.count))] }
        var first = 0, topFive = 0
        let seconds = Measure.bestSeconds(runs: 1) {
            for pair in sample {
                let suggestions = dictionary.suggestions(for: pair[0])
                if suggestions.first == pair[1] { first += 1 }
                if suggestions.prefix(5).contains(pair[1]) { topFive += 1 }
            }
        }
        figures.add("hunspell_suggest_ms_per_word", seconds * 1000 / Double(sample.count))
        figures.add("hunspell_first_percent", Double(first) * 100 / Double(sample.count))
        figures.add("hunspell_top5_percent", Double(topFive) * 100 / Double(sample.count))

        guard let paths = try? DictionaryLocator().locate("en_US") else { return }
        var index: SuggestionIndex?
        let build = Measure.bestSeconds(runs: 1) { index = try? SuggestionIndex(aff: paths.aff, dic: paths.dic) }
        guard let index else { return }
        let large = (0..<2000).map { _ in pairs[Int(random.next() % UInt64(pairs.count))] }
        var indexFirst = 0, indexTopFive = 0
        let indexSeconds = Measure.bestSeconds(runs: 1) {
            for pair in large {
                let suggestions = index.suggestions(for: pair[0])
                if suggestions.first == pair[1] { indexFirst += 1 }
                if suggestions.prefix(5).contains(pair[1]) { indexTopFive += 1 }
            }
        }
        figures.add("index_words", Double(index.count))
        figures.add("index_build_s", build)
        figures.add("index_suggest_ms_per_word", indexSeconds * 1000 / Double(large.count))
        figures.add("index_first_percent", Double(indexFirst) * 100 / Double(large.count))
        figures.add("index_top5_percent", Double(indexTopFive) * 100 / Double(large.count))
        figures.add("index_speedup_over_hunspell", (seconds / Double(sample.count)) / (indexSeconds / Double(large.count)))
    }
}

/// Findings counted across workers.
final class FindingCounter: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var total = 0

    func add(_ count: Int) {
        lock.lock()
        total += count
        lock.unlock()
    }
}
