import Foundation
import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// Which of the files a folder walk meets are checked: text that people wrote for
/// people. Files of a language with a grammar, plain-text prose files (`.txt`, and
/// README, CHANGELOG, NEWS, AUTHORS … without an extension), nothing else — not data
/// (`.csv`, `.svg`, lock files), not generated or minified files, not vendored code,
/// not files whose bytes are mostly control characters. A file matched by the
/// config's `include` or an override's `language` is always checked; one named on the
/// command line (or by a pre-commit hook) is chosen the same way, unless forced
/// (`check --force`), so that a hook and a CI walk agree.
public enum WalkSelection {
    /// Extensions of data and build output, whatever their syntax.
    static let dataExtensions: Set<String> = [
        "csv", "tsv", "psv", "svg", "map", "lock", "snap", "po", "pot",
        // JSON in a repository is data and configuration (asset catalogues, fixtures,
        // schemas); its strings are values, not sentences.
        "json",
    ]
    /// Lock and checksum files under their own names.
    static let dataNames: Set<String> = [
        "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "cargo.lock", "poetry.lock",
        "gemfile.lock", "composer.lock", "pipfile.lock", "go.sum", "flake.lock", "podfile.lock", "package.resolved",
        // Checksum lists (`sha256sum` output beside release files: a hash and a file name a line).
        "sha256sum.txt", "sha256sums", "sha256sums.txt", "sha512sum.txt", "sha512sums", "md5sum.txt", "md5sums", "checksums.txt",
    ]
    /// Folders of other people's code copied in, under the names package managers and
    /// build systems give them (`thirdparty/`, `3rdparty/`, CMake's and Git submodules'
    /// `extern/`).
    static let vendoredFolders: Set<String> = [
        "node_modules", "vendor", "third_party", "third-party", "thirdparty", "3rdparty", "3rd_party", "3rd-party",
        "extern", "bower_components", "site-packages", "Pods", "Carthage",
        // C projects' copies of the libraries they build with (libgit2's `deps/pcre2`,
        // `deps/xdiff`; Redis's `deps/`, as Mix's and Node's `deps/` hold others' code).
        "deps",
    ]
    /// Folders named after a library C++ projects copy beside their tests (fmt's
    /// `test/gtest/`, its fused `gmock-gtest-all.cc`), with the holder its licence names:
    /// a copy, unless the project's own licence names that holder too (Google Test's own
    /// `googletest/` and `googlemock/include/gmock/`).
    static let copiedLibraries: [String: String] = ["gtest": "Google", "gmock": "Google", "googletest": "Google"]

