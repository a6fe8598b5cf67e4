import InkstoneProofing

/// What `check --summary` and `check --unknown-words` print instead of the findings: the
/// shape of the noise, for a maintainer deciding what to fix, configure or learn. The
/// findings it counts are those `check` with the same options reports; unknown words
/// that it does not report are counted apart.
struct CheckSummary {
    private(set) var tally = CheckTally()
    private(set) var findingsByRule: [String: Int] = [:]
    private(set) var findingsByFile: [String: Int] = [:]
    /// Words the dictionaries refuse (typos and unknown words, reported or not) by the word.
    private(set) var refusedWords: [String: Int] = [:]
    private(set) var skippedByReason: [String: Int] = [:]

    /// How many rows of each table the summary shows.
    static let rows = 20

    /// A checked file: `findings` are what `check` reports for it, `unreported` the
    /// unknown words it leaves out (listed with `--all`).
    mutating func addChecked(_ path: String, findings: [Finding], unreported: [Finding] = []) {
        tally.addChecked(findings: findings, unreported: unreported)
        if !findings.isEmpty { findingsByFile[path] = findings.count }
        for finding in findings { findingsByRule[finding.rule.rawValue, default: 0] += 1 }
        for finding in findings + unreported where finding.kind != .grammar {
            refusedWords[finding.text, default: 0] += 1
        }
    }

    mutating func addSkipped(reason: String) {
        tally.skipped += 1
        skippedByReason[Self.kind(of: reason), default: 0] += 1
    }

    mutating func addUnread(_ paragraphs: Int) {
        tally.unreadParagraphs += paragraphs
    }

    /// A reason without the part that names one file (`no grammar for .zsh files` stays,
    /// `; check it by name …` goes), so that like reasons count together.
    static func kind(of reason: String) -> String {
        String(reason.split(separator: ";").first ?? Substring(reason))
    }

    /// Each refused word once with its count, most frequent first.
    var unknownWordLines: [String] {
        Self.sorted(refusedWords).map { "\($0.count)\t\($0.key)" }
    }

    var text: String {
        var lines = tally.lines(verbose: false)
        lines += Self.table("findings by rule", findingsByRule, limit: Int.max)
        lines += Self.table("most frequent refused words, typos and unknown words (--unknown-words lists them all)",
                            refusedWords, limit: Self.rows)
        lines += Self.table("files with the most findings", findingsByFile, limit: Self.rows)
        lines += Self.table("files skipped, by reason (--verbose names them)", skippedByReason, limit: Int.max)
        return lines.joined(separator: "\n")
    }

    private static func table(_ title: String, _ counts: [String: Int], limit: Int) -> [String] {
        guard !counts.isEmpty else { return [] }
        let rows = sorted(counts)
        var lines = ["", title + ":"] + rows.prefix(limit).map { "  \(String(repeating: " ", count: max(0, 7 - String($0.count).count)))\($0.count)  \($0.key)" }
        if rows.count > limit { lines.append("  … and \(rows.count - limit) more") }
        return lines
    }

    /// By count, most first; ties in name order, so that the output is stable.
    private static func sorted(_ counts: [String: Int]) -> [(key: String, count: Int)] {
        counts.map { (key: $0.key, count: $0.value) }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.key < $1.key }
    }
}
