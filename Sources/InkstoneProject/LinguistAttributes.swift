/// What a repository's `.gitattributes` tells GitHub's Linguist about its own files:
/// `linguist-vendored` (someone else's code copied in: pghero marks its bundled
/// JavaScript `app/assets/** linguist-vendored`) and `linguist-generated` (written by a
/// tool). Neither is prose its maintainers would fix, so the walk skips them as it skips
/// ignored files; `-linguist-vendored` or `linguist-vendored=false` takes a path back.
enum LinguistAttributes {
    static let attributes: Set<String> = ["linguist-vendored", "linguist-generated"]

    /// The lines of `text` as ignore rules (`IgnoreRules.add`), each with the attribute
    /// that made it: `PATTERN` for a path marked vendored or generated, `!PATTERN` for one
    /// unmarked; other lines left out.
    static func ignoreLines(in text: String) -> [(rule: String, attribute: String)] {
        text.split(whereSeparator: \.isNewline).compactMap { raw in
            let fields = raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let pattern = fields.first, !pattern.hasPrefix("#"), !pattern.hasPrefix("!"), fields.count > 1 else { return nil }
            var decided: (rule: String, attribute: String)?
            for field in fields.dropFirst() {
                for attribute in attributes.sorted() {
                    if field == attribute || field == attribute + "=true" { decided = (pattern, field) }
                    if field == "-" + attribute || field == "!" + attribute || field == attribute + "=false" { decided = ("!" + pattern, field) }
                }
            }
            return decided
        }
    }
}