    /// Whether the project's licence names `holder` (one of its words).
    private static func isHeld(by holder: String, _ projectHolders: LicenceHolders?) -> Bool {
        guard let projectHolders else { return false }
        return LicenceHolders.words(of: holder).contains { projectHolders.words.contains($0) }
    }
    /// Folders of test data: fixtures, snapshots, syntax tests and Go's `testdata/` hold
    /// input that is meant to be as it is (misspelt words included), not prose to fix
    /// (issue #26, item 2); so do the outputs a test compares with (`test_output/`,
    /// `expected/`, `golden/`: doctest's examples print odd test names on purpose). Only folders below the one the walk started from count, so
    /// `inkstone check tests/fixtures/site` checks that site. `include` brings them back.
    static let testDataFolders: Set<String> = [
        "fixtures", "__fixtures__", "snapshots", "__snapshots__", "syntax-tests", "syntax_tests", "testdata", "test-data", "test_data",
        "test_output", "test-output", "expected_output", "expected-output", "expected", "golden", "goldens",
    ]
    /// Files a test runner writes and compares against (date-fns's
    /// `src/locale/fr/snapshot.md`, a table of each locale's output): test data, as a
    /// snapshot folder is, but under a documentation folder, where a page may explain them.
    static let snapshotStems: Set<String> = ["snapshot", "snapshots"]
    static let documentationFolders: Set<String> = ["doc", "docs", "documentation"]
    /// Folders that hold test data when a test folder holds them (`tests/data/`, black's
    /// formatter cases; `src/test/resources/`; Android's `src/androidTest/assets/`): a
    /// `data/` elsewhere may be a package's own.
    static let testDataSubfolders: Set<String> = ["data", "resources", "inputs", "assets"]
    /// Folders of build output committed beside its source (`dist/`; Jekyll's `_site/`,
    /// Sphinx's and Mix's `_build/`, by their tools' defaults): the source is what a
    /// maintainer fixes (issue #26).
    static let buildFolders: Set<String> = ["dist", "_site", "_build"]
    /// Folders of a project's own source, where a build folder's name names a part of
    /// the program instead (`src/dist/`).
    static let sourceFolders: Set<String> = ["src", "Sources", "source"]
    /// Files that list people (`AUTHORS.md`, `CONTRIBUTORS`): names, not sentences (issue #26).
    static let nameListStems: Set<String> = ["AUTHORS", "CONTRIBUTORS", "MAINTAINERS", "CREDITS", "THANKS", "BACKERS", "SPONSORS"]
    /// Plain-text files that hold prose by their name alone (compared in capitals,
    /// with no extension or `.txt`).
    static let proseNames: Set<String> = [
        "README", "CHANGELOG", "CHANGES", "NEWS", "AUTHORS", "CONTRIBUTORS", "HISTORY", "THANKS", "TODO", "NOTES",
        "INSTALL", "CONTRIBUTING", "RELEASE-NOTES", "RELEASENOTES", "MAINTAINERS", "CREDITS", "FAQ",
        // A licence is read whatever its spelling or extension (LICENSE, LICENCE, COPYING,
        // LICENSE.txt): its legal terms are unknown words, never reported by default.
        "LICENSE", "LICENCE", "COPYING", "UNLICENSE", "NOTICE", "COPYRIGHT",
    ]
    /// Markers of generated files, looked for in the first lines (case-insensitive):
    /// generators' own words, and the API pages documentation tools write
    /// (`<!-- Generated by javadoc (1.8.0_25) -->`, Doxygen's, a site generator's
    /// `<meta name="generator">`).
    /// Of `generatedMarkers`, those prose uses too (`autogenerated files`).
    static let proseMarkers: Set<String> = ["code generated", "autogenerated", "auto-generated", "automatically generated", "do not modify"]

    /// A comment line of a page: HTML's, reST's, Markdown's link-label comment, a `//` or
    /// `%` line (not `#`: a Markdown heading).
    static func isCommentLine(_ line: String) -> Bool {
        let text = line.trimmingCharacters(in: .whitespaces)
        return ["<!--", ".. ", "[//]:", "//", "%"].contains(where: text.hasPrefix)
    }

    static let generatedMarkers = ["@generated", "do not edit", "do not modify", "code generated", "autogenerated", "auto-generated", "automatically generated",
                                   "this file was generated", "this file is generated", "scanner generated by flex",
                                   "parser, made by gnu bison", "generated by javadoc", "generated by doxygen",
                                   "<meta name=\"generator\"", "javadoc style sheet", "generated by github_changelog_generator"]

    /// Why the walk does not check the file at `path` (from the folder the walk started
    /// in: `FileCheck.walkRoots`), or nil when it does.
    public static func reasonToSkip(path: String, document: TextDocument, language: Language) -> String? {
        reasonToSkip(path: path, document: document, language: language, projectHolders: nil)
    }

