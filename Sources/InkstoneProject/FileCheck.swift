import Foundation
import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// One file through the whole pipeline that `inkstone check` runs, as a library type
/// for every host that checks files from disk (the CLI, a language server): the
/// project's `.inkstone.json` and word list, the dictionaries, decoding, the result
/// cache, parsing, regions, the code's own names, then `DocumentCheck`.
///
/// Thread-safe as long as each thread brings its own checkers (Hunspell handles are
/// not): `check` asks its caller for them.
public struct FileCheck: Sendable {
    public enum Outcome {
        /// Checked: the text, its findings, the parts of the names its code uses (for
        /// `ProjectVocabulary.withoutNames`, which lets other files mention them), and
        /// the paragraphs not read because no installed dictionary knows their language.
        case findings(TextDocument, [Finding], names: Set<String>, unread: [TextRange])
        /// Not checked, and fine to pass over (a binary met in a folder walk); the reason.
        case skipped(String)
        /// Not checked, an input error; the message names the file.
        case failed(String)
    }

    /// Files larger than this are not checked.
    public static let sizeLimit = 2 << 20

    /// The dictionaries to use for every file (`--dictionary`), else each file's
    /// project's, else `defaultLanguages`.
    public let dictionaries: [String]?
    public let defaultLanguages: [String]
    /// The language to parse every file as (`--language`), else each file's own.
    public let language: String?
    /// The personal dictionary's words (each project's word list is added to them).
    public let personalWords: Set<String>
    /// The project's own names (`ProjectVocabulary`), accepted like the code's names.
    public let projectNames: Set<String>
    /// Nil for no cache; `version` names everything else a cached result depends on.
    public let cache: ResultCache?
    public let version: String
    public let lookups: SharedLookups
    /// Whether findings carry suggestions: not when nothing shows them (`--summary`).
    public let computesSuggestions: Bool
    /// The configuration file for every path (`--config`), instead of the nearest
    /// `.inkstone.json` above each.
    public let configFile: String?

    public init(dictionaries: [String]?, defaultLanguages: [String], language: String?, personalWords: Set<String>,
                projectNames: Set<String> = [], cache: ResultCache?, version: String, lookups: SharedLookups,
                computesSuggestions: Bool = true, configFile: String? = nil) {
        self.computesSuggestions = computesSuggestions
        self.configFile = configFile
        (self.dictionaries, self.defaultLanguages, self.language) = (dictionaries, defaultLanguages, language)
        self.projectNames = projectNames
        (self.personalWords, self.cache, self.version, self.lookups) = (personalWords, cache, version, lookups)
    }

    /// A checker for one choice of dictionaries, its suggestion indexes and word
    /// results shared with every other checker of the same `lookups`.
    public func makeChecker(_ choice: DictionaryChoice) throws(DictionaryError) -> SpellingChecker {
        let locator = choice.locator
        let checker = SpellingChecker(dictionaries: try choice.languages.map { name throws(DictionaryError) in
            try HunspellDictionary(named: name, locator: locator)
        }, results: lookups.results(for: choice))
        checker.suggesters = choice.languages.compactMap { lookups.index(for: $0, locator: locator) }
        checker.computesSuggestions = computesSuggestions
        return checker
    }

