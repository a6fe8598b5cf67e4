import Foundation
import InkstoneProject
import InkstoneProofing
import InkstoneServe

/// How soon the first answer comes (issue #51). `inkstone check` of one small Markdown
/// file, its caches warm, against codespell on the same file (the two alternate, best of
/// five each: a pre-commit hook or an editor plug-in's `check --stdin` pays this every
/// time); the same check with an empty cache folder, as on a machine that never ran
/// Inkstone; and the first answer `serve` gives in each installed language, with the
/// server already up (the language's dictionary is loaded on that request), its
/// suggestion index cached and not (a machine's first request in it). The language
/// server's first diagnostics are the lsp suite's.
///
/// codespell is looked for as `$INKSTONE_BENCH_CODESPELL`, else on the PATH; without it the
/// paired figures are left out and a note says so.
struct StartupBenchmark {
    static let document = (1...40).map { index in
        index % 8 == 1 ? "## Section \(index / 8 + 1)\n" : "The tool reads line \(index) of the guide and checks each word it meets, like `code \(index)` here.\n"
    }.joined()

    func run() -> Figures {
        var figures = Figures()
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("inkstone").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            note("no \(executable); build it first (make bench builds it)")
            return figures
        }
        let folder = NSTemporaryDirectory() + "inkstone-bench-startup-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/guide.md"
        FileManager.default.createFile(atPath: file, contents: Data(Self.document.utf8))
        _ = Self.seconds(executable, ["check", "--quiet", file])
        let codespell = Self.codespell()
        var inkstone = Double.infinity, peer = Double.infinity
        for _ in 0..<5 {
            inkstone = min(inkstone, Self.seconds(executable, ["check", "--quiet", file]))
            if let codespell { peer = min(peer, Self.seconds(codespell, [file])) }
        }
        figures.add("check_one_file_warm_ms", inkstone * 1e3)
        if codespell != nil {
            figures.add("codespell_one_file_ms", peer * 1e3)
            figures.add("check_one_file_over_codespell", inkstone / peer)
        } else {
            note("no codespell (set INKSTONE_BENCH_CODESPELL or put it on the PATH): the paired figures are left out")
        }
        var empty = Double.infinity
        for run in 0..<3 {
            let cache = folder + "/cache\(run)"
            empty = min(empty, Self.seconds(executable, ["check", "--quiet", file], environment: ["XDG_CACHE_HOME": cache]))
        }
        figures.add("check_one_file_empty_cache_ms", empty * 1e3)
        let cached = BaseDirectories.cacheHome() + "/inkstone/indexes"
        for (language, text) in Self.firstRequests() {
            figures.add("serve_first_answer_\(language)_ms", Self.firstAnswer(language: language, text: text, folder: folder, indexes: cached) * 1e3)
            // On a machine that never built the language's suggestion index.
            figures.add("serve_first_answer_\(language)_empty_cache_ms",
                        Self.firstAnswer(language: language, text: text, folder: folder, indexes: folder + "/indexes-\(language)") * 1e3)
        }
        return figures
    }

    /// One request per installed language a LanguageTool client would name.
    static func firstRequests() -> [(String, String)] {
        let locator = DictionaryLocator()
        let all = [("en-US", "en_US", "This sentence has a speling mistake in it."),
                   ("fr", "fr_FR", "Cette phrase contient une fautte d'orthographe."),
                   ("de-DE", "de_DE", "Dieser Satz hat einen Feler."),
                   ("es", "es_ES", "Esta frase tiene un eror.")]
        return all.compactMap { language, dictionary, text in (try? locator.locate(dictionary)) == nil ? nil : (language, text) }
    }

    /// Seconds from posting the first request in `language` to a server that has
    /// answered nothing yet, to its answer.
    static func firstAnswer(language: String, text: String, folder: String, indexes: String) -> Double {
        let words = folder + "/words-\(language).txt"
        guard let api = try? LanguageToolAPI(overrides: FileProfile.Overrides(personalDictionary: words),
                                             lookups: SharedLookups(indexFolder: indexes),
                                             options: LanguageToolAPI.Options()),
              let server = try? HTTPServer(address: "127.0.0.1", port: 0, answer: api.answer) else { return .nan }
        defer { server.stop() }
        let body = "language=\(language)&text=" + (text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        let started = Measure.now()
        _ = ServeBenchmark.post(body, port: server.port)
        return Double(Measure.now() - started) / 1e9
    }

    static func codespell() -> String? {
        if let path = ProcessInfo.processInfo.environment["INKSTONE_BENCH_CODESPELL"], FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.map { $0 + "/codespell" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Wall seconds of one run of `executable`, its output thrown away.
    static func seconds(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) -> Double {
        Measure.run(executable, arguments, environment: environment) ?? .nan
    }

    private func note(_ text: String) {
        FileHandle.standardError.write(Data("inkstone-bench startup: \(text)\n".utf8))
    }
}
