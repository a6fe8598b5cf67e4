import Foundation
import InkstoneProject
import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// `inkstone init [FOLDER]`: a commented `.inkstone.json` for a project, and its empty
/// word list; never over an existing one.
struct InitCommand {
    static let help = """
    inkstone init — start a project's configuration

    USAGE
      inkstone init [FOLDER]

    Writes FOLDER/.inkstone.json (default: the current folder), commented, with the
    dictionaries to check with (the one your locale names, when it is installed, and
    en_US) and the languages of the files a check would read there, and an empty
    project word list, .inkstone-words.txt ('inkstone learn --project WORD' adds to
    it). Translations its paths name (docs/de/…, README.fr.md) are listed with the
    dictionary each is checked with, or the one to install; so are the languages of
    paragraphs written in another language inside the other prose files (as the
    language identifier reads them). Refuses when FOLDER already has a
    .inkstone.json. Commit both files.

    Moving from another checker: the words its settings accept go into the project's
    word list, and says where each came from — cspell's words and ignoreWords
    (cspell.json, cspell.config.yaml, and the word files its dictionaryDefinitions
    name), typos' extend-words and extend-identifiers (_typos.toml, typos.toml,
    pyproject.toml; a word mapped to another is a correction, put in flagWords),
    codespell's ignore-words-list and ignore-words (.codespellrc, setup.cfg,
    pyproject.toml) and Vale's vocabularies (accept.txt of each Vocab .vale.ini
    names; regular expressions are left).
    """

    static let options: [CommandOption] = []

