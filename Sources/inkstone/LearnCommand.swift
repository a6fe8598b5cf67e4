import Foundation
import InkstoneProofing

/// `inkstone learn WORD…`: adds words to the personal dictionary, or the project's.
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

    let words: [String]
    let forProject: Bool

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "learn", arguments: arguments, valued: [], flags: ["--project"], help: Self.help)
        words = options.positional
        forProject = options.flags.contains("--project")
        if words.isEmpty { throw UsageError(message: "learn: name a word, as in 'inkstone learn Inkstone'") }
        if words.contains(where: \.isEmpty) { throw UsageError(message: "learn: an empty word cannot be learned; name a word") }
        if let bad = words.first(where: { $0.contains(where: \.isWhitespace) }) {
            throw UsageError(message: "learn: '\(bad)' has white space; learn one word at a time")
        }
        // Arguments that are not valid UTF-8 reach Swift with U+FFFD in place of the bad bytes.
        if let bad = words.first(where: { $0.unicodeScalars.contains { $0 == "\u{FFFD}" || $0.properties.generalCategory == .control } }) {
            throw UsageError(message: "learn: '\(bad)' is not valid UTF-8 text (or holds control characters); learn words as UTF-8")
        }
    }

    func run() throws -> ExitCode {
        let dictionary = try forProject ? projectDictionary() : PersonalDictionary()
        for word in words {
            let added = try dictionary.learn(word)
            Output.print(added ? "learned '\(word)' (\(dictionary.path))" : "'\(word)' is already in \(dictionary.path)")
        }
        return .ok
    }

    private func projectDictionary() throws -> PersonalDictionary {
        let found: (config: ProjectConfig, folder: String)?
        do { found = try ProjectConfig.find(for: FileManager.default.currentDirectoryPath) } catch { throw UsageError(message: "learn: \(error)") }
        guard let folder = found?.folder else {
            throw UsageError(message: "learn --project: no .inkstone.json in this folder or above; create one (even '{}') "
                + "in the project's root folder, or learn the words for yourself only, without --project")
        }
        return .project(in: folder)
    }
}
