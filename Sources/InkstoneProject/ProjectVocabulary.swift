import Foundation
import InkstoneProofing
import InkstoneText

/// The project's own names, which its prose mentions and no dictionary has: the names
/// of the checked folder and of the repository's, and the names the manifests in
/// between give the package, its executables (commands) and its module path (`Package.swift`,
/// `Cargo.toml`, `package.json`, `pyproject.toml`, `setup.cfg`, `go.mod`), and the
/// packages they depend on (`DependencyNames`), so that a crate of a monorepo brings its own. `DocumentCheck` accepts them like the
/// names in a file's code, and like those only when they are no near miss of a word.
public enum ProjectVocabulary {
    /// The manifests read, each with the expressions whose first group is a name.
    static let manifests: [(file: String, patterns: [String])] = [
        ("Package.swift", [#"Package\(\s*name:\s*"([^"]+)""#, #"\.(?:executable|library)\(\s*name:\s*"([^"]+)""#]),
        ("Cargo.toml", [#"(?m)^\s*name\s*=\s*"([^"]+)""#]),
        ("package.json", [#""name"\s*:\s*"(?:@[^/"]+/)?([^"]+)""#, #""bin"\s*:\s*\{\s*"([^"]+)""#]),
        // The package's name, and its commands (`[project.scripts]`: `blackd = "blackd:main"`).
        ("pyproject.toml", [#"(?m)^\s*name\s*=\s*["']([^"']+)["']"#, #"(?m)^\s*([A-Za-z][\w-]*)\s*=\s*["'][\w.]+:[\w.]+[^"']*["']"#]),
        ("setup.cfg", [#"(?m)^\s*name\s*=\s*(\S+)"#]),
        ("go.mod", [#"(?m)^module\s+(\S+)"#]),
    ]

    /// `findings` without the spelling findings that `names` — the parts of the names
    /// the repository's code uses, gathered from every checked file — vouch for, unless
    /// the word looks like a typo of one of its own suggestions (`recieve`) or, a typo by
    /// its tier, is one edit from a common word (a misspelt variable in one file vouches for no
    /// misspelling in another's prose, issue #26, item 5; `printbuf`, two edits from
    /// `printout`, is the type the other file declares). The names a file's own code
    /// uses are applied when it is checked; these are the other files'.
    /// The project's `terms` — the words that name its source files (`kqueue` for
    /// `src/unix/kqueue.c`: `fileNames`) and the names the code of three files or more
    /// uses (`pevents`, `bufs`: `widelyUsed`) — vouch even for a near miss of a word: a
    /// misspelt variable is one file's, a term is the project's. Not for a swap or a
    /// doubling of a common word (`recieve`, `occured`), which code repeats as prose does.
    public static func withoutNames(_ findings: [Finding], names: Set<String>, terms: Set<String> = []) -> [Finding] {
        guard !names.isEmpty || !terms.isEmpty else { return findings }
        return findings.filter { finding in
            switch finding.rule {
            case Rule.spelling.id:
                !(isTerm(finding.text, in: terms) && !TypoTier.isSwapOrDoublingOfCommonWord(finding.text))
                    && (finding.tier == .default && TypoTier.isOneEditFromCommonWord(finding.text)
                        || !DocumentCheck.names(names, vouchFor: finding.text) { finding.suggestions })
            // A name keeps its own case at a sentence start.
            case SentenceCaseRule.rule.id: !names.contains(finding.text)
            default: true
            }
        }
    }

    /// Whether `word`, or the singular of its plural (`depfiles` for ninja's
    /// `depfile_parser.cc`, `mtimes` for the `mtime` its code uses), is one of `terms`.
    /// Not when the singular is an English word whose plural is made otherwise: `hashs`
    /// is a plural misspelt, however often the code says `hash`; `procs` and `privs` are
    /// the plurals htop's comments give its `proc` and `priv`.
    public static func isTerm(_ word: String, in terms: Set<String>) -> Bool {
        let lowercase = DocumentCheck.withoutPossessive(word).lowercased()
        if terms.contains(lowercase) { return true }
        guard let singular = singular(of: lowercase) else { return false }
        return terms.contains(singular) && (WordFrequencies.english.rank(of: singular) == nil || !takesEsInThePlural(singular))
    }

    /// Whether English makes the plural of `singular` with `-es` or `-ies` (`hashes`,
    /// `boxes`, `copies`), not with a bare `-s`.
    static func takesEsInThePlural(_ singular: String) -> Bool {
        if ["s", "x", "z", "sh", "ch"].contains(where: singular.hasSuffix) { return true }
        guard singular.hasSuffix("y"), let beforeY = singular.dropLast().last else { return false }
        return !"aeiou".contains(beforeY)
    }

    /// `depfiles` → `depfile`; nil for a word that is no regular plural (`less`, `bus`).
    static func singular(of lowercase: String) -> String? {
        guard lowercase.count > 4, lowercase.hasSuffix("s"), !lowercase.hasSuffix("ss"), !lowercase.hasSuffix("us") else { return nil }
        return String(lowercase.dropLast())
    }

    /// The words that name the source files among `paths` (a language with a grammar
    /// that is code, not markup or plain text): each part of a file's name before its
    /// extension, split at what is not a letter and at a capital after a lowercase letter
    /// (`linux-inotify.c` → `linux`, `inotify`; `GeneratorBase.java` → `generator`,
    /// `base`), of four letters or more, lowercased.
    public static func fileNames(of paths: [String]) -> Set<String> {
        var words: Set<String> = []
        for path in paths {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
                  codeExtensions.contains(name[name.index(after: dot)...].lowercased()) else { continue }
            var part = ""
            for character in name[..<dot] {
                if !character.isASCII || !character.isLetter || character.isUppercase && part.last?.isLowercase == true {
                    if part.count >= 4 { words.insert(part.lowercased()) }
                    part = character.isASCII && character.isLetter ? String(character) : ""
                } else {
                    part.append(character)
                }
            }
            if part.count >= 4 { words.insert(part.lowercased()) }
        }
        return words
    }

    /// Which of `words`, or their singulars (`mtime` for `mtimes`), the code of `minimum`
    /// files or more uses in any case (`DeadSet` for `deadset`), given each file's names;
    /// lowercased. Only the words asked about are counted (the run's misspelt words), and
    /// a name is lowercased only when it has a capital: a large walk's code holds a
    /// million names.
    public static func widelyUsed(_ words: Set<String>, in namesByFile: [Set<String>], minimum: Int = 3) -> Set<String> {
        let wanted = Set(words.flatMap { word in
            let lowercase = word.lowercased()
            return [lowercase] + (singular(of: lowercase).map { [$0] } ?? [])
        })
        var files: [String: Int] = [:]
        for names in namesByFile {
            var seen: Set<String> = []
            for name in names {
                let lowercase = name.utf8.contains(where: { (0x41...0x5A).contains($0) }) ? name.lowercased() : name
                if wanted.contains(lowercase), seen.insert(lowercase).inserted { files[lowercase, default: 0] += 1 }
            }
        }
        return Set(files.compactMap { $0.value >= minimum ? $0.key : nil })
    }

    /// The words the project's prose writes, each refused, in `minimum` files or more and
    /// on as many different lines (a line copied whole into an amalgamated header is one
    /// writing): a term of the project (zod's `footgun` in four files; gunicorn's `desync`,
    /// jackson-core's `mutators`), lowercased. Not a word one edit from a common one
    /// (`recieve`, `coun`), which people repeat. Three files were tried: prose-bench plants
    /// the same misspelling in several files, and `imortes` (two edits from `imports`) in
    /// three was lost. `findingsByFile` holds each file's spelling findings and the text
    /// of each one's line.
    public static func widelyWritten(_ findingsByFile: [[(word: String, line: String)]], minimum: Int = 4) -> Set<String> {
        var files: [String: Int] = [:]
        var lines: [String: Set<String>] = [:]
        for findings in findingsByFile {
            var seen: Set<String> = []
            for (word, line) in findings {
                let lowercase = word.lowercased()
                if seen.insert(lowercase).inserted { files[lowercase, default: 0] += 1 }
                lines[lowercase, default: []].insert(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return Set(files.compactMap { word, count in
            count >= minimum && lines[word, default: []].count >= minimum && !TypoTier.isOneEditFromCommonWord(word) ? word : nil
        })
    }

    /// `findings` with the spelling findings of `written` (`widelyWritten`) made unknown
    /// words: the project's terms, still listed by `--unknown-words` and `--all`.
    public static func withTermsAsUnknownWords(_ findings: [Finding], written: Set<String>) -> [Finding] {
        guard !written.isEmpty else { return findings }
        return findings.map { finding in
            guard finding.rule == Rule.spelling.id, finding.tier == .default, written.contains(finding.text.lowercased()) else { return finding }
            var term = finding
            term.tier = .unknownWord
            return term
        }
    }

    /// Extensions of source files in the languages Inkstone parses as code.
    static let codeExtensions: Set<String> = [
        "c", "h", "cc", "cpp", "cxx", "hpp", "hh", "m", "mm", "rs", "go", "java", "kt", "kts", "scala", "swift", "py", "rb",
        "js", "mjs", "cjs", "jsx", "ts", "tsx", "lua", "pl", "pm", "php", "cs", "ex", "exs", "hs", "sh", "bash", "zsh", "fish", "vim",
    ]

    /// The names for a check of `folder`, whose repository (or project) starts at `root`.
    public static func names(from folder: String, upTo root: String) -> Set<String> {
        var names: Set<String> = [URL(fileURLWithPath: folder).lastPathComponent, URL(fileURLWithPath: root).lastPathComponent]
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        let top = URL(fileURLWithPath: root).standardizedFileURL.path
        while true {
            names.formUnion(manifestNames(in: current.path))
            if current.path == top || current.pathComponents.count <= 1 || !current.path.hasPrefix(top) { break }
            current.deleteLastPathComponent()
        }
        return names.filter { !$0.isEmpty && $0 != "/" && $0 != "." }
    }

    /// The most a manifest (`package.json`, `Cargo.lock`) may have to be read; one larger,
    /// or no regular file, gives no names.
    static let manifestSizeLimit = 4 << 20

    /// The names the manifests of one folder give.
    static func manifestNames(in folder: String) -> Set<String> {
        var names = DependencyNames.names(in: folder)
        for (file, patterns) in manifests {
            guard let text = LimitedFile.text(folder + "/" + file, limit: manifestSizeLimit, kind: "a manifest") else { continue }
            for pattern in patterns {
                guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
                for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let range = Range(match.range(at: 1), in: text) else { continue }
                    // A module path names its host, its owner and the project.
                    names.formUnion(text[range].split(separator: "/").map(String.init).filter { !$0.contains(".") })
                }
            }
        }
        return names
    }
}
