import Foundation
import InkstoneText

/// The text engine's figures: load + index against a memchr newline count, random
/// single-character edits on a large against a small document, resident memory.
struct TextBenchmark {
    let scale: Double

    func run() -> Figures {
        var figures = Figures()
        let lineCount = max(1000, Int(2_000_000 * scale))
        let bytes = SampleText.lines(count: lineCount, averageLength: 50, seed: 42)
        figures.add("file_bytes", Double(bytes.count))
        figures.add("file_lines", Double(lineCount))

        let memchrSeconds = Measure.bestSeconds(runs: 5) { _ = countNewlines(bytes) }
        var document: TextDocument?
        let loadSeconds = Measure.bestSeconds(runs: 5) {
            document = bytes.withUnsafeBufferPointer { try? TextDocument(utf8: $0) }
        }
        figures.add("load_index_ms", loadSeconds * 1000)
        figures.add("memchr_newline_count_ms", memchrSeconds * 1000)
        figures.add("load_ratio_to_memchr", loadSeconds / memchrSeconds)
        precondition(document?.lines.count == lineCount + 1, "the benchmark document did not load")

        let large = editTimes(document!, edits: 100_000, seed: 7)
        let smallBytes = SampleText.lines(count: 20_000, averageLength: 50, seed: 43)
        let small = smallBytes.withUnsafeBufferPointer { try! TextDocument(utf8: $0) }
        let smallTimes = editTimes(small, edits: 100_000, seed: 8)
        figures.add("edit_median_us_large", Measure.percentile(large, 0.5) / 1000)
        figures.add("edit_p99_us_large", Measure.percentile(large, 0.99) / 1000)
        figures.add("edit_median_us_20k_lines", Measure.percentile(smallTimes, 0.5) / 1000)
        figures.add("edit_growth_ratio", Measure.percentile(large, 0.5) / Measure.percentile(smallTimes, 0.5))
        document = nil

        let resident = residentAfterLoadingFile(bytes)
        figures.add("resident_after_load_bytes", Double(resident))
        figures.add("resident_ratio_to_file", Double(resident) / Double(bytes.count))
        return figures
    }

    private func countNewlines(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var count = 0
            var start = 0
            while start < buffer.count, let found = memchr(base + start, 0x0A, buffer.count - start) {
                start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                count += 1
            }
            return count
        }
    }

    /// Nanoseconds per edit: alternately insert and delete one character at random places.
    private func editTimes(_ document: TextDocument, edits: Int, seed: UInt64) -> [UInt64] {
        var random = SeededRandom(seed: seed)
        var times: [UInt64] = []
        times.reserveCapacity(edits)
        for index in 0..<edits {
            let length = document.length
            let start: UInt64
            if index % 2 == 0 || length == 0 {
                let at = Int(random.next() % UInt64(length + 1))
                start = Measure.now()
                document.replace(TextRange(at, 0), withUnits: [0x78])
            } else {
                let at = Int(random.next() % UInt64(length))
                start = Measure.now()
                document.replace(TextRange(at, 1), withUnits: [])
            }
            times.append(Measure.now() - start)
        }
        return times.sorted()
    }

    /// Resident memory that a loaded document adds, read from a real file.
    private func residentAfterLoadingFile(_ bytes: [UInt8]) -> Int {
        let path = NSTemporaryDirectory() + "inkstone-bench-\(getpid()).txt"
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        defer { unlink(path) }
        let before = Measure.residentBytes()
        let file = try! TextFile.read(path)
        let after = Measure.residentBytes()
        withExtendedLifetime(file) {}
        return after - before
    }
}
