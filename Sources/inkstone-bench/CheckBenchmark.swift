import Foundation
import Synchronization
import InkstoneProject
import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// Checking the Python standard library against only parsing it, on all cores: each
/// the best of `runs` (one run of each moved the ratio by a third on a shared machine).
/// Both hand out the files as `inkstone check` does (`ProjectCheck.run`): each worker
/// takes the next file not yet taken.
struct CheckBenchmark {
    var runs = 3

    func run() -> Figures {
        var figures = Figures()
        let texts = PythonCorpus.files()
        let python = LanguageRegistry.named("python")!
        let workers = ProcessInfo.processInfo.activeProcessorCount
        figures.add("files", Double(texts.count))
        let parse = Measure.bestSeconds(runs: runs) {
            let next = Atomic(0)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while case let index = next.add(1, ordering: .relaxed).oldValue, index < texts.count {
                    _ = try? SyntaxTree(document: TextDocument(texts[index]), language: python)
                }
            }
        }
        // One bare walk over every node of each tree: the floor of any region finder
        // that reads the tree, against which the regions phase below can be judged.
        let walks = PhaseClock()
        let nodes = Tally()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: texts.count, by: workers) {
                guard let syntax = try? SyntaxTree(document: TextDocument(texts[index]), language: python) else { continue }
                nodes.add(walks.time("walk") { syntax.nodeCount })
            }
        }
        let counter = Tally()
        let phases = PhaseClock()
        // The checkers `inkstone check` uses: one pool a worker, sharing the word
        // results and the suggestion index (loaded from the cache, or built once before
        // the clock starts), so that a name is weighed against the index's suggestions
        // as in a real run, not against Hunspell's own (28 ms a word).
        let lookups = SharedLookups(indexFolder: BaseDirectories.cacheHome() + "/inkstone/indexes")
        let choice = DictionaryChoice(languages: ["en_US"], projectFolder: nil)
        for case let index as LazySuggestionIndex in (try? CheckerPool(lookups: lookups).checker(for: choice).suggesters) ?? [] { _ = index.index }
        let check = Measure.bestSeconds(runs: runs) {
            let next = Atomic(0)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                guard let checker = try? CheckerPool(lookups: lookups, computesSuggestions: false).checker(for: choice) else { return }
                while case let index = next.add(1, ordering: .relaxed).oldValue, index < texts.count {
                    let document = phases.time("document") { TextDocument(texts[index]) }
                    guard let syntax = phases.time("parse", { try? SyntaxTree(document: document, language: python) }),
                          let regions = phases.time("regions", { try? RegionMap(document: document, syntax: syntax) })
                    else { continue }
                    let identifiers = phases.time("identifiers") { IdentifierSet.names(in: syntax, outside: regions.proseNodeExtents) }
                    let map = ProseMap(prose: regions.prose, literals: regions.literalExtents, codeNames: identifiers, isCode: true)
                    let found = phases.stages("judge") { stage in FindingJudge(checker: checker).judge(document, map: map, stage: stage).findings }
                    counter.add(found.count)
                }
            }
        }
        figures.add("parse_only_s", parse)
        figures.add("check_without_suggestions_s", check)
        figures.add("check_over_parse", check / parse)
        // The counts and the time of each phase are those of one run (the mean of the runs).
        figures.add("findings", Double(counter.total / runs))
        for (phase, seconds) in phases.totals { figures.add("cpu_\(phase)_s", seconds / Double(runs)) }
        figures.add("cpu_judge_s", phases.totals.filter { $0.0.hasPrefix("judge_") }.reduce(0) { $0 + $1.1 } / Double(runs))
        figures.add("nodes", Double(nodes.total))
        figures.add("cpu_bare_walk_s", walks.totals.first?.1 ?? 0)
        return figures
    }
}

/// A count kept by several workers at once (findings, nodes).
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var total = 0

    func add(_ count: Int) {
        lock.lock()
        total += count
        lock.unlock()
    }
}