    /// `projectHolders`: the holders the project's licence names (`LicenceHolders`), which
    /// tell the project's own folders from a copied library's (`copiedLibraries`).
    static func reasonToSkip(path: String, document: TextDocument, language: Language, projectHolders: LicenceHolders?) -> String? {
        let components = path.split(separator: "/")
        let name = components.last.map(String.init) ?? path
        let lowercased = name.lowercased()
        let ext = lowercased.split(separator: ".", omittingEmptySubsequences: false).count > 1
            ? String(lowercased.split(separator: ".").last!) : ""
        if dataNames.contains(lowercased) { return "a lock or checksum file" }
        if dataExtensions.contains(ext) || lowercased.hasSuffix(".min.js") || lowercased.hasSuffix(".min.css") {
            return "data or build output, not prose"
        }
        if let folder = components.dropLast().first(where: { vendoredFolders.contains(String($0)) }) {
            return "vendored code (under \(folder)/)"
        }
        if let folder = components.dropLast().first(where: { copiedLibraries[String($0)].map { !isHeld(by: $0, projectHolders) } ?? false }) {
            return "vendored code (under \(folder)/, a copy of \(copiedLibraries[String(folder)]!)'s library)"
        }
        // A documentation set Xcode's and Dash's tools build (`Alamofire.docset/…`).
        if let folder = components.dropLast().first(where: { $0.hasSuffix(".docset") }) {
            return "generated documentation (under \(folder)/)"
        }
        // Shell completions in a folder of their own (`completions/_tool`, `tool.bash`,
        // `tool.fish`): written from the command's help by its argument parser.
        if components.count >= 2, completionFolders.contains(components[components.count - 2].lowercased()),
           completionExtensions.contains(ext) || name.hasPrefix("_") {
            return "shell completions (under \(components[components.count - 2])/), written from the command's own help"
        }
        if let folder = components.dropLast().first(where: { testDataFolders.contains(String($0)) }) {
            return "test data (under \(folder)/)"
        }
        // Source code named `snapshot` is the program's own (leveldb's `db/snapshot.h`).
        if snapshotStems.contains(lowercased.split(separator: ".").first.map(String.init) ?? ""),
           !ProjectVocabulary.codeExtensions.contains(ext),
           !components.dropLast().contains(where: { documentationFolders.contains($0.lowercased()) }) {
            return "test data (a test's snapshot)"
        }
        if let index = components.dropLast().indices.dropFirst().first(where: {
            testDataSubfolders.contains(String(components[$0])) && TestPaths.isTestFolder(components[$0 - 1])
        }) {
            return "test data (under \(components[index - 1])/\(components[index])/)"
        }
        // A text file or a page among tests (eza's `tests/itest/…/run.log.text`; marked's
        // `test/specs/new/*.md` and the HTML it should render) is what a test reads or
        // wrote, not a page for people; a README there is one.
        if language.isPlainText || pageLanguages.contains(language.name), !hasProseName(name),
           let folder = components.dropLast().first(where: { TestPaths.isTestFolder($0) }) {
            return "test data (\(language.isPlainText ? "a text file" : "a page") under \(folder)/)"
        }
        // A build folder inside the source tree is source (sccache's `src/dist/`, its
        // distributed compilation): tools write their output beside it.
        let folders = components.dropLast()
        if let index = folders.indices.first(where: { buildFolders.contains(String(folders[$0])) && ($0 == 0 || !sourceFolders.contains(String(folders[$0 - 1]))) }) {
            return "build output (under \(folders[index])/); its source is checked"
        }
        if nameListStems.contains(name.split(separator: ".").first.map { $0.uppercased() } ?? "") {
            return "a list of people's names, not prose"
        }
        // A notebook is JSON; `FileCheck` reads its Markdown cells and its code's comments.
        let isNotebook = ext == NotebookText.fileExtension
        if language.isPlainText && !isProse(name: name, ext: ext) && !isNotebook {
            return ext.isEmpty ? "no grammar for files named \(name); give it a language in an override, or check it with --force"
                               : "no grammar for .\(ext) files; give it a language in an override, or check it with --force"
        }
        if let part = generatedNamePart(of: lowercased) { return "generated (its name says so: \"\(part)\")" }
        if let marker = generatedMarker(in: document, isPage: pageLanguages.contains(language.name) || language.isPlainText) {
            return "marked generated (\"\(marker)\")"
        }
        if isProjectGutenbergBook(document) { return "a Project Gutenberg e-book: someone else's text, kept as test or benchmark input" }
        if pageLanguages.contains(language.name) && isTestReport(document) {
            return "a test run's report (mocha's doc reporter: suites of test titles and their code); the tests are checked"
        }
        if ["js", "mjs", "cjs", "css"].contains(ext), let banner = libraryBanner(in: document) {
            return "a library's distributed build (\"\(banner)\"), vendored code"
        }
        if ["js", "mjs", "cjs"].contains(ext), let module = bundledModule(in: document) {
            return "a bundler's build output (it names the modules it joined: \"\(module)\"); its sources are checked"
        }
        if language.isPlainText && !isNotebook && isWordList(document) { return "a word list, one word a line, not prose" }
        if language.isPlainText && !isNotebook && isTable(document) { return "a table of records, not prose (most lines are fields)" }
        if language.isPlainText && !isNotebook && isProgram(document) {
            return "a program, not prose (most lines are code); give it a language in an override to check its comments"
        }
        if isMinified(document, language: language) { return "minified (lines over \(minifiedLineLength) characters on average)" }
        if hasControlCharacters(document) { return "binary (control characters)" }
        return nil
    }