    let folder: String

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "init", arguments: arguments, options: Self.options, help: Self.help)
        guard options.positional.count <= 1 else {
            throw UsageError(message: "init: name one folder at most, as in 'inkstone init' or 'inkstone init docs'")
        }
        folder = options.positional.first ?? "."
    }

    func run() throws -> ExitCode {
        guard CheckRun.isFolder(folder) else { throw UsageError(message: "init: \(folder): no such folder") }
        let config = folder + "/" + ProjectConfig.fileName
        let refusal = "init: \(config) exists already (a file, or a link, which init does not follow); "
            + "edit it (docs/configuration.md), or remove it first"
        var status = stat()
        guard lstat(config, &status) != 0 else { throw UsageError(message: refusal) }
        let languages = dictionaries()
        // One walk: the languages of the files, of the translations' paths and of the paragraphs.
        let files = FileWalker().files(under: [folder]).files
        let installed = DictionaryLocator(projectFolder: folder).installed().sorted()
        let translations = self.translations(of: files, besides: languages, installed: installed)
            + passages(of: files, besides: languages, installed: installed)
        // Another checker's accepted words and corrections come along (issue #53, item 7).
        let imported = ImportedWords.found(in: folder)
        let corrections = imported.flatMap(\.corrections)
        let contents = Array(text(dictionaries: languages, files: fileLanguages(of: files), translations: translations,
                                  corrections: corrections).utf8)
        // Created exclusively: a link planted meanwhile, or a second init, wins nothing.
        do {
            try AtomicFileWriter.create(contents, at: config)
        } catch {
            if case .exists = error { throw UsageError(message: refusal) }
            throw error
        }
        Output.print("wrote \(config)")
        for translation in translations {
            Output.print(translation.source.label + ": " + translation.description)
        }
        try writeWords(imported)
        return .ok
    }

    /// The project's word list, with the words the other tools' settings accept; an
    /// existing list is kept and gets the words it lacks.
    private func writeWords(_ imported: [ImportedWords]) throws {
        let path = folder + "/" + PersonalDictionary.projectFileName
        var seen = Set<String>()
        let words = imported.flatMap(\.words).filter { seen.insert($0).inserted }
        for source in imported where !source.words.isEmpty || !source.corrections.isEmpty {
            Output.print("took " + source.description)
        }
        imported.flatMap(\.notes).forEach { Output.print("note: " + $0) }
        if Self.creates(path, with: words) {
            Output.print("wrote \(path)" + (words.isEmpty ? " (empty: 'inkstone learn --project WORD' adds to it)"
                                                          : " (\(CheckTally.count(words.count, "word")))"))
            return
        }
        let list = PersonalDictionary(path: path)
        var added = 0
        for word in words {
            do { added += try list.learn(word) ? 1 : 0 } catch { throw UsageError(message: "init: \(error)") }
        }
        Output.print("kept \(path), which exists already" + (added == 0 ? "" : ", and added \(CheckTally.count(added, "word")) to it"))
    }

    /// Creates the word list with `words`, one a line; false when something has its name.
    private static func creates(_ path: String, with words: [String]) -> Bool {
        do {
            try AtomicFileWriter.create(Array(words.map { $0 + "\n" }.joined().utf8), at: path)
            return true
        } catch {
            return false
        }
    }

    /// The locale's dictionary when it is installed, then en_US.
    private func dictionaries() -> [String] {
        let environment = ProcessInfo.processInfo.environment
        let locale = environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["LANG"] ?? ""
        let name = String(locale.prefix { $0 != "." && $0 != "@" })
        let installed = DictionaryLocator(projectFolder: folder).installed()
        return (installed.contains(name) && name != "en_US" ? [name] : []) + ["en_US"]
    }

    /// How many files of each language a check of the folder reads, most first.
    private func fileLanguages(of files: [String]) -> [(name: String, count: Int)] {
        var counts: [String: Int] = [:]
        for path in files {
            let firstLine = (try? TextFile.read(path)).map { file in
                file.document.lines.count > 0 ? file.document.string(in: file.document.lines.line(at: 0).contentRange) : ""
            } ?? ""
            counts[LanguageRegistry.language(forPath: path, firstLine: firstLine).name, default: 0] += 1
        }
        return counts.map { ($0.key, $0.value) }.sorted { ($1.count, $0.name) < ($0.count, $1.name) }
    }

    /// The written languages the paths of the files a check reads name, besides those
    /// of `languages` (issue #26, item 4), with the installed dictionary that reads each.
    private func translations(of files: [String], besides languages: [String], installed: [String]) -> [Translation] {
        let own = Set(languages.map { WrittenLanguage.code(ofDictionary: $0) })
        var written: [String: Int] = [:]
        for path in files {
            if let code = WrittenLanguage.code(ofPath: path), !own.contains(code) { written[code, default: 0] += 1 }
        }
        return written.keys.sorted().map { code in
            Translation(code: code, count: written[code] ?? 0, source: .path, dictionary: Self.dictionary(for: code, among: installed))
        }
    }

    /// The languages besides those of `languages` that paragraphs of the prose files
    /// (Markdown, reST, plain text; the first 2,000 a check reads, translations aside)
    /// are written in, as the language identifier reliably reads them (issue #26, item 4).
    private func passages(of files: [String], besides languages: [String], installed: [String]) -> [Translation] {
        let own = Set(languages.map { WrittenLanguage.code(ofDictionary: $0) })
        var found: [String: Int] = [:]
        let prose = files.filter { path in
            WrittenLanguage.code(ofPath: path) == nil && ["markdown", "rst", "plain"].contains(LanguageRegistry.language(forPath: path).name)
        }
        for path in prose.prefix(2_000) {
            guard let text = try? TextFile.read(path).document.text else { continue }
            for paragraph in text.components(separatedBy: "\n\n") where paragraph.count >= 60 {
                if let code = LanguageIdentifier.language(of: paragraph), !own.contains(code) { found[code, default: 0] += 1 }
            }
        }
        return found.keys.sorted().map { code in
            Translation(code: code, count: found[code] ?? 0, source: .paragraphs, dictionary: Self.dictionary(for: code, among: installed))
        }
    }

    /// The first of the `installed` dictionaries (sorted) of language `code`.
    private static func dictionary(for code: String, among installed: [String]) -> String? {
        installed.first { WrittenLanguage.code(ofDictionary: $0) == code }
    }

    /// Files whose path names the language they are written in, or paragraphs the
    /// language identifier reads in one, and the installed dictionary a check reads
    /// them with (none: they are skipped and counted).
    struct Translation {
        /// What told the language: a file's path, or the identifier reading paragraphs.
        enum Source {
            case path, paragraphs

            var label: String { self == .path ? "translation" : "paragraphs" }
            var unit: String { self == .path ? "file" : "paragraph" }
            var comment: String { self == .path ? "Translations by their paths" : "Paragraphs in another language" }
        }

        let code: String
        let count: Int
        let source: Source
        let dictionary: String?

        var description: String {
            let count = "\(count) \(source.unit)\(count == 1 ? "" : "s")"
            guard let dictionary else {
                return "'\(code)', \(count): no '\(code)' dictionary is installed, so they are skipped; "
                    + "install one (as with 'apt search hunspell-\(code)') to check them"
            }
            return "'\(code)', \(count): checked with \(dictionary)"
        }
    }

    private func text(dictionaries: [String], files: [(name: String, count: Int)], translations: [Translation],
                      corrections: [ImportedWords.Correction]) -> String {
        let flagged = corrections.map { correction in
            let entry = correction.fix.isEmpty ? correction.typo : correction.typo + "->" + correction.fix
            return "'" + entry.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        let found = files.isEmpty ? "none yet" : files.map { "\($0.name) \($0.count)" }.joined(separator: ", ")
        return """
        // Inkstone's settings for this project: docs/configuration.md. JSON5, so comments
        // and trailing commas are fine. 'inkstone check' reads the nearest one above a file.
        {
          // Hunspell dictionaries: a word is fine when any of them accepts it.
          languages: [\(dictionaries.map { "'\($0)'" }.joined(separator: ", "))],
          // Files a check reads here, by language: \(found).\(translations.map { "\n  // \($0.source.comment): \($0.description)." }.joined())
          // Paths not to check, in .gitignore syntax, relative to this folder.
          ignorePaths: [],
          // Words accepted in this project (or one a line in .inkstone-words.txt).
          words: [],\(flagged.isEmpty ? "" : "\n  // Words always reported, with their fix (from another checker's settings).\n  flagWords: [" + flagged.joined(separator: ", ") + "],")
          // Rules on or off by id ('inkstone rules' lists them): {'sentence-case': false, 'passive-voice': true}.
          rules: {},
        }

        """
    }
}
