import Foundation

/// `inkstone-bench SUITE [--json]`: runs one benchmark suite and prints its figures.
struct BenchCommand {
    static let help = """
    inkstone-bench — Inkstone's benchmarks (build with -c release: make bench)

    USAGE
      inkstone-bench SUITE [--json] [--scale FACTOR]

    SUITES
      text    load + index a generated 100 MB, 2-million-line file against a memchr
              newline count; 100,000 random single-character edits on it against a
              20,000-line document; resident memory after loading
      syntax  one keystroke in 10,000-line Markdown and Python documents (incremental
              re-parse + region update) against a full parse; parse throughput over
              the Python standard library against a plain C-API UTF-8 parse
      check   checking the Python standard library (no suggestions) against only
              parsing it, on all cores; CPU seconds per phase, and of one bare
              walk over every tree node (the floor of reading the tree)
      suggest suggestions on the development misspelling list (--misspellings
              FILE, default ../shared/data/misspellings-dev.tsv): Hunspell's own
              against the SuggestionIndex, quality and time per word
      sessions  typing during a session on a 10,000-line Markdown document with
              syntax exclusions; validating suggestions against 10,000 exclusions
      proofread  typing a sentence into a 10,000-line Markdown document with
              checking on: the finding update per keystroke against re-checking
              the whole document
      fix     inkstone fix --diff against inkstone check on the same 2 MB of prose,
              fix with 400 changes against 100, and a rewrite of 80 paragraphs,
              through the inkstone executable built beside this one
      lsp     the language server through its JSON-RPC path: start-up to the
              first diagnostics, typing a sentence into a 10,000-line Markdown
              document (each didChange to its diagnostics, p50 and p99), memory
      startup check of one small Markdown file, caches warm, against codespell
              (paired, best of five; codespell from $INKSTONE_BENCH_CODESPELL or the
              PATH), and with an empty cache folder; the first answer of 'serve' in
              each installed language (en, fr, de, es)
      serve   the LanguageTool HTTP API over loopback: paragraphs posted by 1, 8 and
              64 clients at once (requests per second, p50 and p99 latency), beside
              the same paragraphs through 'inkstone check --stdin', a process each

    OPTIONS
      --json            one JSON object with the figures (for comparing runs)
      --scale FACTOR    shrink the generated inputs (0.01 = 1 MB), for a quick look
    """

    let arguments: [String]

    func run() -> Int32 {
        var json = false
        var scale = 1.0
        var suite: String?
        var misspellings = "../shared/data/misspellings-dev.tsv"
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": json = true
            case "--misspellings":
                guard let value = remaining.popFirst() else { return fail("--misspellings takes a path") }
                misspellings = value
            case "--scale":
                guard let value = remaining.popFirst().flatMap(Double.init), value > 0, value <= 1 else {
                    return fail("--scale takes a number in (0, 1], as in --scale 0.1")
                }
                scale = value
            case "-h", "--help":
                print(Self.help)
                return 0
            default:
                guard suite == nil, !argument.hasPrefix("-") else { return fail("unexpected argument '\(argument)'") }
                suite = argument
            }
        }
        let suites: [(name: String, run: () -> Figures)] = [
            ("text", { TextBenchmark(scale: scale).run() }),
            ("syntax", { SyntaxBenchmark(scale: scale).run() }),
            ("sessions", { SessionsBenchmark(scale: scale).run() }),
            ("check", { CheckBenchmark().run() }),
            ("suggest", { SuggestBenchmark(misspellingsPath: misspellings).run() }),
            ("proofread", { ProofreadBenchmark(scale: scale).run() }),
            ("fix", { FixBenchmark(scale: scale).run() }),
            ("lsp", { LSPBenchmark(scale: scale).run() }),
            ("serve", { ServeBenchmark(scale: scale).run() }),
            ("startup", { StartupBenchmark().run() }),
        ]
        guard let suite else { return fail("name a suite, as in 'inkstone-bench text --json'") }
        guard let chosen = suites.first(where: { $0.name == suite }) else {
            return fail("unknown suite '\(suite)'; the suites are: \(suites.map(\.name).joined(separator: ", "))")
        }
        let figures = chosen.run()
        print(json ? figures.json : figures.table)
        return 0
    }

    private func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("inkstone-bench: \(message)\n".utf8))
        return 2
    }
}