    /// The markup languages whose files are pages to read (a test's input among tests).
    static let pageLanguages: Set<String> = ["markdown", "html", "rst"]

    /// `.txt`/`.text`, RDoc (`README.rdoc`, `History.rdoc`: Ruby's documentation, light
    /// markup over prose), or a prose name (README, CHANGELOG …) with no other extension,
    /// or with a version after it (libevent's `ChangeLog-2.1`, which read as a `.1` man page).
    static func isProse(name: String, ext: String) -> Bool {
        if ext == "txt" || ext == "text" || ext == "rdoc" { return true }
        let stem = name.split(separator: ".").first.map { $0.uppercased() } ?? ""
        return (ext.isEmpty || ext == stem.lowercased()) && proseNames.contains(stem) || isVersionedProseName(name)
    }

    /// A prose name, a hyphen or an underscore, and a version (`ChangeLog-2.1`, `NEWS_1.0`).
    static func isVersionedProseName(_ name: String) -> Bool {
        guard let separator = name.firstIndex(where: { $0 == "-" || $0 == "_" }) else { return false }
        let version = name[name.index(after: separator)...]
        return proseNames.contains(name[..<separator].uppercased()) && version.first?.isNumber == true
            && version.allSatisfy { $0.isNumber || $0 == "." }
    }

    /// Whether the name is one of `proseNames`, with or without an extension.
    static func hasProseName(_ name: String) -> Bool {
        proseNames.contains(name.split(separator: ".").first.map { $0.uppercased() } ?? "")
    }

    /// The part of a file's name that says a tool wrote it: `.generated.` between dots
    /// (Sourcery's `SourceryRuntime.content.generated.swift`, `api.generated.ts`), or
    /// Kubernetes' `zz_generated.` prefix, as code generators name their output. Not a
    /// name that is only the word (`Generated.java`, Java's annotation type), nor one a
    /// person gives (`is_generated.go`, `user_generated_content.md`).
    static func generatedNamePart(of lowercasedName: String) -> String? {
        let parts = lowercasedName.split(separator: ".")
        if parts.count >= 3, parts.dropFirst().dropLast().contains("generated") { return ".generated." }
        return lowercasedName.hasPrefix("zz_generated.") ? "zz_generated." : nil
    }

