/// A word a grammar rule reports whole (`dont` → `don't`) is reported once, by the rule:
/// a spelling finding of the same range beside it reads as a second opinion that the
/// word is merely unknown ("add to dictionary"), and an editor shows two diagnostics on
/// one word (issue #53, item 6).
enum OneFindingPerWord {
    static func kept(_ findings: [Finding]) -> [Finding] {
        let ruled = Set(findings.filter { $0.kind == .grammar }.map(\.range))
        guard !ruled.isEmpty else { return findings }
        return findings.filter { $0.kind == .grammar || !ruled.contains($0.range) }
    }
}
