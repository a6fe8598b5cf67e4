import Foundation

/// cspell's settings: `words` and `ignoreWords` of `cspell.json` (JSON with comments)
/// or `cspell.config.yaml`, and the words files its `dictionaryDefinitions` name
/// (`project-words.txt`). A JavaScript config cannot be read without running it; it is
/// named, so that its words can be moved by hand.
enum CSpellSettings {
    static let jsonNames = ["cspell.json", ".cspell.json", "cSpell.json", "cspell.config.json", ".cspell.config.json"]
    static let yamlNames = ["cspell.config.yaml", "cspell.config.yml", "cspell.yaml", "cspell.yml", ".cspell.config.yaml", ".cspell.config.yml"]
    static let scriptNames = ["cspell.config.js", "cspell.config.cjs", "cspell.config.mjs", ".cspell.config.js"]
    static let keys = ["words", "ignoreWords"]

    private struct Settings: Decodable {
        var words: [String]?
        var ignoreWords: [String]?
        var dictionaryDefinitions: [Definition]?

        struct Definition: Decodable {
            var path: String?
        }
    }

    static func read(in folder: String) -> [ImportedWords] {
        var found: [ImportedWords] = []
        for name in jsonNames {
            guard let text = ImportedWords.text(of: name, in: folder) else { continue }
            let decoder = JSONDecoder()
            decoder.allowsJSON5 = true
            guard let settings = try? decoder.decode(Settings.self, from: Data(text.utf8)) else {
                found.append(ImportedWords(source: name, keys: keys, words: [], notes: ["\(name) is not valid JSON; nothing taken from it"]))
                continue
            }
            found.append(imported(settings, from: name, in: folder))
        }
        for name in yamlNames {
            guard let text = ImportedWords.text(of: name, in: folder) else { continue }
            let lists = YAMLLists(text)
            let paths = lists.values(of: "dictionaryDefinitions", field: "path") ?? []
            found.append(imported(Settings(words: lists.values(of: "words"), ignoreWords: lists.values(of: "ignoreWords"),
                                           dictionaryDefinitions: paths.map { Settings.Definition(path: $0) }),
                                  from: name, in: folder))
        }
        for name in scriptNames where FileManager.default.fileExists(atPath: folder + "/" + name) {
            found.append(ImportedWords(source: name, keys: [], words: [],
                                       notes: ["\(name) is JavaScript, which init does not run; add its words with 'inkstone learn --project WORD…'"]))
        }
        return found
    }

    private static func imported(_ settings: Settings, from name: String, in folder: String) -> ImportedWords {
        var words = (settings.words ?? []) + (settings.ignoreWords ?? [])
        var used = keys.filter { $0 == "words" ? settings.words != nil : settings.ignoreWords != nil }
        for path in (settings.dictionaryDefinitions ?? []).compactMap(\.path) where !path.hasPrefix("/") && !path.contains("..") {
            let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
            guard let list = ImportedWords.text(of: relative, in: folder) else { continue }
            words += list.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.hasPrefix("#") }
            used.append(relative)
        }
        return ImportedWords(source: name, keys: used, words: words)
    }
}
