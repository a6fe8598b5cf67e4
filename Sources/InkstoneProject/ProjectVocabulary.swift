import Foundation
import InkstoneProofing
import InkstoneText

/// The project's own names, which its prose mentions and no dictionary has: the names
/// of the checked folder and of the repository's, and the names the manifests in
/// between give the package, its executables (commands) and its module path (`Package.swift`,
/// `Cargo.toml`, `package.json`, `pyproject.toml`, `setup.cfg`, `go.mod`), and the
/// packages they depend on (`DependencyNames`), so that a crate of a monorepo brings its own. `DocumentCheck` accepts them like the
/// names in a file's code, and like those only when they are no near miss of a word.
/// What the project's evidence decides is `ProjectDecisions`.
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
            return [lowercase] + (ProjectEvidence.singular(of: lowercase).map { [$0] } ?? [])
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
    /// three was lost. `findingsByFile` holds each file's spelling findings and what
    /// stands for the text of each one's line (`lineKeys`: the same text, the same key).
    public static func widelyWritten<Line: Hashable>(_ findingsByFile: [[(word: String, line: Line)]], minimum: Int = 4) -> Set<String> {
        var files: [String: Int] = [:]
        var lines: [String: Set<Line>] = [:]
        for findings in findingsByFile {
            var seen: Set<String> = []
            for (word, line) in findings {
                let lowercase = word.lowercased()
                if seen.insert(lowercase).inserted { files[lowercase, default: 0] += 1 }
                lines[lowercase, default: []].insert(line)
            }
        }
        return Set(files.compactMap { word, count in
            count >= minimum && lines[word, default: []].count >= minimum && !WordLexicon.isOneEditFromCommonWord(word) ? word : nil
        })
    }

    /// Each of `findings` with a key of its line's text without its outer spaces and
    /// tabs (`TrimmedLine`, as the judge counts writings): equal texts, in any file, have
    /// equal keys. A line is read once however many
    /// findings it holds (a 100 KB line with 8,000 of them was read and hashed for each).
    public static func lineKeys(of findings: [Finding], in document: TextDocument) -> [(word: String, line: Int)] {
        var keys: [Int: Int] = [:]
        return findings.map { finding in
            let line = document.lines.line(containing: finding.range.location)
            if let key = keys[line.index] { return (finding.text, key) }
            let key = TrimmedLine(line.contentRange, in: document).hash
            keys[line.index] = key
            return (finding.text, key)
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
