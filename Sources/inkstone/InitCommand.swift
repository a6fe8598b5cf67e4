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
    it). Refuses when FOLDER already has a .inkstone.json. Commit both files.
    """

    let folder: String

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "init", arguments: arguments, valued: [], help: Self.help)
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
        // Created exclusively: a link planted meanwhile, or a second init, wins nothing.
        do {
            try AtomicFileWriter.create(Array(text(dictionaries: dictionaries(), files: fileLanguages()).utf8), at: config)
        } catch .exists {
            throw UsageError(message: refusal)
        }
        Output.print("wrote \(config)")
        let words = folder + "/" + PersonalDictionary.projectFileName
        do {
            try AtomicFileWriter.create([], at: words)
            Output.print("wrote \(words) (empty: 'inkstone learn --project WORD' adds to it)")
        } catch .exists {
            Output.print("kept \(words), which exists already")
        }
        return .ok
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
    private func fileLanguages() -> [(name: String, count: Int)] {
        var counts: [String: Int] = [:]
        for path in FileWalker().files(under: [folder]).files {
            let firstLine = (try? TextFile.read(path)).map { file in
                file.document.lines.count > 0 ? file.document.string(in: file.document.lines.line(at: 0).contentRange) : ""
            } ?? ""
            counts[LanguageRegistry.language(forPath: path, firstLine: firstLine).name, default: 0] += 1
        }
        return counts.map { ($0.key, $0.value) }.sorted { ($1.count, $0.name) < ($0.count, $1.name) }
    }

    private func text(dictionaries: [String], files: [(name: String, count: Int)]) -> String {
        let found = files.isEmpty ? "none yet" : files.map { "\($0.name) \($0.count)" }.joined(separator: ", ")
        return """
        // Inkstone's settings for this project: docs/configuration.md. JSON5, so comments
        // and trailing commas are fine. 'inkstone check' reads the nearest one above a file.
        {
          // Hunspell dictionaries: a word is fine when any of them accepts it.
          languages: [\(dictionaries.map { "'\($0)'" }.joined(separator: ", "))],
          // Files a check reads here, by language: \(found).
          // Paths not to check, in .gitignore syntax, relative to this folder.
          ignorePaths: [],
          // Words accepted in this project (or one a line in .inkstone-words.txt).
          words: [],
          // Rules on or off: \(GrammarRules.all.map(\.rawValue).joined(separator: ", ")).
          rules: {},
        }

        """
    }
}
