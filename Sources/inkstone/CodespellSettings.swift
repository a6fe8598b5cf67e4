import Foundation

/// codespell's settings: `ignore-words-list` (comma-separated, continued on indented
/// lines) and the files `ignore-words` names, in the `[codespell]` section of
/// `.codespellrc` or `setup.cfg`, or `[tool.codespell]` of `pyproject.toml`.
enum CodespellSettings {
    static let sources: [(name: String, section: String)] = [(".codespellrc", "codespell"), ("setup.cfg", "codespell"),
                                                              ("pyproject.toml", "tool.codespell")]

    static func read(in folder: String) -> [ImportedWords] {
        sources.compactMap { source in
            guard let text = ImportedWords.text(of: source.name, in: folder), text.contains("[\(source.section)]") else { return nil }
            return imported(text, section: source.section, from: source.name, in: folder)
        }
    }

    private static func imported(_ text: String, section: String, from name: String, in folder: String) -> ImportedWords {
        var current = ""
        var key: String?
        var values: [String: String] = [:]
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                current = line.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
                key = nil
                continue
            }
            guard current == section else { continue }
            if raw.first == " " || raw.first == "\t", let key, !line.isEmpty {
                values[key, default: ""] += "," + line
            } else if let (name, value) = TOMLLine.pair(line) {
                key = name.replacingOccurrences(of: "_", with: "-")
                values[key!] = TOMLLine.unquoted(value)
            }
        }
        var words = (values["ignore-words-list"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var keys = values["ignore-words-list"] == nil ? [] : ["ignore-words-list"]
        for path in (values["ignore-words"] ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
        where !path.isEmpty && !path.hasPrefix("/") && !path.contains("..") {
            guard let list = ImportedWords.text(of: path, in: folder) else { continue }
            words += list.split(whereSeparator: \.isNewline).map(String.init)
            keys.append(path)
        }
        return ImportedWords(source: name, keys: keys, words: words)
    }
}
