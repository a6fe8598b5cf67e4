import Foundation
import InkstoneProofing
import InkstoneSessions
import InkstoneSyntax
import InkstoneText

/// One file through the pipeline every host runs: its profile (`FileProfile`), its
/// bytes decoded, the result cache, the syntax exclusions an editor would have
/// (`SyntaxExclusions`, whose `ProseMap` the judge reads), then the judge
/// (`FindingJudge`) — so a file checked here gets exactly the findings an editor with
/// it open shows.
///
/// Thread-safe as long as each thread brings its own `CheckerPool` (Hunspell handles are not).
public struct FileCheck: Sendable {
    /// A file checked.
    public struct Checked {
        public let document: TextDocument
        public let findings: [Finding]
        /// The text, to read (the language server holds no `TextDocument`).
        public var text: ReadOnlyDocument { ReadOnlyDocument(document) }
        /// The parts of the names its code uses: the rest of the repository's prose may
        /// mention them (`ProjectCheck`).
        public let names: Set<String>
        /// The paragraphs not read because no installed dictionary knows their language.
        public let unread: [TextRange]
        /// Why the file was not read at all (its path names a language with no
        /// installed dictionary), if it was not.
        public let unreadReason: String?
        /// Whether the file's config asks for every tier (`"report": "all"`).
        public var reportsEverything = false
        /// The words its code writes alone as a string (`"neww"`, `'setw'`): a command,
        /// an option or a key the program reads, which its prose may name (`ProjectCheck`).
        public var keywords: Set<String> = []
        /// How its prose writes colons: with the other files', whether the project
        /// spaces them as a style (`ProjectCheck`).
        public var colons = ColonCount()

        /// The findings a host reports by default: the `default` tier, or every one when
        /// the config or the host (`everything`, `check --all`) asks.
        public func reported(everything: Bool = false) -> [Finding] {
            everything || reportsEverything ? findings : findings.filter { $0.tier == .default }
        }
    }

    public enum Outcome {
        case checked(Checked)
        /// Not checked, and fine to pass over (a binary met in a folder walk); the reason.
        case skipped(String)
        /// Not checked, an input error; the message names the file.
        case failed(String)
    }

    /// Files larger than this are not checked.
    public static let sizeLimit = TextFile.sizeLimit

    /// What the command line (or the host) sets for every file.
    public let overrides: FileProfile.Overrides
    /// Nil for no cache; `version` names everything else a cached result depends on.
    public let cache: ResultCache?
    public let version: String
    public let lookups: SharedLookups
    public let reading: ProjectReading
    /// The folders a walk started from (the command line's): a file met in one is
    /// judged by its path below it (`WalkSelection`), so a fixtures folder named on
    /// the command line is walked like a repository.
    public var walkRoots: [String] = [] {
        didSet { reading.setWalkRoots(walkRoots) }
    }

    public init(overrides: FileProfile.Overrides = FileProfile.Overrides(), cache: ResultCache?, version: String,
                lookups: SharedLookups, reading: ProjectReading = ProjectReading()) {
        (self.overrides, self.cache, self.version, self.lookups, self.reading) = (overrides, cache, version, lookups, reading)
    }

