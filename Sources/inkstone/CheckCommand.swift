import Foundation
import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// `inkstone check FILE…`: spelling and grammar findings in the prose of files.
struct CheckCommand {
    static let help = """
    inkstone check — find spelling and grammar problems in the prose of files

    USAGE
      inkstone check [--format text|json] [--language NAME] [--dictionary NAMES] FILE…

    Only prose is checked (see 'inkstone regions'): comments and strings in code,
    Markdown text without code spans, fenced code, link destinations or URLs. Spelling
    comes from Hunspell; grammar rules: repeated-word, a-an, sentence-case,
    space-before-punctuation.

    OPTIONS
      --format text|json   text: path:line:column: kind: 'word' → suggestions (default);
                           json: one object per finding per line (1-based line and
                           column, UTF-16 offset and length)
      --language NAME      parse every file as NAME (default: from each file)
      --dictionary NAMES   Hunspell dictionaries, comma-separated (default en_US); a word
                           is fine when any of them accepts it. Found in DICPATH,
                           dictionaries/, /usr/share/hunspell

    Folders, project configuration, SARIF and result caching are not in this build yet.

    EXIT STATUS
      0  no findings    1  findings    2  usage or input error (the others are still checked)
    """

    let paths: [String]
    let json: Bool
    let language: String?
    let dictionaries: [String]

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "check", arguments: arguments,
                                       valued: ["--format", "--language", "--dictionary"], help: Self.help)
        json = try options.choice("--format", among: ["text", "json"], default: "text") == "json"
        language = options.values["--language"]
        dictionaries = (options.values["--dictionary"] ?? "en_US").split(separator: ",").map(String.init)
        paths = options.positional
        if paths.isEmpty { throw UsageError(message: "check: name at least one file, as in 'inkstone check README.md'") }
    }

    func run() throws -> ExitCode {
        let locator = DictionaryLocator(projectFolder: FileManager.default.currentDirectoryPath + "/dictionaries")
        let checker = SpellingChecker(dictionaries: try dictionaries.map { name in
            do { return try HunspellDictionary(named: name, locator: locator) } catch { throw UsageError(message: "check: \(error)") }
        })
        let rules = GrammarRules()
        var status = ExitCode.ok
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                Output.error("check: '\(path)' is a folder; name its files (walking folders is not in this build yet)")
                status = .usage
                continue
            }
            do {
                let loaded = try LoadedFile(path: path, language: language)
                let prose = try RegionMap(document: loaded.document, syntax: loaded.syntax).prose
                let findings = (checker.findings(in: prose, of: loaded.document) + rules.findings(in: prose, of: loaded.document))
                    .sorted { $0.range.location < $1.range.location }
                findings.forEach { Output.print(describe($0, path: path, document: loaded.document)) }
                if !findings.isEmpty && status == .ok { status = .findings }
            } catch let error as UsageError {
                throw error
            } catch {
                Output.error("\(error)")
                status = .usage
            }
        }
        return status
    }

    private func describe(_ finding: Finding, path: String, document: TextDocument) -> String {
        let position = document.lines.position(of: finding.range.location)
        if json {
            let object: [String: Any] = [
                "path": path, "line": position.line + 1, "column": position.column + 1,
                "offset": finding.range.location, "length": finding.range.length, "kind": finding.kind.rawValue,
                "rule": finding.rule, "text": finding.text, "message": finding.message, "suggestions": finding.suggestions,
            ]
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
        let suggestions = finding.suggestions.prefix(3).map { $0.isEmpty ? "(remove)" : $0 }.joined(separator: ", ")
        return "\(path):\(position.line + 1):\(position.column + 1): \(finding.kind.rawValue): '\(finding.text)'"
            + (suggestions.isEmpty ? " (\(finding.message))" : " → \(suggestions)")
    }
}
