import Foundation
import InkstoneProject
import InkstoneProofing
import InkstoneText

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

    static let options: [CommandOption] = [.flag("--project")]

    init(arguments: [String], unlearning: Bool = false) throws {
        self.unlearning = unlearning
        let command = unlearning ? "unlearn" : "learn"
        let options = try OptionParser(command: command, arguments: arguments, options: Self.options,
                                       help: unlearning ? Self.unlearnHelp : Self.help)
        words = options.positional
        forProject = options.flags.contains("--project")
        if words.isEmpty { throw UsageError(message: "\(command): name a word, as in 'inkstone \(command) Inkstone'") }
        // Arguments that are not valid UTF-8 reach Swift with U+FFFD in place of the bad bytes.
        if let problem = words.lazy.compactMap(PersonalDictionary.problem(with:)).first {
            throw UsageError(message: "\(command): \(problem)")
        }
    }

    func run() throws -> ExitCode {
        let dictionary = try forProject ? projectDictionary() : PersonalDictionary()
        let command = unlearning ? "unlearn" : "learn"
        for word in words {
            do {
                try change(dictionary, word)
            } catch {
                throw UsageError(message: "\(command): \(error); the list is left as it was")
            }
        }
        return .ok
    }

    private func change(_ dictionary: PersonalDictionary, _ word: String) throws(TextFileError) {
        if unlearning {
            let removed = try dictionary.unlearn(word)
            Output.print(removed ? "unlearned '\(word)' (\(dictionary.path))" : "'\(word)' is not in \(dictionary.path)")
        } else {
            let added = try dictionary.learn(word)
            Output.print(added ? "learned '\(word)' (\(dictionary.path))" : "'\(word)' is already in \(dictionary.path)")
        }
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