    /// Checks `path` ("-" for `input`, standard input). A file that cannot be read
    /// fails when it `isNamed` (on a command line) and is skipped otherwise (met in a
    /// walk), unless it could not be parsed: that always fails, since its prose was
    /// never read, and is never cached. What a walk passes over (data, vendored code,
    /// test data …) is skipped whether named or met, unless `isForced` (`check --force`).
    public func check(_ path: String, isNamed: Bool, isForced: Bool = false, input: Data? = nil, pool: CheckerPool) -> Outcome {
        let isInput = path == "-"
        let name = isInput ? "<stdin>" : path
        do {
            let bytes: Data
            if isInput {
                guard let input else { return .failed("\(name): cannot be read") }
                bytes = input
            } else {
                do { bytes = try LimitedFile.read(path, limit: Self.sizeLimit, kind: "a file to check") } catch {
                    guard case .tooLarge = error else { throw error }
                    let reason = "larger than \(Self.sizeLimit >> 20) MB, the limit for one file; split it to check it"
                    return isNamed ? .failed("\(name): \(reason)") : .skipped(reason)
                }
            }
            let file = try TextFile.decode(bytes, path: name)
            let profile: FileProfile
            do {
                profile = try FileProfile.resolve(path: isInput ? nil : path, text: Self.head(of: ReadOnlyDocument(file.document)),
                                                  overrides: overrides, lookups: lookups, reading: reading)
            } catch {
                return .failed(error.description.hasPrefix(name) ? error.description : "\(name): \(error)")
            }
            let explicit = overrides.language != nil || profile.config.language != nil || isInput
            if !isForced && !explicit && !profile.config.isIncluded,
               let reason = WalkSelection.reasonToSkip(path: selectionPath(of: path), document: file.document, language: profile.language,
                                                       projectHolders: isInput ? nil : reading.licenceHolders(of: path)) {
                return .skipped(reason)
            }
            if let reason = profile.unreadReason {
                return isNamed ? .checked(Checked(document: file.document, findings: [], names: [], unread: [file.document.fullRange],
                                                  unreadReason: reason))
                    : .skipped(reason)
            }
            let key = cache.map { _ in cacheKey(bytes: bytes, profile: profile, computesSuggestions: pool.computesSuggestions) }
            if let key, let cached = cache?.entry(for: key, in: file.document) {
                return .checked(Checked(document: file.document, findings: cached.findings, names: Set(cached.names),
                                        unread: cached.unread, unreadReason: nil, reportsEverything: profile.config.reportsEverything,
                                        keywords: Set(cached.keywords), colons: cached.colons))
            }
            let checked = try judge(file.document, profile: profile, pool: pool, name: name)
            guard case .checked(let result) = checked else { return checked }
            if let key {
                cache?.store(ResultCache.Entry(findings: result.findings, names: result.names.sorted(), unread: result.unread,
                                               keywords: result.keywords.sorted(), colons: result.colons), for: key)
            }
            return checked
        } catch let error as TextFileError {
            switch error {
            case .binary: return isNamed ? .failed("\(name): binary (contains NUL bytes)") : .skipped("binary (contains NUL bytes)")
            case .unsupportedEncoding, .invalidUTF8, .notInDeclaredEncoding, .notRegularFile:
                return isNamed ? .failed(error.description) : .skipped(Self.reason(error))
            default: return .failed(error.description)
            }
        } catch {
            return .failed("\(error)")
        }
    }

    /// The judge's findings for `document` with `profile`: what an editor with the
    /// same text at the same path shows. `name` names the text in errors.
    public func judge(_ document: TextDocument, profile: FileProfile, pool: CheckerPool, name: String) throws -> Outcome {
        if profile.path.map({ $0.lowercased().hasSuffix("." + NotebookText.fileExtension) }) == true, profile.config.language == nil,
           overrides.language == nil, let notebook = NotebookText(document) {
            return try judge(notebook, of: document, profile: profile, pool: pool, name: name)
        }
        let (judge, map, failure) = try prepare(document, profile: profile, pool: pool, name: name)
        if let failure { return .failed(failure) }
        let checker = judge.checker
        let judgement = judge.judge(document, map: map)
        if let runaway = judge.policy.ignorePatterns.runaway.first {
            return .failed("\(name):\(runaway.line + 1): not checked: " + IgnorePatterns.explanation(of: runaway, in: profile.projectFolder))
        }
        return .checked(Checked(document: document, findings: judgement.findings, names: judge.policy.nameParts(of: map.codeNames, checker: checker),
                                unread: judgement.unread, unreadReason: nil, reportsEverything: profile.config.reportsEverything,
                                keywords: map.isCode ? Self.keywords(in: document, literals: map.literals) : [],
                                colons: judge.colons))
    }