    /// Checks `path` ("-" for `input`, standard input). A file that cannot be checked
    /// fails when it `isNamed` (on a command line) and is skipped otherwise (met in a
    /// walk), unless it could not be parsed: that always fails, since its prose was
    /// never read, and is never cached.
    public func check(_ path: String, isNamed: Bool, input: Data? = nil,
                      checker: (DictionaryChoice) throws -> SpellingChecker) -> Outcome {
        let isInput = path == "-"
        let name = isInput ? "<stdin>" : path
        let cannotCheck = { (reason: String) -> Outcome in isNamed ? .failed("\(name): \(reason)") : .skipped(reason) }
        do {
            let read: Read
            switch try self.read(path, isNamed: isNamed, input: input) {
            case .file(let file): read = file
            case .outcome(let outcome): return outcome
            }
            let (project, config, bytes, file, syntaxLanguage) = (read.project, read.config, read.bytes, read.file, read.syntaxLanguage)
            let personal = try project.map { personalWords.union(try PersonalDictionary.project(in: $0.folder).words()) } ?? personalWords
            var choice = DictionaryChoice(languages: dictionaries ?? config.languages ?? defaultLanguages, projectFolder: project?.folder)
            // A translation's path names its language (`docs/de/…`), unless the
            // command line or an override for these files sets one outright.
            if !isInput, dictionaries == nil, !config.setsLanguages, let code = WrittenLanguage.code(ofPath: path),
               !choice.languages.contains(where: { WrittenLanguage.code(ofDictionary: $0) == code }) {
                if let installed = choice.locator.dictionary(forCode: code) {
                    choice = choice.with(languages: [installed])
                } else if !isNamed {
                    return .skipped("written in '\(code)', as its path says; no '\(code)' dictionary is installed "
                        + "(install a Hunspell dictionary for it, as with 'apt search hunspell-\(code)', or set \"languages\" for these files in .inkstone.json)")
                }
            }
            let key = cache.map { _ in
                ResultCache.key(bytes: bytes, languages: choice.languages, config: config, personalWords: personal,
                                version: version + "|" + (syntaxLanguage ?? path) + "|" + lookups.fingerprint(of: choice)
                                    + "|" + projectNames.sorted().joined(separator: ",")
                                    + "|" + lookups.installedDictionaries(for: choice).joined(separator: ",")
                                    + (computesSuggestions ? "" : "|no suggestions"))
            }
            if let key, let cached = cache?.entry(for: key, in: file.document) {
                return .findings(file.document, cached.findings, names: Set(cached.names), unread: cached.unread)
            }
            let parsed = try ParsedFile(file: file, language: syntaxLanguage)
            if let failure = parsed.syntax?.failure {
                let line = failure.offset.map { ":\(parsed.document.lines.position(of: $0).line + 1)" } ?? ""
                return .failed("\(name)\(line): not checked: \(failure)")
            }
            let regionMap = try RegionMap(document: parsed.document, syntax: parsed.syntax)
            let identifiers = parsed.syntax.map { IdentifierSet.names(in: $0, outside: regionMap.proseNodeExtents) } ?? []
            let check = DocumentCheck(policy: config.policy, personalWords: personal)
            let spelling = try checker(choice)
            var prose = LiteralText.partition(regionMap.prose, literals: regionMap.literalExtents, of: parsed.document)
            if parsed.syntax == nil {
                prose.grammar = prose.grammar.filter { LiteralText.isCodeFree(parsed.document.string(in: $0)) }
            }
            let found = check.findings(in: prose.spelling, of: parsed.document, checker: spelling,
                                       identifiers: identifiers.union(projectNames), sentences: prose.grammar)
            let (findings, unread) = try readingForeignParagraphs(found, prose: prose.spelling, of: parsed.document, check: check,
                                                                  choice: choice, spelling: spelling, checker: checker)
            if let runaway = check.ignorePatterns.runaway.first {
                return .failed("\(name):\(runaway.line + 1): not checked: " + IgnorePatterns.explanation(of: runaway, in: project?.folder))
            }
            let names = check.nameParts(of: identifiers, checker: spelling)
            if let key { cache?.store(ResultCache.Entry(findings: findings, names: names.sorted(), unread: unread), for: key) }
            return .findings(parsed.document, findings, names: names, unread: unread)
        } catch let error as TextFileError {
            switch error {
            case .binary: return cannotCheck("binary (contains NUL bytes)")
            case .unsupportedEncoding, .invalidUTF8, .notInDeclaredEncoding, .notRegularFile:
                return isNamed ? .failed(error.description) : .skipped(Self.reason(error))
            default: return .failed(error.description)
            }
        } catch {
            return .failed("\(error)")
        }
    }

    /// A file read and decoded, with its project's config and the language it is parsed as.
    private struct Read {
        let project: (config: ProjectConfig, folder: String)?
        let config: ProjectConfig
        let bytes: Data
        let file: TextFile
        let syntaxLanguage: String?
    }

    private enum ReadResult {
        case file(Read)
        case outcome(Outcome)
    }

    /// Reads `path` for a check: its size, its project's config, its bytes decoded,
    /// and whether a walk passes it over (`WalkSelection`).
    private func read(_ path: String, isNamed: Bool, input: Data?) throws -> ReadResult {
        let isInput = path == "-"
        let name = isInput ? "<stdin>" : path
        // One stat(2) for the kind and the size (FileManager's attributes also look
        // up the owner's name, a few per cent of a run over many small files).
        if !isInput, try TextFile.requireRegularFile(path) > Self.sizeLimit {
            let reason = "larger than \(Self.sizeLimit >> 20) MB, the limit for one file; split it to check it"
            return .outcome(isNamed ? .failed("\(name): \(reason)") : .skipped(reason))
        }
        let project = try ProjectConfig.find(for: isInput ? "." : path, using: configFile)
        let config = project?.config ?? ProjectConfig()
        guard let bytes = isInput ? input : FileManager.default.contents(atPath: path) else {
            return .outcome(.failed("\(path): cannot be read (check its permissions)"))
        }
        let file = try TextFile.decode(bytes, path: name)
        let syntaxLanguage = language ?? config.language ?? (isInput ? "plain" : nil)
        if !isNamed && syntaxLanguage == nil && !config.isIncluded,
           let reason = WalkSelection.reasonToSkip(path: path, document: file.document, language: ParsedFile.language(of: file)) {
            return .outcome(.skipped(reason))
        }
        return .file(Read(project: project, config: config, bytes: bytes, file: file, syntaxLanguage: syntaxLanguage))
    }