    /// The marker of a generated file in its first ten lines, or at its foot. In a page
    /// (Markdown, reST, plain text; `isPage`), the words a generator shares with prose
    /// (`autogenerated files`, `code generated by the compiler`) count only on a comment
    /// line (`<!-- Code generated … -->`, `.. autogenerated`): a page may talk about
    /// generated code.
    static func generatedMarker(in document: TextDocument, isPage: Bool = false) -> String? {
        let lines = document.lines
        // Ten: flex writes its marker on the seventh line, after its `#line` directives.
        let headLines = (0..<min(10, lines.count)).map { document.string(in: lines.line(at: $0).contentRange).lowercased() }
        for (index, line) in headLines.enumerated() {
            // `@generated` in lowercase, as Phabricator's tools write it: Java's `@Generated`
            // annotation named in a comment marks nothing.
            guard let marker = generatedMarkers.first(where: { line.contains($0) }),
                  marker != "@generated" || document.string(in: lines.line(at: index).contentRange).contains(marker) else { continue }
            if !isPage || !proseMarkers.contains(marker) || isCommentLine(line) { return marker }
        }
        // Documentation tools sign their pages at the foot (Jazzy's `Generated by jazzy`,
        // Sphinx's `Built with Sphinx`), changelog generators their changelogs.
        let tail = (max(0, lines.count - 10)..<lines.count).map { document.string(in: lines.line(at: $0).contentRange) }
            .joined(separator: "\n").lowercased()
        return footerMarkers.first { tail.contains($0) }
    }

    /// A bundler writes the path of each module it joins on a comment line of its own
    /// before the module's code (esbuild's `// src/view.ts`, webpack's `/***/ "./src/view.js":`):
    /// three such lines make a bundle, whose text is its sources', checked where they are.
    /// The first such line, or nil.
    static func bundledModule(in document: TextDocument) -> String? {
        var found: [String] = []
        for index in 0..<document.lines.count {
            let line = document.string(in: document.lines.line(at: index).contentRange).trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("// ") || line.hasPrefix("/***/ \"") else { continue }
            if bundledModuleLine.firstMatch(in: line, range: NSRange(location: 0, length: (line as NSString).length)) != nil {
                found.append(line)
                if found.count == 3 { return found[0] }
            }
        }
        return nil
    }