    /// The strings of `document`'s code that hold one word alone, without their quotes
    /// (a literal's extent may hold them or not, as the grammar says). Code only: the
    /// strings of JSON or YAML are its data, not names a program declares.
    static func keywords(in document: TextDocument, literals: [TextRange]) -> Set<String> {
        let quotes: Set<UInt16> = [0x22, 0x27, 0x60]
        return Set(literals.compactMap { literal -> String? in
            guard literal.length >= 2, literal.length <= 34 else { return nil }
            var inner = literal
            if quotes.contains(document[literal.location]), document[literal.end - 1] == document[literal.location] {
                inner = TextRange(literal.location + 1, literal.length - 2)
            } else if literal.location == 0 || literal.end >= document.length || !quotes.contains(document[literal.location - 1])
                        || document[literal.end] != document[literal.location - 1] {
                return nil
            }
            let word = document.string(in: inner)
            guard word.count >= 2, let initial = word.first, initial.isASCII, initial.isLetter,
                  word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            return word
        })
    }

    /// The judge and the prose map for `document`, or why its syntax could not be read.
    private func prepare(_ document: TextDocument, profile: FileProfile, pool: CheckerPool, name: String) throws
        -> (judge: FindingJudge, map: ProseMap, failure: String?) {
        let exclusions = SyntaxExclusions(language: profile.language)
        let view = ReadOnlyDocument(document)
        exclusions.documentDidLoad(view)
        let judge = FindingJudge.of(profile, checker: try pool.checker(for: profile.choice), pool: pool)
        if let failure = exclusions.parseFailure {
            let line = failure.offset.map { ":\(document.lines.position(of: $0).line + 1)" } ?? ""
            return (judge, ProseMap(prose: []), "\(name)\(line): not checked: \(failure)")
        }
        return (judge, exclusions.proseMap(for: view, exclusions: []), nil)
    }

    /// What the judge did with every candidate finding on the lines `lines` (0-based)
    /// of `path` ("-" for `input`), and why (`inkstone explain`): the file read, its
    /// profile resolved and its syntax parsed as `check` does; the project's own
    /// evidence (`ProjectDecisions`) is not gathered.
    public func explain(_ path: String, input: Data? = nil, lines: ClosedRange<Int>, pool: CheckerPool) throws
        -> (document: TextDocument, explanations: [Explanation]) {
        let isInput = path == "-"
        let bytes: Data
        if isInput {
            guard let input else { throw ExplainError(message: "<stdin>: cannot be read") }
            bytes = input
        } else {
            do { bytes = try LimitedFile.read(path, limit: Self.sizeLimit, kind: "a file to explain") } catch {
                guard case .tooLarge = error else { throw ExplainError(message: "\(error)") }
                throw ExplainError(message: "\(path): larger than \(Self.sizeLimit >> 20) MB, the limit for one file")
            }
        }
        let file = try TextFile.decode(bytes, path: isInput ? "<stdin>" : path)
        let profile = try FileProfile.resolve(path: isInput ? nil : path, text: Self.head(of: ReadOnlyDocument(file.document)),
                                              overrides: overrides, lookups: lookups, reading: reading)
        let (judge, map, failure) = try prepare(file.document, profile: profile, pool: pool, name: path)
        if let failure { throw ExplainError(message: failure) }
        let document = file.document
        guard lines.lowerBound < document.lines.count else {
            throw ExplainError(message: "\(path): has \(document.lines.count) lines; there is no line \(lines.lowerBound + 1)")
        }
        let first = document.lines.line(at: lines.lowerBound)
        let last = document.lines.line(at: min(lines.upperBound, document.lines.count - 1))
        let span = TextRange(first.start, last.start + last.length - first.start)
        return (document, judge.explain(document, map: map, span: span))
    }

