import Foundation
import InkstoneProofing
import InkstoneText

/// Suggestions on the development misspelling list (misspelling → intended word):
/// how often the intended word comes first and in the first five, and the time per
/// word, for Hunspell's own suggestions (a 200-pair sample: 28 ms a word) and for the
/// `SuggestionIndex` (the whole list, and the same 200 pairs).
struct SuggestBenchmark {
    let misspellingsPath: String

    func run() -> Figures {
        var figures = Figures()
        guard let text = try? String(contentsOfFile: misspellingsPath, encoding: .utf8) else {
            FileHandle.standardError.write(Data("inkstone-bench: cannot read \(misspellingsPath) (--misspellings FILE)\n".utf8))
            return figures
        }
        guard let paths = try? DictionaryLocator().locate("en_US"), let dictionary = try? HunspellDictionary(named: "en_US") else {
            FileHandle.standardError.write(Data("inkstone-bench: the en_US dictionary is missing (apt-get install hunspell-en-us)\n".utf8))
            return figures
        }
        let pairs = text.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
            .filter { $0.count == 2 && $0[0] != "misspelling" }
        var random = SeededRandom(seed: 3)
        let sample = (0..<200).map { _ in pairs[Int(random.next() % UInt64(pairs.count))] }
        let hunspell = Self.score(sample) { dictionary.suggestions(for: $0) }
        figures.add("hunspell_pairs", Double(sample.count))
        figures.add("hunspell_ms_per_word", hunspell.seconds * 1000 / Double(sample.count))
        figures.add("hunspell_first_percent", hunspell.first)
        figures.add("hunspell_top5_percent", hunspell.topFive)

        var index: SuggestionIndex?
        let build = Measure.bestSeconds(runs: 1) {
            index = try? SuggestionIndex(aff: paths.aff, dic: paths.dic, extraWords: BundledWords.technical)
        }
        guard let index else { return figures }
        figures.add("index_words", Double(index.count))
        figures.add("index_build_s", build)
        let same = Self.score(sample) { index.suggestions(for: $0) }
        figures.add("index_first_percent_same_200", same.first)
        figures.add("index_top5_percent_same_200", same.topFive)
        let all = Self.score(pairs) { index.suggestions(for: $0) }
        figures.add("index_pairs", Double(pairs.count))
        figures.add("index_ms_per_word", all.seconds * 1000 / Double(pairs.count))
        figures.add("index_first_percent", all.first)
        figures.add("index_top5_percent", all.topFive)
        var corrections = 0, rightCorrections = 0
        for pair in pairs {
            guard let correction = index.correction(for: pair[0]) else { continue }
            corrections += 1
            if correction == pair[1] { rightCorrections += 1 }
        }
        figures.add("corrections_percent_of_pairs", Double(corrections) * 100 / Double(pairs.count))
        figures.add("corrections_right_percent", Double(rightCorrections) * 100 / Double(max(1, corrections)))
        figures.add("index_speedup_over_hunspell", (hunspell.seconds / Double(sample.count)) / (all.seconds / Double(pairs.count)))
        return figures
    }

    private static func score(_ pairs: [[String]], _ suggest: (String) -> [String]) -> (first: Double, topFive: Double, seconds: Double) {
        var first = 0, topFive = 0
        let seconds = Measure.bestSeconds(runs: 1) {
            for pair in pairs {
                let suggestions = suggest(pair[0])
                if suggestions.first == pair[1] { first += 1 }
                if suggestions.prefix(5).contains(pair[1]) { topFive += 1 }
            }
        }
        return (Double(first) * 100 / Double(pairs.count), Double(topFive) * 100 / Double(pairs.count), seconds)
    }
}
