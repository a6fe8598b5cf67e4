import Foundation
import InkstoneProofing

/// The words another checker's configuration accepts in a project (cspell, typos,
/// codespell, Vale), which `inkstone init` takes into the project's word list so that a
/// project moving to Inkstone keeps what it taught the other tool; and the corrections
/// it adds (typos' `teh = "the"`), which become `flagWords`.
struct ImportedWords: Equatable {
    /// The file read, relative to the project's folder.
    let source: String
    /// The settings the words came from (`words`, `extend-words` …).
    let keys: [String]
    let words: [String]
    /// A typo and its fix.
    let corrections: [Correction]
    /// What could not be taken, and why (a JavaScript config, a regular expression).
    let notes: [String]

    struct Correction: Equatable {
        let typo: String
        let fix: String
    }

    init(source: String, keys: [String], words: [String], corrections: [Correction] = [], notes: [String] = []) {
        self.source = source
        self.keys = keys
        self.words = Self.valid(words)
        self.corrections = corrections.filter { PersonalDictionary.problem(with: $0.typo) == nil && !$0.fix.isEmpty }
        self.notes = notes
    }

    /// The largest settings file read: another tool's word list, not a data dump.
    static let sizeLimit = 1 << 20

    /// Every other tool's settings found in `folder`, in a fixed order.
    static func found(in folder: String) -> [ImportedWords] {
        CSpellSettings.read(in: folder) + TyposSettings.read(in: folder) + CodespellSettings.read(in: folder) + ValeVocabulary.read(in: folder)
    }

    /// The text of `name` in `folder`, when it is a regular file of a sensible size.
    static func text(of name: String, in folder: String) -> String? {
        let path = folder + "/" + name
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              (attributes[.size] as? Int ?? 0) <= sizeLimit,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// Words a list can hold, each once, in their first order.
    private static func valid(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { PersonalDictionary.problem(with: $0) == nil && seen.insert($0).inserted }
    }

    /// "12 words from cspell.json (words, ignoreWords)".
    var description: String {
        var parts: [String] = []
        if !words.isEmpty { parts.append(CheckTally.count(words.count, "word")) }
        if !corrections.isEmpty { parts.append(CheckTally.count(corrections.count, "correction")) }
        return (parts.isEmpty ? "nothing" : parts.joined(separator: " and ")) + " from \(source) (\(keys.joined(separator: ", ")))"
    }
}
