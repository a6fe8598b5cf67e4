/// Where a project's `crowdin.yml` (or `crowdin.yaml`) says Crowdin writes its
/// translations (starship's `translation: /docs/%locale%/**/%original_file_name%`):
/// files translators keep on the platform and a bot commits, whose English is the
/// sources' (a slip copied from the source is fixed there, a translator's on Crowdin).
/// The walk skips them as it skips ignored files. Each `translation:` value becomes an
/// ignore rule: a language placeholder becomes a pattern of its shape (`%locale%`: letters,
/// a hyphen, then a capital or a digit: `de-DE`, `zh-Hans`, `es-419`), so that the sources
/// beside them (`/docs/advanced-config/`) stay checked; a file name's placeholders any name.
enum CrowdinTranslations {
    static let fileNames = ["crowdin.yml", "crowdin.yaml"]

    /// Crowdin's placeholders and the glob each stands for.
    static let placeholders: [(String, String)] = [
        ("%locale_with_underscore%", "[a-z][a-z]*_[A-Z0-9][A-Za-z0-9]*"),
        ("%locale%", "[a-z][a-z]*-[A-Z0-9][A-Za-z0-9]*"),
        ("%android_code%", "[a-z][a-z]*-r[A-Z][A-Z]*"),
        ("%osx_code%", "[a-z][a-z]*.lproj"),
        ("%osx_locale%", "[a-z][a-z]*"),
        ("%two_letters_code%", "[a-z][a-z]"),
        ("%three_letters_code%", "[a-z][a-z][a-z]"),
        ("%language%", "[A-Z][a-z]*"),
        ("%original_path%", "**"),
        ("%original_file_name%", "*"),
        ("%file_name%", "*"),
        ("%file_extension%", "*"),
    ]

    /// The ignore rules (`IgnoreRules.add`) of a `crowdin.yml`'s text: one per
    /// `translation:` value that names a language, anchored at the file's folder.
    static func ignoreLines(in text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { raw in
            let line = raw.trimmingCharacters(in: .whitespaces)
            let body = line.hasPrefix("- ") ? String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces) : line
            guard body.hasPrefix("translation:") else { return nil }
            var value = body.dropFirst("translation:".count).trimmingCharacters(in: .whitespaces)
            if let quote = value.first, quote == "'" || quote == "\"", value.count >= 2, value.last == quote {
                value = String(value.dropFirst().dropLast())
            }
            guard value.contains("%") else { return nil }
            let namesLanguage = ["%locale", "%two_letters_code%", "%three_letters_code%", "%android_code%", "%osx_", "%language%"]
                .contains(where: value.contains)
            guard namesLanguage else { return nil }
            var rule = value
            for (placeholder, glob) in placeholders { rule = rule.replacingOccurrences(of: placeholder, with: glob) }
            return rule.hasPrefix("/") ? rule : "/" + rule
        }
    }
}
