import Foundation
import Synchronization
import InkstoneProofing
import InkstoneText

/// The one whole-project pipeline: `check`, `fix` and the language server's workspace
/// diagnostics run it over their files. Each file is read, parsed and judged once, on
/// all cores (`FileCheck`); then, in file order, its findings are given without those
/// the names of the whole run's code and source files vouch for (a function's name in
/// one file may be mentioned in another's prose, `ProjectDecisions`), and
/// with the words its prose writes in four files or more as unknown words (`widelyWritten`).
public struct ProjectCheck: Sendable {
    public let fileCheck: FileCheck
    /// Whether findings carry suggestions: not when nothing shows them (`--summary`).
    public let computesSuggestions: Bool

    public init(fileCheck: FileCheck, computesSuggestions: Bool = true) {
        self.fileCheck = fileCheck
        self.computesSuggestions = computesSuggestions
    }

    /// The outcomes of `files`, in their order. A file in `named` was named on a
    /// command line (it fails where a walk would skip it for being unreadable); those
    /// in `forced` are checked even where a walk would pass them over (data, vendored
    /// code …); "-" reads `input`. `progress` hears how many files are done, from any thread.
    /// `firstPool`, the checkers the caller made already (to stop early on a dictionary
    /// that does not load), serves the first worker: Hunspell is not loaded twice.
    public func run(_ files: [String], named: Set<String> = [], forced: Set<String> = [], input: Data? = nil, workers: Int? = nil,
                    firstPool: CheckerPool? = nil, progress: (@Sendable (Int) -> Void)? = nil) -> [FileCheck.Outcome] {
        let slots = UnsafeMutableBufferPointer<FileCheck.Outcome>.allocate(capacity: files.count)
        defer { slots.deallocate() }
        let count = max(1, min(workers ?? ProcessInfo.processInfo.activeProcessorCount, files.count))
        let done = Progress(report: progress)
        let fileCheck = self.fileCheck, lookups = fileCheck.lookups, suggests = computesSuggestions
        nonisolated(unsafe) let results = slots
        // Each worker takes the next file not yet taken: a few large files do not leave
        // one core idle at the end, as a fixed share per worker did.
        let next = Atomic(0)
        nonisolated(unsafe) let first = firstPool
        DispatchQueue.concurrentPerform(iterations: count) { worker in
            // Hunspell handles are not thread-safe: each worker has its own checkers.
            let pool = worker == 0 ? first ?? CheckerPool(lookups: lookups, computesSuggestions: suggests)
                : CheckerPool(lookups: lookups, computesSuggestions: suggests)
            while case let index = next.add(1, ordering: .relaxed).oldValue, index < files.count {
                (results.baseAddress! + index).initialize(to: fileCheck.check(files[index], isNamed: named.contains(files[index]),
                                                                              isForced: forced.contains(files[index]), input: input, pool: pool))
                done.add()
            }
        }
        let outcomes = Array(slots)
        (slots.baseAddress!).deinitialize(count: files.count)
        let names = outcomes.reduce(into: Set<String>()) { names, outcome in
            if case .checked(let checked) = outcome { names.formUnion(checked.names) }
        }
        // Only the files checked: not vendored or generated code the walk passed over.
        let checkedFiles = zip(files, outcomes).compactMap { file, outcome in
            if case .checked(let checked) = outcome { (file, checked.names) } else { nil }
        }
        let misspelt = outcomes.reduce(into: Set<String>()) { words, outcome in
            if case .checked(let checked) = outcome {
                for finding in checked.findings where finding.rule == Rule.spelling.id { words.insert(finding.text) }
            }
        }
        let terms = ProjectVocabulary.fileNames(of: checkedFiles.map(\.0))
            .union(ProjectVocabulary.widelyUsed(misspelt, in: checkedFiles.map(\.1)))
        let written = ProjectVocabulary.widelyWritten(outcomes.map { outcome -> [(word: String, line: Int)] in
            guard case .checked(let checked) = outcome else { return [] }
            return ProjectVocabulary.lineKeys(of: checked.findings.filter { $0.rule == Rule.spelling.id }, in: checked.document)
        })
        let keywordFiles = outcomes.reduce(into: [String: Int]()) { counts, outcome in
            if case .checked(let checked) = outcome { for word in checked.keywords { counts[word, default: 0] += 1 } }
        }
        var evidence = ProjectEvidence(names: names, terms: terms, written: written, keywordFiles: keywordFiles)
        evidence.spacesBeforeColons = outcomes.reduce(ColonCount()) { sum, outcome in
            guard case .checked(let checked) = outcome else { return sum }
            return sum + checked.colons
        }.isStyle
        let checkedFindings = outcomes.map { outcome -> (document: TextDocument, findings: [Finding]) in
            if case .checked(let checked) = outcome { return (checked.document, checked.findings) }
            return (TextDocument(""), [])
        }
        let habitualArticles = ArticleHabits.findings(in: checkedFindings)
        return zip(outcomes, habitualArticles).map { outcome, habitual in
            var fileEvidence = evidence
            fileEvidence.habitualArticles = habitual
            guard case .checked(let checked) = outcome, !fileEvidence.isEmpty else { return outcome }
            fileEvidence.ownKeywords = checked.keywords
            let findings = ProjectDecisions.apply(to: checked.findings, evidence: fileEvidence)
            return .checked(FileCheck.Checked(document: checked.document, findings: findings,
                                              names: checked.names, unread: checked.unread, unreadReason: checked.unreadReason,
                                              reportsEverything: checked.reportsEverything, keywords: checked.keywords,
                                              colons: checked.colons))
        }
    }
}

/// How many files are done, told to whoever asked as each one is.
private final class Progress: Sendable {
    private let count = Mutex(0)
    private let report: (@Sendable (Int) -> Void)?

    init(report: (@Sendable (Int) -> Void)?) {
        self.report = report
    }

    func add() {
        guard let report else { return }
        report(count.withLock { value in
            value += 1
            return value
        })
    }
}
