import Foundation

/// Vale's vocabularies: the `Vocab` that `.vale.ini` names, whose `accept.txt` lies
/// under `StylesPath` (`config/vocabularies/NAME/` since Vale 3, `Vocab/NAME/` before).
/// An entry is a word or a regular expression; the words are taken, the expressions are
/// counted and left (a pattern such as `[Oo]bsidian` is no word a list can hold).
enum ValeVocabulary {
    static let names = [".vale.ini", "_vale.ini", "vale.ini"]

    static func read(in folder: String) -> [ImportedWords] {
        guard let name = names.first(where: { ImportedWords.text(of: $0, in: folder) != nil }),
              let text = ImportedWords.text(of: name, in: folder) else { return [] }
        var styles = "styles"
        var vocabularies: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            guard let (key, value) = TOMLLine.pair(String(line)) else { continue }
            if key == "StylesPath" { styles = TOMLLine.unquoted(value) }
            if key == "Vocab" { vocabularies += value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        }
        guard !styles.hasPrefix("/"), !styles.contains("..") else { return [] }
        return vocabularies.filter { !$0.contains("/") && !$0.contains("..") }.compactMap { vocabulary in
            let candidates = ["\(styles)/config/vocabularies/\(vocabulary)/accept.txt", "\(styles)/Vocab/\(vocabulary)/accept.txt"]
            guard let path = candidates.first(where: { ImportedWords.text(of: $0, in: folder) != nil }),
                  let list = ImportedWords.text(of: path, in: folder) else { return nil }
            let entries = list.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            let words = entries.filter(isWord)
            let patterns = entries.count - words.count
            return ImportedWords(source: path, keys: ["Vocab = \(vocabulary)"], words: words,
                                 notes: patterns == 0 ? [] : ["\(patterns) \(patterns == 1 ? "entry" : "entries") of \(path) "
                                                                + "\(patterns == 1 ? "is a regular expression" : "are regular expressions"), not taken"])
        }
    }

    /// Letters, digits and the joiners of a word; nothing a regular expression needs.
    private static func isWord(_ entry: String) -> Bool {
        entry.allSatisfy { $0.isLetter || $0.isNumber || "'’-_.".contains($0) } && entry.first?.isLetter == true
    }
}
