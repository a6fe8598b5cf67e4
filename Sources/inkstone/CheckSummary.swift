import InkstoneProofing

/// What `check --summary` and `check --unknown-words` print instead of the findings: the
/// shape of the noise, for a maintainer deciding what to fix, configure or learn.
struct CheckSummary {
    private(set) var checkedFiles = 0
    private(set) var findingsByRule: [String: Int] = [:]
    private(set) var findingsByFile: [String: Int] = [:]
    /// Spelling and correction findings by the word flagged.
    private(set) var unknownWords: [String: Int] = [:]
    private(set) var skippedByReason: [String: Int] = [:]
    /// Paragraphs in a language no installed dictionary reads (`ForeignParagraphs`).
    var unreadParagraphs = 0

    /// How many rows of each table the summary shows.
    static let rows = 20

    mutating func addChecked(_ path: String, findings: [Finding]) {
        checkedFiles += 1
        if !findings.isEmpty { findingsByFile[path] = findings.count }
        for finding in findings {
            findingsByRule[finding.rule.rawValue, default: 0] += 1
            if finding.kind != .grammar { unknownWords[finding.text, default: 0] += 1 }
        }
    }

    mutating func addSkipped(reason: String) {
        skippedByReason[Self.kind(of: reason), default: 0] += 1
    }

    /// A reason without the part that names one file (`no grammar for .zsh files` stays,
    /// `; check it by name …` goes), so that like reasons count together.
    static func kind(of reason: String) -> String {
        String(reason.split(separator: ";").first ?? Substring(reason))
    }

    /// Each unknown word once with its count, most frequent first.
    var unknownWordLines: [String] {
        Self.sorted(unknownWords).map { "\($0.count)\t\($0.key)" }
    }

    var text: String {
        let total = findingsByRule.values.reduce(0, +)
        var lines = ["\(total) findings in \(findingsByFile.count) of \(checkedFiles) files checked; "
                     + "\(skippedByReason.values.reduce(0, +)) files skipped"
                     + (unreadParagraphs > 0 ? "; \(unreadParagraphs) passage\(unreadParagraphs == 1 ? "" : "s") in other languages not checked (--verbose names them)" : "")]
        lines += Self.table("findings by rule", findingsByRule, limit: Int.max)
        lines += Self.table("most frequent unknown words (--unknown-words lists them all)", unknownWords, limit: Self.rows)
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
