import Foundation

/// typos' settings (`_typos.toml`, `typos.toml`, `.typos.toml`, `[tool.typos]` of
/// `pyproject.toml`): in its `extend-words` and `extend-identifiers` tables, a word that
/// maps to itself is accepted (`ratatui = "ratatui"`); one that maps to another word is a
/// correction (`teh = "the"`), which becomes a flagged word.
enum TyposSettings {
    static let names = ["_typos.toml", "typos.toml", ".typos.toml"]
    static let tables = ["extend-words", "extend-identifiers"]

    static func read(in folder: String) -> [ImportedWords] {
        var found = names.compactMap { name in ImportedWords.text(of: name, in: folder).map { imported($0, from: name, prefix: "") } }
        if let text = ImportedWords.text(of: "pyproject.toml", in: folder), text.contains("[tool.typos") {
            found.append(imported(text, from: "pyproject.toml", prefix: "tool.typos."))
        }
        return found
    }

    /// The pairs of the word tables of a TOML text, its tables' names after `prefix`.
    private static func imported(_ text: String, from name: String, prefix: String) -> ImportedWords {
        var table = ""
        var words: [String] = []
        var corrections: [ImportedWords.Correction] = []
        var used: [String] = []
        func take(_ key: String, _ value: String, in table: String) {
            if key == value { words.append(key) } else { corrections.append(.init(typo: key, fix: value)) }
            if !used.contains(table) { used.append(table) }
        }
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                table = line.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
                continue
            }
            guard table.hasPrefix(prefix), let (key, value) = TOMLLine.pair(line) else { continue }
            let name = String(table.dropFirst(prefix.count))
            if tables.contains(where: { name == $0 || name.hasSuffix("." + $0) }) {
                take(TOMLLine.unquoted(key), TOMLLine.unquoted(value), in: name)
            } else if tables.contains(TOMLLine.unquoted(key)), value.hasPrefix("{") {
                // extend-words = { teh = "teh" } in [default]
                for item in value.dropFirst().dropLast().split(separator: ",") {
                    if let (inner, fix) = TOMLLine.pair(String(item)) { take(TOMLLine.unquoted(inner), TOMLLine.unquoted(fix), in: TOMLLine.unquoted(key)) }
                }
            }
        }
        return ImportedWords(source: name, keys: used.isEmpty ? tables : used, words: words, corrections: corrections)
    }
}
