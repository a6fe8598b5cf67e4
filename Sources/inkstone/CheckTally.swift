import InkstoneProofing

/// The counts a check ends with, said one way by the line on standard error and by
/// `--summary`: "7 findings in 6 files; 40 files checked, 9 skipped".
struct CheckTally {
    /// What `check` reports (with `--all`, unknown words too).
    var findings = 0
    /// Of `findings`, the unknown words (only with `--all` or `"report": "all"`).
    var unknownWords = 0
    var filesWithFindings = 0
    var checked = 0
    var skipped = 0
    /// Unknown words found and not reported (without `--all`).
    var unreported = 0
    /// Paragraphs in a language no installed dictionary reads (`ForeignParagraphs`).
    var unreadParagraphs = 0

    mutating func addChecked(findings reported: [Finding], unreported words: [Finding] = []) {
        checked += 1
        findings += reported.count
        unknownWords += reported.filter { $0.tier == .unknownWord }.count
        filesWithFindings += reported.isEmpty ? 0 : 1
        unreported += words.count
    }

    /// "1 finding", "2 findings".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The findings, the files they are in, the files checked and skipped, and the
    /// paragraphs not read; `verbose` runs have said why already.
    func headline(verbose: Bool) -> String {
        let unknown = unknownWords == 0 ? "" : " (\(Self.count(unknownWords, "unknown word")))"
        let unread = unreadParagraphs == 0 ? ""
            : "; \(Self.count(unreadParagraphs, "passage")) in other languages not checked" + (verbose ? "" : " (--verbose names them)")
        return "\(Self.count(findings, "finding"))\(unknown) in \(Self.count(filesWithFindings, "file")); "
            + "\(Self.count(checked, "file")) checked, \(skipped) skipped" + (verbose || skipped == 0 ? "" : " (--verbose says why)") + unread
    }

    /// The headline, and the unknown words left out when there are any.
    func lines(verbose: Bool) -> [String] {
        [headline(verbose: verbose)]
            + (unreported == 0 ? [] : ["\(Self.count(unreported, "unknown word")) not reported (names, terms, code-like words: --all reports them)"])
    }
}