    private static let bundledModuleLine = try! NSRegularExpression(
        pattern: #"^(?://|/\*\*\*/) "?\.?/?(?:[\w@.-]+/)+[\w.-]+\.(?:ts|tsx|js|jsx|mjs|cjs|vue|svelte)"?:?$"#)

    /// Whether the first lines name a Project Gutenberg e-book (`Project Gutenberg's The
    /// Adventures of Sherlock Holmes`, `The Project Gutenberg eBook of …`, `*** START OF
    /// THE PROJECT GUTENBERG EBOOK`): a classic's text that a project keeps to feed its
    /// tests or benchmarks (regex's `sherlock.txt`), written by others a century ago.
    static func isProjectGutenbergBook(_ document: TextDocument) -> Bool {
        let lines = document.lines
        return (0..<min(40, lines.count)).contains { index in
            document.string(in: lines.line(at: index).contentRange).lowercased().contains("project gutenberg")
        } && document.string(in: document.fullRange).lowercased().contains("gutenberg")
    }

    /// Whether a page is what mocha's doc reporter writes (`mocha --reporter doc`, which
    /// projects wrap in a head and a foot of their own and publish): sections of class
    /// `suite`, each a list of test titles and the code of each test, with no mark of its
    /// generator. Its words are the tests', checked where the tests are.
    static func isTestReport(_ document: TextDocument) -> Bool {
        let lines = document.lines
        let head = (0..<min(40, lines.count)).map { document.string(in: lines.line(at: $0).contentRange) }.joined(separator: "\n")
        return head.contains("<section class=\"suite\">") && head.contains("<dd><pre><code>")
    }

    /// Markers documentation and changelog generators write at a file's foot.
    static let footerMarkers = ["generated by jazzy", "generated by <a class=\"link\" href=\"https://github.com/realm/jazzy",
                                "built with <a href=\"https://www.sphinx-doc.org", "generated by doxygen", "generated by javadoc",
                                "generated by typedoc", "generated by pdoc", "generated by mkdocs", "automatically generated by",
                                "this changelog was automatically generated", "generated by github_changelog_generator",
                                "generated by [github_changelog_generator]", "this file was generated", "this file is generated",
                                "generated by panvimdoc"]
    /// Folders of shell completion scripts, and their extensions.
    static let completionFolders: Set<String> = ["completions", "completion", "complete", "shell-completions", "autocomplete"]
    static let completionExtensions: Set<String> = ["bash", "zsh", "fish", "elv", "ps1", "nu"]

    /// The version line of the banner a library's build opens with, which minifiers keep
    /// (`/*!` then ` * jQuery JavaScript Library v3.4.1`: picocli commits jQuery beside its
    /// Javadoc): a copy of someone else's code, not the project's prose.
    static func libraryBanner(in document: TextDocument) -> String? {
        let lines = document.lines
        guard lines.count > 0, document.string(in: lines.line(at: 0).contentRange).hasPrefix("/*!") else { return nil }
        for index in 0..<min(4, lines.count) {
            let text = document.string(in: lines.line(at: index).contentRange)
            let range = NSRange(location: 0, length: (text as NSString).length)
            if version.firstMatch(in: text, range: range) != nil {
                return text.trimmingCharacters(in: CharacterSet(charactersIn: " */!"))
            }
        }
        return nil
    }

    private static let version = try! NSRegularExpression(pattern: #"\bv\d+\.\d+(?:\.\d+)?\b"#)

    /// Five lines or more, nearly all of them one word: a project's word list
    /// (`ci/dictionary.txt`), a spell checker's allow and reject lists and patterns
    /// (check-spelling's `.github/actions/spelling/reject.txt` lists misspellings on
    /// purpose, Vale's `accept.txt`), which hold words and expressions, not sentences.
    static func isWordList(_ document: TextDocument) -> Bool {
        let lines = document.lines
        var words = 0, filled = 0
        for index in 0..<min(lines.count, 2_000) {
            let text = document.string(in: lines.line(at: index).contentRange).trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("#") else { continue }
            filled += 1
            if !text.contains(" ") { words += 1 }
        }
        return filled >= 5 && words * 10 >= filled * 9
    }

    /// A text file that is a table of records (commons-codec's Beider-Morse rules: `"ch"
    /// "" "" "(tS|dZ)"`, `ssch german true`): of its first 2,000 lines that hold
    /// something other than a comment (`#`, `//`, `/* … */`; a comment after ` //` is left
    /// out), ten at least, and four in five of them have three fields or more, two of
    /// them quoted (`"…"` without a space) — or one of two last fields, a flag (`true`,
    /// `false`) or a category, that ends no sentence — or whose fields are parted by two
    /// `;` or tabs or more, after a first field of one token (Unicode's data files:
    /// `0041; C; 0061; # LATIN CAPITAL LETTER A`, `0041;LATIN CAPITAL LETTER A;Lu;…`).
    /// Sentences have none of these.
    static func isTable(_ document: TextDocument) -> Bool {
        let lines = document.lines
        var filled = 0, quoted = 0, delimited = 0, lastFields: [Substring: Int] = [:]
        var inComment = false
        for index in 0..<min(lines.count, 2_000) {
            var text = Substring(document.string(in: lines.line(at: index).contentRange).trimmingCharacters(in: .whitespaces))
            if inComment {
                if text.contains("*/") { inComment = false }
                continue
            }
            if text.hasPrefix("/*") {
                inComment = !text.contains("*/")
                continue
            }
            guard !text.isEmpty, !text.hasPrefix("#"), !text.hasPrefix("//") else { continue }
            if let comment = text.range(of: " //") { text = text[..<comment.lowerBound] }
            filled += 1
            if isDelimitedRecord(text) { delimited += 1 }
            let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 3, let last = fields.last else { continue }
            if fields.count(where: { $0.count >= 2 && $0.first == "\"" && $0.last == "\"" }) >= 2 { quoted += 1 }
            lastFields[last, default: 0] += 1
        }
        guard filled >= 10 else { return false }
        let flags = lastFields.filter { !".!?:".contains($0.key.last!) }.values.sorted(by: >).prefix(2).reduce(0, +)
        return quoted * 5 >= filled * 4 || flags * 5 >= filled * 4 || delimited * 5 >= filled * 4
    }

    /// A line of fields parted by two `;` or tabs or more (a trailing ` # comment`
    /// left out), the first field one token: `0041; C; 0061; # LATIN CAPITAL LETTER A`.
    private static func isDelimitedRecord(_ line: Substring) -> Bool {
        let text = line.range(of: " #").map { line[..<$0.lowerBound] } ?? line
        for separator: Character in [";", "\t"] {
            guard text.count(where: { $0 == separator }) >= 2, let first = text.split(separator: separator).first else { continue }
            let key = first.trimmingCharacters(in: .whitespaces)
            if !key.isEmpty && !key.contains(" ") { return true }
        }
        return false
    }

    /// A text file that is a program (a shell script kept as a template's `.txt`): of
    /// its first 2,000 lines that hold something other than a comment, ten at least
    /// and most end or begin as code does. Comment lines are not
    /// counted either way.
    static func isProgram(_ document: TextDocument) -> Bool {
        let lines = document.lines
        var code = 0, filled = 0
        for index in 0..<min(lines.count, 2_000) {
            let text = document.string(in: lines.line(at: index).contentRange).trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("#"), !text.hasPrefix("//") else { continue }
            filled += 1
            if looksLikeCode(text) { code += 1 }
        }
        return filled >= 10 && code * 2 > filled
    }

    /// A line that ends a statement or opens or closes a block (`{`, `}`, `;`, `\\`, a
    /// call's `)`), a template tag (`{%- if … %}`), a command substitution or a test
    /// (`$(…)`, `&&`, `==`), or an assignment (`name=value`, `local -r retval="$?"`).
    private static func looksLikeCode(_ text: String) -> Bool {
        guard let last = text.last, let first = text.first else { return false }
        if "{};\\[]".contains(last) || first == "}" || text.hasPrefix("{%") || text.hasPrefix("{{") { return true }
        let whole = NSRange(location: 0, length: (text as NSString).length)
        if last == ")" && call.firstMatch(in: text, range: whole) != nil { return true }
        if ["$(", "${", " && ", " || ", "==", "!=", ":="].contains(where: text.contains) { return true }
        return text.contains("=") && assignment.firstMatch(in: text, range: whole) != nil
    }

    private static let call = try! NSRegularExpression(pattern: #"[\w\]]\("#)
    private static let assignment = try! NSRegularExpression(pattern: #"(?:^|\s)[A-Za-z_][A-Za-z0-9_]*=\S"#)

    static let minifiedLineLength = 500

    /// Code whose lines average more than `minifiedLineLength` units: minified or
    /// generated. Prose formats are left alone, since a paragraph may be one line.
    static func isMinified(_ document: TextDocument, language: Language) -> Bool {
        guard ["javascript", "typescript", "tsx", "css", "json", "html"].contains(language.name),
              document.length > 4 * minifiedLineLength else { return false }
        return document.length / max(1, document.lines.count) > minifiedLineLength
    }

    /// More than 1 % of the first 8,192 units are control characters other than tab,
    /// line breaks and form feed: a binary file without NUL bytes.
    static func hasControlCharacters(_ document: TextDocument) -> Bool {
        let sample = document.units(in: TextRange(0, min(document.length, 8_192)))
        let controls = sample.filter { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x0C }.count
        return controls * 100 > sample.count
    }
}
