import Foundation
import InkstoneJSON
import InkstoneLSP
import InkstoneProofing
import InkstoneSessions
import InkstoneSyntax
import InkstoneText

/// The language server through its JSON-RPC path (framed bytes in, message bodies
/// out, in process): start-up to the first diagnostics of a small file with the
/// suggestion index cached; typing a sentence key by key into a 10,000-line
/// Markdown document, from each `didChange` to its diagnostics; resident memory with
/// that document open, and its growth per MB of open text.
struct LSPBenchmark {
    let scale: Double

    func run() -> Figures {
        var figures = Figures()
        let memoryBefore = Measure.residentBytes()
        let start = Measure.now()
        let harness = InProcessClient()
        harness.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        harness.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        harness.open("file:///bench/small.md", "A short note with one langauge mistake.\n")
        figures.add("startup_to_first_diagnostics_ms", Double(harness.firstDiagnostics(of: "file:///bench/small.md", since: start)) / 1e6)
        let withSuggestions = harness.waitForSuggestions(of: "file:///bench/small.md")
        figures.add("startup_to_diagnostics_with_suggestions_ms", Double(withSuggestions - start) / 1e6)
        let idle = Measure.residentBytes()

        let text = SampleDocuments.markdown(lines: max(500, Int(10_000 * scale)))
        let megabytes = Double(text.utf8.count) / 1e6
        let uri = "file:///bench/big.md"
        let openStart = Measure.now()
        harness.open(uri, text)
        figures.add("open_10k_lines_ms", Double(harness.firstDiagnostics(of: uri, since: openStart)) / 1e6)
        let withDocument = Measure.residentBytes()

        let latencies = type(into: uri, text: text, language: "markdown", harness: harness)
        figures.add("markdown_lines", Double(TextDocument(text).lines.count))
        figures.add("keystrokes", Double(latencies.count))
        figures.add("didchange_to_diagnostics_p50_ms", Measure.percentile(latencies, 0.5) / 1e6)
        figures.add("didchange_to_diagnostics_p99_ms", Measure.percentile(latencies, 0.99) / 1e6)
        figures.add("markdown_diagnostics", Double(harness.diagnosticCount(of: uri)))
        let python = SampleDocuments.python(lines: max(500, Int(10_000 * scale)))
        harness.open("file:///bench/big.py", python, language: "python")
        let pythonLatencies = type(into: "file:///bench/big.py", text: python, language: "python", harness: harness)
        figures.add("python_didchange_to_diagnostics_p50_ms", Measure.percentile(pythonLatencies, 0.5) / 1e6)
        figures.add("python_didchange_to_diagnostics_p99_ms", Measure.percentile(pythonLatencies, 0.99) / 1e6)
        figures.add("python_diagnostics", Double(harness.diagnosticCount(of: "file:///bench/big.py")))
        harness.send(#"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///bench/big.py"}}}"#)

        for copy in 1...2 { harness.open("file:///bench/copy\(copy).md", text) }
        let withCopies = Measure.residentBytes()
        figures.add("resident_before_server_mb", Double(memoryBefore) / 1e6)
        figures.add("resident_idle_mb", Double(idle) / 1e6)
        figures.add("resident_with_document_mb", Double(withDocument) / 1e6)
        figures.add("document_mb", megabytes)
        figures.add("growth_mb_per_mb_of_text", Double(withCopies - withDocument) / 1e6 / (2 * megabytes))
        for copy in 1...2 { harness.open("file:///bench/copy\(copy).txt", text, language: "plaintext") }
        let withPlainCopies = Measure.residentBytes()
        figures.add("growth_mb_per_mb_of_plain_text", Double(withPlainCopies - withCopies) / 1e6 / (2 * megabytes))
        for copy in 1...2 { harness.open("file:///bench/copy\(copy).py", python, language: "python") }
        let pythonMegabytes = Double(python.utf8.count) / 1e6
        figures.add("growth_mb_per_mb_of_python", Double(Measure.residentBytes() - withPlainCopies) / 1e6 / (2 * pythonMegabytes))
        breakdown(text, megabytes: megabytes, into: &figures)
        return figures
    }

    /// Types the benchmark's sentence key by key at the end of a line in the middle of
    /// the document (a prose line, a comment line in code); the sorted latencies.
    private func type(into uri: String, text: String, language: String, harness: InProcessClient) -> [UInt64] {
        let document = TextDocument(text)
        let lines = SampleDocuments.typingPositions(in: document, language: language)
        let line = lines[lines.count / 2]
        var column = document.lines.line(at: line).length
        var latencies: [UInt64] = []
        for (index, character) in ProofreadBenchmark.sentence.enumerated() {
            let change = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(index + 2)},"contentChanges":[{"range":{"start":{"line":\#(line),"character":\#(column)},"end":{"line":\#(line),"character":\#(column)}},"text":\#(JSONValue.string(String(character)).text)}]}}"#
            column += String(character).utf16.count
            latencies.append(harness.time(change, until: uri, version: index + 2))
        }
        return latencies.sorted()
    }

    /// Where one more open document's memory goes, per MB of its text: the text, its
    /// syntax tree with every tree kept, its regions (after which all but 64 trees are
    /// let go, as in the editor: a negative figure), then the editor around them.
    private func breakdown(_ text: String, megabytes: Double, into figures: inout Figures) {
        let language = LanguageRegistry.named("markdown")!
        var kept: [AnyObject] = []
        var last = Measure.residentBytes()
        func step(_ name: String, _ body: () -> AnyObject?) {
            if let object = body() { kept.append(object) }
            let now = Measure.residentBytes()
            figures.add(name, Double(now - last) / 1e6 / megabytes)
            last = now
        }
        let document = TextDocument(text)
        step("text_mb_per_mb") { document }
        var syntax: SyntaxTree?
        step("syntax_tree_mb_per_mb") { syntax = try? SyntaxTree(document: document, language: language); return syntax }
        // As the editor keeps it: the trees read least recently let go once the regions are read.
        syntax?.treeLimit = 64
        step("regions_then_trees_released_mb_per_mb") { try? RegionMap(document: document, syntax: syntax) }
        step("editor_mb_per_mb") {
            let editor = Editor(text: text, exclusionProvider: SyntaxExclusions(language: language))
            _ = editor.exclusions()
            return editor
        }
        withExtendedLifetime(kept) {}
    }
}

/// The benchmark's view of `InProcessClient`: when each document's diagnostics came.
private extension InProcessClient {
    convenience init() {
        let options = LanguageServer.Options(cacheFolder: BaseDirectories.cacheHome() + "/inkstone", version: "bench", pollInterval: nil)
        self.init(options: options, log: ServerLog(handle: FileHandle(forWritingAtPath: "/dev/null")!))
    }

    /// How many diagnostics the latest push of `uri` held.
    func diagnosticCount(of uri: String) -> Int {
        diagnostics(uri)?.count ?? 0
    }

    /// Nanoseconds from `message` going in to the diagnostics of `version` coming out.
    func time(_ message: String, until uri: String, version: Int) -> UInt64 {
        let start = Measure.now()
        let before = arrivals.count
        send(message)
        return published(uri, since: before) { $0["version"]?.int == version }.map { $0 &- start } ?? 0
    }

    func firstDiagnostics(of uri: String, since start: UInt64) -> UInt64 {
        (published(uri, since: 0) { _ in true } ?? start) &- start
    }

    /// When the first diagnostics of `uri` with suggestions came (the index is built
    /// off the server's queue).
    func waitForSuggestions(of uri: String) -> UInt64 {
        let suggested: (JSONValue) -> Bool = { params in
            params["diagnostics"]?.array?.contains { !($0["data"]?["suggestions"]?.array?.isEmpty ?? true) } ?? false
        }
        _ = waitFor(120) { _ in self.published(uri, since: 0, where: suggested) }
        return published(uri, since: 0, where: suggested) ?? Measure.now()
    }

    /// When the first `publishDiagnostics` of `uri` from the `since`th message on that
    /// `matches` (its params) was sent.
    private func published(_ uri: String, since: Int, where matches: (JSONValue) -> Bool) -> UInt64? {
        let marker = Data("textDocument/publishDiagnostics".utf8)
        for arrival in arrivals.dropFirst(since) where arrival.body.range(of: marker) != nil {
            guard let params = arrival.message["params"], params["uri"]?.string == uri, matches(params) else { continue }
            return arrival.time
        }
        return nil
    }
}
