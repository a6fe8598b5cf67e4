import Foundation

/// `inkstone fix` and `inkstone rewrite` against `inkstone check` on the same files,
/// through the built `inkstone` beside this benchmark (issue #24, T3): a fix is one
/// check plus one batch per file, so it should cost little more than the check, and
/// grow linearly with the number of changes.
struct FixBenchmark {
    let scale: Double

    func run() -> Figures {
        var figures = Figures()
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("inkstone").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            FileHandle.standardError.write(Data("inkstone-bench fix: no \(executable); build it first (make bench builds it)\n".utf8))
            return figures
        }
        let folder = NSTemporaryDirectory() + "inkstone-bench-fix-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let corpus = folder + "/prose"
        try? FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
        let files = max(2, Int(50 * scale))
        for index in 0..<files { write(Self.prose(paragraphs: 200, seed: index), to: corpus + "/doc\(index).md") }
        figures.add("prose_files", Double(files))
        figures.add("prose_mb", Double(files * Self.prose(paragraphs: 200, seed: 0).utf8.count) / 1e6)
        let check = time(executable, ["check", "--no-cache", "--quiet", corpus])
        let fix = time(executable, ["fix", "--diff", "--no-cache", "--quiet", "--kinds", "correction,grammar", corpus])
        figures.add("check_s", check)
        figures.add("fix_diff_s", fix)
        figures.add("fix_over_check", fix / check)
        // Linear in the number of changes: 400 grammar fixes in one paragraph against 100.
        for count in [100, 400] {
            write(String(repeating: "We ate a apple today.\n", count: count), to: folder + "/apples\(count).md")
        }
        let few = time(executable, ["fix", "--diff", "--no-cache", "--quiet", "--kinds", "grammar", folder + "/apples100.md"])
        let many = time(executable, ["fix", "--diff", "--no-cache", "--quiet", "--kinds", "grammar", folder + "/apples400.md"])
        figures.add("fix_100_changes_s", few)
        figures.add("fix_400_changes_s", many)
        figures.add("fix_400_over_100", many / few)
        // A rewrite of 80 paragraphs (15 KB) with a command that changes each.
        let paragraphs = (0..<80).map { "Paragraph \($0) has plain words, a `code\($0)` span and more plain text here.\n\n" }.joined()
        write(paragraphs, to: folder + "/rewrite.md")
        let checkOne = time(executable, ["check", "--no-cache", "--quiet", folder + "/rewrite.md"])
        let rewrite = time(executable, ["rewrite", folder + "/rewrite.md", "--quiet", "--jobs", "2", "--command", "sed s/plain/simple/g"])
        figures.add("rewrite_80_paragraphs_s", rewrite)
        figures.add("check_same_file_s", checkOne)
        figures.add("rewrite_ms_per_paragraph", (rewrite - checkOne) * 1000 / 80)
        return figures
    }

    /// Paragraphs of ordinary prose with a sure correction and a grammar slip in some.
    static func prose(paragraphs: Int, seed: Int) -> String {
        let sentences = ["The report was written in plain words for every reader.", "It occured to us that the goverment had a plan.",
                         "We ate a apple and then we went home.", "Each section explains one idea and gives an example.",
                         "The team met on Tuesday to review the results.", "Nobody expected the enviroment to change so fast."]
        return (0..<paragraphs).map { index in
            (0..<4).map { sentences[(index * 7 + $0 * 3 + seed) % sentences.count] }.joined(separator: " ") + "\n\n"
        }.joined()
    }

    private func write(_ text: String, to path: String) {
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// Best of three runs of the command, in seconds; its output is thrown away.
    private func time(_ executable: String, _ arguments: [String]) -> Double {
        (0..<3).compactMap { _ in Measure.run(executable, arguments) }.min() ?? .nan
    }
}
