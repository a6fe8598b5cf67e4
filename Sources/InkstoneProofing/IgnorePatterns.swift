import Foundation
import InkstoneText

/// The project's `ignorePatterns`, matched line by line with a bounded amount of work:
/// a pattern that backtracks catastrophically on a line (`(a+)+$` against a run of
/// `a`s) is stopped after a number of the engine's progress reports proportional to the
/// line — a count, never a clock, so a line is judged the same on a busy machine —
/// and named in `runaway`; it then matches nothing on that line and is dropped for the
/// rest of the document. Patterns match within one line (they are never given line
/// breaks), and only on the lines a caller asks about: those holding findings.
public final class IgnorePatterns {
    /// A pattern that was stopped, and the 0-based line where it was.
    public struct Runaway: Equatable, Sendable {
        public let pattern: String
        public let line: Int
    }

    private var patterns: [(source: String, expression: NSRegularExpression)]
    public private(set) var runaway: [Runaway] = []

    /// The progress reports a pattern may use on a line of `length` units: the engine
    /// reports about once per start position on ordinary input.
    static func budget(forLength length: Int) -> Int { 1_000 + 16 * length }

    /// What a host says of a runaway pattern; `folder` is its `.inkstone.json`'s.
    public static func explanation(of runaway: Runaway, in folder: String?) -> String {
        "the ignorePatterns entry '\(runaway.pattern)'\(folder.map { " of \($0)/.inkstone.json" } ?? "") ran away on this line "
            + "(catastrophic backtracking, as in (a+)+$) and was stopped; rewrite it without nested repetition"
    }

    /// `sources` have been checked by `ProjectConfig.load`; any that fails to compile is left out.
    public init(_ sources: [String]) {
        patterns = sources.compactMap { source in
            (try? NSRegularExpression(pattern: source, options: [.anchorsMatchLines])).map { (source, $0) }
        }
    }

    public var isEmpty: Bool { patterns.isEmpty }

    /// The ranges the patterns match on `lines` (0-based) of `document`.
    public func ranges(onLines lines: Set<Int>, of document: TextDocument) -> [TextRange] {
        guard !patterns.isEmpty else { return [] }
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
            var reports = 0
            var ranges: [TextRange] = []
            pattern.expression.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(location: 0, length: length)) { match, flags, stop in
                if let match, match.range.location != NSNotFound {
                    ranges.append(TextRange(match.range.location, match.range.length))
                } else if flags.contains(.progress) {
                    reports += 1
                    if reports > budget { stop.pointee = true }
                }
            }
            if reports > budget {
                stopped.append(position)
                runaway.append(Runaway(pattern: pattern.source, line: line))
            } else {
                found += ranges
            }
        }
        for position in stopped.reversed() { patterns.remove(at: position) }
        return found
    }
}