    /// Why `explain` could not read a file: names the file and what to do.
    public struct ExplainError: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// A notebook's findings: its Markdown cells read as Markdown and its code cells as
    /// code of the kernel's language (comments and strings are prose), each judged as
    /// one document, and the findings put back on the notebook's own lines.
    private func judge(_ notebook: NotebookText, of document: TextDocument, profile: FileProfile, pool: CheckerPool,
                       name: String) throws -> Outcome {
        var (findings, unread, names, keywords) = ([Finding](), [TextRange](), Set<String>(), Set<String>())
        var colons = ColonCount()
        for (part, languageName) in [(notebook.markdown, "markdown"), (notebook.code, notebook.codeLanguage)] where !part.isEmpty {
            guard let language = LanguageRegistry.named(languageName), !language.isLayerOnly else { continue }
            var partProfile = profile
            partProfile.language = language
            let outcome = try judge(TextDocument(part.text), profile: partProfile, pool: pool, name: name)
            guard case .checked(let checked) = outcome else { return outcome }
            findings += checked.findings.compactMap { finding in
                part.original(of: finding.range).map { range in
                    var placed = finding
                    placed.range = range
                    return placed
                }
            }
            unread += checked.unread.compactMap(part.original(of:))
            names.formUnion(checked.names)
            keywords.formUnion(checked.keywords)
            colons = colons + checked.colons
        }
        return .checked(Checked(document: document, findings: findings.sorted { $0.range.location < $1.range.location },
                                names: names, unread: unread, unreadReason: nil, reportsEverything: profile.config.reportsEverything,
                                keywords: keywords, colons: colons))
    }

    /// Everything a cached result depends on.
    private func cacheKey(bytes: Data, profile: FileProfile, computesSuggestions: Bool) -> String {
        ResultCache.key(bytes: bytes, languages: profile.choice.languages, config: profile.config, personalWords: profile.personalWords,
                        version: version + "|" + profile.language.name + "|" + lookups.fingerprint(of: profile.choice)
                            + "|" + profile.projectNames.sorted().joined(separator: ",")
                            + "|" + lookups.installedDictionaries(for: profile.choice).joined(separator: ",")
                            + (computesSuggestions ? "" : "|no suggestions") + (profile.isTestFile ? "|test file" : ""))
    }

    /// The path `WalkSelection` judges: below the walk's root for a file a walk met;
    /// for a named or listed file, below the current folder, as `check .` there would
    /// meet it (a pre-commit hook runs at the repository's root, as CI's walk does), or
    /// below its project's root when it lies outside the current folder.
    func selectionPath(of path: String) -> String {
        let below = Self.path(of: path, below: walkRoots)
        guard below == path else { return below }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath().path
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        let absolute = folder + "/" + url.lastPathComponent
        let root = absolute.hasPrefix(current == "/" ? "/" : current + "/") ? current : FileWalker.walkBase(of: folder)
        return absolute.hasPrefix(root == "/" ? "/" : root + "/") ? String(absolute.dropFirst(root == "/" ? 1 : root.count + 1)) : path
    }

    /// `path` from the longest of `roots` it lies in (`docs/a.md` for `site/docs/a.md`
    /// below `site`), else as it is.
    static func path(of path: String, below roots: [String]) -> String {
        let containing = roots.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
            .filter { $0 == "." ? path.hasPrefix("./") : path.hasPrefix($0 + "/") }
        guard let root = containing.max(by: { $0.count < $1.count }) else { return path }
        return String(path.dropFirst(root == "." ? 2 : root.count + 1))
    }

    /// The first and last lines of a text, where its `#!` line and modelines are.
    public static func head(of document: ReadOnlyDocument) -> String {
        let lines = document.lines
        guard lines.count > 10 else { return document.text }
        let first = lines.line(at: 4), last = lines.line(at: lines.count - 5)
        return document.string(in: TextRange(0, first.start + first.totalLength)) + "\n"
            + document.string(in: TextRange(last.start, document.length - last.start))
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

extension FindingJudge {
    /// The judge for a file of `profile`: its project's policy and words, the person's
    /// words, the project's names, and the other installed dictionaries as readers of
    /// paragraphs in other languages. What `check`, an editor and the HTTP API all use.
    public static func of(_ profile: FileProfile, checker: SpellingChecker, pool: CheckerPool) -> FindingJudge {
        FindingJudge(checker: checker, policy: DocumentCheck(policy: profile.policy, personalWords: profile.personalWords),
                     projectNames: profile.projectNames, readers: { pool.readers(besides: profile.choice) })
    }
}
