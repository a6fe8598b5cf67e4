/// The parts English joins to words (`dictionaries/word-parts.tsv`, a reason per row):
/// prefixes that make compounds, prefixes written before a hyphen, suffixes that derive
/// verbs and nouns, suffixes a coinage joins with a hyphen. The judge's decisions read
/// them; no set of them is written in Swift (issue #50).
enum WordParts {
    /// The parts of `kind`, in the file's order (the order the compound decisions weigh them).
    static func parts(_ kind: String) -> [String] {
        rows.filter { $0.kind == kind }.map(\.part)
    }

    static let compoundPrefixes = parts("compound-prefix")
    static let hyphenPrefixes = Set(parts("hyphen-prefix"))
    static let derivingSuffixes = parts("deriving-suffix")
    static let hyphenSuffixes = Set(parts("hyphen-suffix"))

    /// The file's rows: part, kind, reason; `#` lines are comments.
    static let rows: [(part: String, kind: String, reason: String)] = {
        (EmbeddedDictionaries.byName["dictionaries/word-parts.tsv"] ?? "").split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return fields.count == 3 ? (fields[0], fields[1], fields[2]) : nil
        }
    }()
}
