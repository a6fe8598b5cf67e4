import InkstoneProofing

/// `inkstone learn WORD…`: adds words to the personal dictionary.
struct LearnCommand {
    static let help = """
    inkstone learn — add words to your personal dictionary

    USAGE
      inkstone learn WORD…

    The words are appended to $XDG_CONFIG_HOME/inkstone/words.txt (by default
    ~/.config/inkstone/words.txt), which 'inkstone check' reads. The file is replaced
    atomically, so it is never left half-written.
    """

    let words: [String]

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "learn", arguments: arguments, valued: [], help: Self.help)
        words = options.positional
        if words.isEmpty { throw UsageError(message: "learn: name a word, as in 'inkstone learn Inkstone'") }
        if let bad = words.first(where: { $0.contains(where: \.isWhitespace) }) {
            throw UsageError(message: "learn: '\(bad)' has white space; learn one word at a time")
        }
    }

    func run() throws -> ExitCode {
        let dictionary = PersonalDictionary()
        for word in words {
            let added = try dictionary.learn(word)
            Output.print(added ? "learned '\(word)' (\(dictionary.path))" : "'\(word)' is already in \(dictionary.path)")
        }
        return .ok
    }
}
