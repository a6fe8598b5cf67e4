import Foundation
import InkstoneText

/// The project's `ignorePatterns`, matched line by line with a bounded amount of work:
/// a pattern that backtracks catastrophically on a line (`(a+)+$` against a run of
/// `a`s) is stopped after a number of the engine's progress reports proportional to the
/// line — a count, never a clock, so a line is judged the same on a busy machine —
/// and named in `runaway`; it then matches nothing on that line and is dropped for the
/// rest of the document. Patterns match within one line (they are never given line
/// breaks), and only on the lines a caller asks about: those holding findings.
///
/// A line's count cannot bound a file: the engine reports once per place it starts
/// at and once per ten thousand or so steps alike, so the count a long line needs
/// lets each of 200 short lines backtrack for a third of a second (issue #49). All the
/// matching on one revision of a document therefore shares `cpuSeconds` of the
/// thread's CPU time (a clock that, unlike the wall's, does not run faster on a busy
/// machine, as the parser's limit); the pattern running when it is spent is named.
public final class IgnorePatterns {
    /// A pattern that was stopped, and the 0-based line where it was.
    public struct Runaway: Equatable, Sendable {
        public let pattern: String
        public let line: Int
        /// Whether the document's CPU time ran out (rather than the line's count).
        public var spentDocumentTime = false
    }

    private var patterns: [(source: String, expression: NSRegularExpression)]
    public private(set) var runaway: [Runaway] = []
    /// CPU seconds all patterns together may use on one revision of a document.
    public let cpuSeconds: Double
    /// The revision being matched and the CPU time spent on it.
    private var spending: (document: ObjectIdentifier, revision: Int, seconds: Double)?

    /// The CPU time the patterns may use on one revision of one document.
    public static let cpuSecondsPerDocument = 2.0

    /// The progress reports a pattern may use on a line of `length` units: the engine
    /// reports about once per start position on ordinary input.
    static func budget(forLength length: Int) -> Int { 1_000 + 16 * length }

    /// What a host says of a runaway pattern; `folder` is its `.inkstone.json`'s.
    public static func explanation(of runaway: Runaway, in folder: String?) -> String {
        let entry = "the ignorePatterns entry '\(runaway.pattern)'\(folder.map { " of \($0)/.inkstone.json" } ?? "")"
        guard runaway.spentDocumentTime else {
            return entry + " ran away on this line (catastrophic backtracking, as in (a+)+$) and was stopped; "
                + "rewrite it without nested repetition"
        }
        return entry + " was stopped on this line: the patterns had used the \(String(format: "%g", cpuSecondsPerDocument)) s of CPU time "
            + "they may take on one file (catastrophic backtracking, as in (a+)+$); rewrite it without nested repetition"
    }

    /// `sources` have been checked by `ProjectConfig.load`; any that fails to compile is left out.
    public init(_ sources: [String], cpuSeconds: Double = cpuSecondsPerDocument) {
        patterns = sources.compactMap { source in
            (try? NSRegularExpression(pattern: source, options: [.anchorsMatchLines])).map { (source, $0) }
        }
        self.cpuSeconds = cpuSeconds
    }

    public var isEmpty: Bool { patterns.isEmpty }

    /// The ranges the patterns match on `lines` (0-based) of `document`.
    public func ranges(onLines lines: Set<Int>, of document: TextDocument) -> [TextRange] {
        guard !patterns.isEmpty else { return [] }
        let key = (ObjectIdentifier(document), document.revision)
        if spending.map({ $0.document != key.0 || $0.revision != key.1 }) ?? true { spending = (key.0, key.1, 0) }
        var result: [TextRange] = []
        for index in lines.sorted() where index < document.lines.count {
            let line = document.lines.line(at: index).contentRange
            guard line.length > 0 else { continue }
            let text = document.string(in: line)
            result += matches(in: text, line: index).map { $0.shifted(by: line.location) }
        }
        return RangeSet.normalized(result)
    }

    private func matches(in text: String, line: Int) -> [TextRange] {
        let length = text.utf16.count
        let budget = Self.budget(forLength: length)
        var found: [TextRange] = []
        var stopped: [Int] = []
        for (position, pattern) in patterns.enumerated() {
            guard let spent = spending?.seconds, spent < cpuSeconds else { break }
            var (reports, outOfTime) = (0, false)
            var ranges: [TextRange] = []
            let start = Self.threadCPUSeconds()
            pattern.expression.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(location: 0, length: length)) { match, flags, stop in
                if let match, match.range.location != NSNotFound {
                    ranges.append(TextRange(match.range.location, match.range.length))
                } else if flags.contains(.progress) {
                    reports += 1
                    // The clock is a system call: read it every 64 reports (a few ms of backtracking).
                    if reports % 64 == 0 && spent + Self.threadCPUSeconds() - start > self.cpuSeconds { outOfTime = true }
                    if reports > budget || outOfTime { stop.pointee = true }
                }
            }
            let used = spent + Self.threadCPUSeconds() - start
            spending?.seconds = used
            if used > cpuSeconds { outOfTime = true }
            if reports > budget || outOfTime {
                stopped.append(position)
                runaway.append(Runaway(pattern: pattern.source, line: line, spentDocumentTime: outOfTime && reports <= budget))
            } else {
                found += ranges
            }
        }
        for position in stopped.reversed() { patterns.remove(at: position) }
        return found
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
