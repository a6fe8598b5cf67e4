import Foundation
import InkstoneProofing

/// `inkstone learn WORD…`: adds words to the personal dictionary, or the project's;
/// `inkstone unlearn WORD…` takes them out again.
struct LearnCommand {
    static let help = """
    inkstone learn — add words to your personal dictionary, or your project's

    USAGE
      inkstone learn [--project] WORD…

    OPTIONS
      --project   add them to the project's list instead: .inkstone-words.txt in the
                  folder of the nearest .inkstone.json above the current folder, to
                  be committed with the project so that everyone's checks accept them

    By default the words are appended to $XDG_CONFIG_HOME/inkstone/words.txt (by
    default ~/.config/inkstone/words.txt). 'inkstone check' reads both lists. The file
    is replaced atomically, so it is never left half-written.
    """

    static let unlearnHelp = """
    inkstone unlearn — take words out of your personal dictionary, or your project's

    USAGE
      inkstone unlearn [--project] WORD…

    OPTIONS
      --project   take them out of the project's list (.inkstone-words.txt beside the
                  nearest .inkstone.json above the current folder)

    Every line that holds the word exactly is removed from the list that 'inkstone
    learn' writes; the file is replaced atomically.
    """

    let words: [String]
    let forProject: Bool
    let unlearning: Bool

    init(arguments: [String], unlearning: Bool = false) throws {
        self.unlearning = unlearning
        let command = unlearning ? "unlearn" : "learn"
        let options = try OptionParser(command: command, arguments: arguments, valued: [], flags: ["--project"],
                                       help: unlearning ? Self.unlearnHelp : Self.help)
        words = options.positional
        forProject = options.flags.contains("--project")
        if words.isEmpty { throw UsageError(message: "\(command): name a word, as in 'inkstone \(command) Inkstone'") }
        if words.contains(where: \.isEmpty) { throw UsageError(message: "\(command): an empty word is not a word; name a word") }
        if let bad = words.first(where: { $0.contains(where: \.isWhitespace) }) {
            throw UsageError(message: "\(command): '\(bad)' has white space; name one word at a time")
        }
        // Arguments that are not valid UTF-8 reach Swift with U+FFFD in place of the bad bytes.
        if let bad = words.first(where: { $0.unicodeScalars.contains { $0 == "\u{FFFD}" || $0.properties.generalCategory == .control } }) {
            throw UsageError(message: "\(command): '\(bad)' is not valid UTF-8 text (or holds control characters); name words in UTF-8")
        }
    }

    func run() throws -> ExitCode {
        let dictionary = try forProject ? projectDictionary() : PersonalDictionary()
        for word in words {
            if unlearning {
                let removed = try dictionary.unlearn(word)
                Output.print(removed ? "unlearned '\(word)' (\(dictionary.path))" : "'\(word)' is not in \(dictionary.path)")
            } else {
                let added = try dictionary.learn(word)
                Output.print(added ? "learned '\(word)' (\(dictionary.path))" : "'\(word)' is already in \(dictionary.path)")
            }
        }
        return .ok
    }

    private func projectDictionary() throws -> PersonalDictionary {
        let found: (config: ProjectConfig, folder: String)?
        do { found = try ProjectConfig.find(for: FileManager.default.currentDirectoryPath) } catch { throw UsageError(message: "learn: \(error)") }
        guard let folder = found?.folder else {
            throw UsageError(message: "\(unlearning ? "unlearn" : "learn") --project: no .inkstone.json in this folder or above; create one (even '{}') "
                + "in the project's root folder, or learn the words for yourself only, without --project")
        }
        return .project(in: folder)
    }
}
