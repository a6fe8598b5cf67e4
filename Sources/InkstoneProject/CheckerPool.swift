import Foundation
import InkstoneProofing

/// The spelling checkers of one thread, one per choice of dictionaries: what every
/// host asks for a checker (Hunspell handles are not thread-safe, so each worker of a
/// run, and the language server's queue, has its own pool). Suggestion indexes and
/// word results are shared with every other pool of the same `lookups`.
public final class CheckerPool {
    public let lookups: SharedLookups
    /// Whether findings carry suggestions: not when nothing shows them (`--summary`).
    public let computesSuggestions: Bool
    /// Whether suggestions wait for a suggestion index to be built
    /// (`SpellingChecker.waitsForSuggestionIndexes`): not in a server's answers.
    public let waitsForSuggestionIndexes: Bool
    private var checkers: [DictionaryChoice: SpellingChecker] = [:]
    /// The same checkers by the dictionary files they read (`SharedLookups.files(of:)`).
    private var checkersByFiles: [[String]: SpellingChecker] = [:]
    /// The checkers that read paragraphs in other languages (`readers(besides:)`).
    private var readersByFiles: [[String]: SpellingChecker] = [:]

    public init(lookups: SharedLookups, computesSuggestions: Bool = true, waitsForSuggestionIndexes: Bool = true) {
        self.lookups = lookups
        self.computesSuggestions = computesSuggestions
        self.waitsForSuggestionIndexes = waitsForSuggestionIndexes
    }

    /// The checker for `choice`, made once for each set of dictionary files.
    public func checker(for choice: DictionaryChoice) throws(DictionaryError) -> SpellingChecker {
        if let checker = checkers[choice] { return checker }
        let files = try lookups.files(of: choice)
        if let checker = checkersByFiles[files] {
            checkers[choice] = checker
            return checker
        }
        let locator = choice.locator
        let checker = SpellingChecker(dictionaries: try choice.languages.map { name throws(DictionaryError) in
            try HunspellDictionary(named: name, locator: locator)
        }, results: lookups.results(forFiles: files))
        checker.suggesters = choice.languages.compactMap { lookups.index(for: $0, locator: locator) }
        checker.computesSuggestions = computesSuggestions
        checker.waitsForSuggestionIndexes = waitsForSuggestionIndexes
        checkers[choice] = checker
        checkersByFiles[files] = checker
        return checker
    }

    /// A checker for each other dictionary installed where `choice` looks: what reads
    /// a paragraph in another language (`FindingJudge`). One that does not load is left out.
    public func readers(besides choice: DictionaryChoice) -> [SpellingChecker] {
        // Debian links fr_BE, fr_CA … to one fr.dic: one reader for the file, not seven.
        var files = Set<String>()
        return lookups.installedDictionaries(for: choice).filter { !choice.languages.contains($0) }.compactMap { name in
            guard let dic = try? choice.locator.locate(name).dic,
                  files.insert(URL(fileURLWithPath: dic).resolvingSymlinksInPath().path).inserted else { return nil }
            return try? reader(for: choice.with(languages: [name]))
        }
    }

    /// A checker that reads a paragraph in another language: its suggestions are
    /// Hunspell's own, for the few words such a paragraph has — building a suggestion
    /// index for a large affix dictionary (French: minutes) is no price for a paragraph.
    private func reader(for choice: DictionaryChoice) throws(DictionaryError) -> SpellingChecker {
        let files = try lookups.files(of: choice)
        if let reader = readersByFiles[files] { return reader }
        let locator = choice.locator
        let reader = SpellingChecker(dictionaries: try choice.languages.map { name throws(DictionaryError) in
            try HunspellDictionary(named: name, locator: locator)
        })
        reader.computesSuggestions = computesSuggestions
        readersByFiles[files] = reader
        return reader
    }

    /// Every checker made, to look at (a language server turns suggestions on in them).
    public var all: [SpellingChecker] { Array(checkersByFiles.values) }

    /// Forgets the checkers (a project's `dictionaries/` changed).
    public func forget() {
        checkers = [:]
        checkersByFiles = [:]
        readersByFiles = [:]
    }
}
