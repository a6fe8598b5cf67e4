import InkstoneProject

/// "Did you mean …?" for a command, an option or a value typed a key or two wrong
/// (`chek`, `--fromat`, `--format jsno`), as git and cargo say it.
enum NearMiss {
    /// ` (did you mean 'check'?)`, or "" when nothing known is close.
    static func hint(for typed: String, among known: [String]) -> String {
        NearestName.to(typed, among: known).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