    /// The parts of the names `path`'s code uses, as `check` finds them, without
    /// checking it: what a run learns first, so that every file's findings can be
    /// shown as soon as it is checked (`ProjectVocabulary.withoutNames`). Cached like
    /// findings; empty for prose, for what a walk skips and for what cannot be read.
    public func codeNames(of path: String, isNamed: Bool) -> Set<String> {
        guard path != "-", case .file(let read)? = try? self.read(path, isNamed: isNamed, input: nil),
              IdentifierSet.hasNames(read.syntaxLanguage.flatMap(LanguageRegistry.named) ?? ParsedFile.language(of: read.file))
        else { return [] }
        let key = cache.map { _ in
            ResultCache.key(bytes: read.bytes, languages: [], config: read.config, personalWords: [],
                            version: version + "|names|" + (read.syntaxLanguage ?? path))
        }
        if let key, let cached = cache?.entry(for: key, in: read.file.document) { return Set(cached.names) }
        guard let parsed = try? ParsedFile(file: read.file, language: read.syntaxLanguage), let syntax = parsed.syntax,
              syntax.failure == nil, let regionMap = try? RegionMap(document: parsed.document, syntax: syntax) else { return [] }
        let identifiers = IdentifierSet.names(in: syntax, outside: regionMap.proseNodeExtents)
        let names = DocumentCheck(policy: read.config.policy).nameParts(of: identifiers)
        if let key { cache?.store(ResultCache.Entry(findings: [], names: names.sorted()), for: key) }
        return names
    }

    /// `findings` with those of the paragraphs written in another language than
    /// `choice`'s replaced: by the spelling findings of the installed dictionary that
    /// accepts most of a paragraph's words (half of them at least), or by none when no
    /// dictionary does (the paragraph is then unread). Grammar rules are English rules
    /// and do not run there.
    private func readingForeignParagraphs(_ findings: [Finding], prose: [TextRange], of document: TextDocument, check: DocumentCheck,
                                          choice: DictionaryChoice, spelling: SpellingChecker,
                                          checker: (DictionaryChoice) throws -> SpellingChecker) throws -> ([Finding], [TextRange]) {
        let tokenizer = check.tokenizer(for: spelling)
        let foreign = ForeignParagraphs.find(in: prose, of: document, tokenizer: tokenizer, findings: findings,
                                             alphabet: spelling.alphabet)
        guard !foreign.isEmpty else { return (findings, []) }
        let others = try lookups.installedDictionaries(for: choice).filter { !choice.languages.contains($0) }.map { name in
            try checker(choice.with(languages: [name]))
        }
        var kept = findings.filter { finding in !foreign.contains { $0.span.overlaps(finding.range) } }
        var unread: [TextRange] = []
        for paragraph in foreign {
            let best = others.map { other in
                (other, ForeignParagraphs.acceptance(of: paragraph, in: document, tokenizer: tokenizer, accepts: other.accepts))
            }.max { $0.1 < $1.1 }
            if let (reader, share) = best, share >= 0.5 {
                kept += check.wordFindings(in: paragraph.ranges, of: document, checker: reader)
            } else {
                unread.append(paragraph.span)
            }
        }
        return (kept.sorted { ($0.range.location, $0.rule) < ($1.range.location, $1.rule) }, unread)
    }

    /// What a walk says of a file it skipped.
    private static func reason(_ error: TextFileError) -> String {
        switch error {
        case .unsupportedEncoding(_, let encoding): "\(encoding), not UTF-8"
        case .invalidUTF8(_, let offset): "not valid UTF-8 (at byte \(offset))"
        case .notInDeclaredEncoding(_, let encoding): "not valid in its declared encoding \(encoding)"
        case .notRegularFile(_, let kind): "not a regular file (\(kind))"
        default: error.description
        }
    }
}
