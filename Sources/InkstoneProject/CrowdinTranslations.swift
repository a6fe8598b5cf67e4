/// Where a project's `crowdin.yml` (or `crowdin.yaml`) says Crowdin writes its
/// translations (starship's `translation: /docs/%locale%/**/%original_file_name%`):
/// files translators keep on the platform and a bot commits, whose English is the
/// sources' (a slip copied from the source is fixed there, a translator's on Crowdin).
/// The walk skips them as it skips ignored files. Each `translation:` value becomes ignore
/// rules, one for each shape a language code takes (`de`, `de-DE`, `ckb-IR`, `es-419`,
/// `zh-Hans`; globs have no repetition, so each shape is spelt out letter by letter), so
/// that the sources beside them (`/docs/advanced-config/`, `/docs/release-2024/`) stay
/// checked; then rules that take English back (`/docs/en/`, `/docs/en-US/`), the usual
/// source language. A file name's placeholders stand for any name.
enum CrowdinTranslations {
    static let fileNames = ["crowdin.yml", "crowdin.yaml"]

    private static let lower = "[a-z]", upper = "[A-Z]", digit = "[0-9]"
    /// A two- or three-letter language code.
    private static let languages = [lower + lower, lower + lower + lower]
    /// A region or a script after it.
    private static let regions = [upper + upper, digit + digit + digit, upper + lower + lower + lower]

    /// Each language placeholder and the globs of its shapes.
    static let languagePlaceholders: [(String, [String])] = [
        ("%locale_with_underscore%", languages.flatMap { language in regions.map { language + "_" + $0 } }),
        ("%locale%", languages.flatMap { language in regions.map { language + "-" + $0 } }),
        ("%android_code%", languages.map { $0 + "-r" + upper + upper }),
        ("%osx_code%", languages.map { $0 + ".lproj" }),
        ("%two_letters_code%", [lower + lower]),
        ("%three_letters_code%", [lower + lower + lower]),
    ]
    /// The placeholders of a file's path and name.
    static let namePlaceholders: [(String, String)] = [
        ("%original_path%", "**"), ("%original_file_name%", "*"), ("%file_name%", "*"), ("%file_extension%", "*"),
    ]
    /// English, the source language, in each placeholder's shape.
    static let english: [String: [String]] = [
        "%locale_with_underscore%": ["en_" + upper + upper], "%locale%": ["en-" + upper + upper],
        "%android_code%": ["en-r" + upper + upper], "%osx_code%": ["en.lproj"], "%two_letters_code%": ["en"],
        "%three_letters_code%": ["eng"],
    ]

    /// The ignore rules (`IgnoreRules.add`) of a `crowdin.yml`'s text, anchored at the
    /// file's folder: for each `translation:` value that names a language, a rule for each
    /// shape of it, then a `!` rule for each of English's.
    static func ignoreLines(in text: String) -> [String] {
        var skip: [String] = [], keep: [String] = []
        for raw in text.split(whereSeparator: \.isNewline) {
            guard let value = translationValue(raw),
                  let (placeholder, shapes) = languagePlaceholders.first(where: { value.contains($0.0) }) else { continue }
            var rule = value.hasPrefix("/") ? value : "/" + value
            for (name, glob) in namePlaceholders { rule = rule.replacingOccurrences(of: name, with: glob) }
            skip += shapes.map { rule.replacingOccurrences(of: placeholder, with: $0) }
            keep += (english[placeholder] ?? []).map { "!" + rule.replacingOccurrences(of: placeholder, with: $0) }
        }
        return skip + keep
    }

    /// The value of a `translation:` line, without its quotes; nil for another line.
    private static func translationValue(_ raw: Substring) -> String? {
        let line = raw.trimmingCharacters(in: .whitespaces)
        let body = line.hasPrefix("- ") ? String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces) : line
        guard body.hasPrefix("translation:") else { return nil }
        var value = body.dropFirst("translation:".count).trimmingCharacters(in: .whitespaces)
        if let quote = value.first, quote == "'" || quote == "\"", value.count >= 2, value.last == quote {
            value = String(value.dropFirst().dropLast())
        }
        return value.contains("%") ? value : nil
    }
}
