import InkstoneText

/// Deterministic generated text for benchmarks: prose-like lines of random words.
enum SampleText {
    static let words = ["the", "editor", "keeps", "every", "line", "of", "text", "in", "a", "tree",
                        "session", "suggestion", "proofread", "undo", "quick", "brown", "fox", "jumps",
                        "over", "lazy", "dog", "and", "then", "some", "more", "words", "appear", "here"]

    static func lines(count: Int, averageLength: Int, seed: UInt64) -> [UInt8] {
        var random = SeededRandom(seed: seed)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * (averageLength + 1))
        for _ in 0..<count {
            let target = Int(random.next() % UInt64(averageLength)) + averageLength / 2
            var length = 0
            while length < target {
                let word = words[Int(random.next() % UInt64(words.count))]
                if length > 0 { bytes.append(0x20); length += 1 }
                bytes.append(contentsOf: word.utf8)
                length += word.utf8.count
            }
            bytes.append(0x0A)
        }
        return bytes
    }
}
