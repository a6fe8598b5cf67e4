import Foundation

/// Building the index: each word's deletion and skeleton keys, on every core.
extension SuggestionIndex {
    /// Builds the index over `words` (each a form to suggest, in its own case), on
    /// every core: each part of the list is keyed on its own, then the parts are joined.
    public convenience init(words: [String], frequencies: WordFrequencies?) {
        let partCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount, words.count / 10_000))
        let parts = PartResults(count: partCount)
        DispatchQueue.concurrentPerform(iterations: partCount) { part in
            let lower = words.count * part / partCount, upper = words.count * (part + 1) / partCount
            parts.set(part, Self.keys(of: words, lower..<upper, frequencies: frequencies))
        }
        var units: [UInt16] = []
        var starts: [Int32] = [0]
        var traits: [WordTraits] = []
        var deletionEntries: [(hash: UInt64, word: Int32)] = []
        var skeletonEntries: [(hash: UInt64, word: Int32)] = []
        for part in parts.all {
            let base = Int32(units.count)
            units += part.units
            starts += part.ends.map { $0 + base }
            traits += part.traits
            deletionEntries += part.deletions
            skeletonEntries += part.skeletons
        }
        self.init(words: words, units: units, starts: starts, traits: traits,
                  deletions: KeyTable(deletionEntries), skeletons: KeyTable(skeletonEntries))
    }

    /// What one part of the word list adds to the index.
    private struct PartKeys: Sendable {
        var units: [UInt16] = []
        /// Where each word's units end, relative to the part.
        var ends: [Int32] = []
        var traits: [WordTraits] = []
        var deletions: [(hash: UInt64, word: Int32)] = []
        var skeletons: [(hash: UInt64, word: Int32)] = []
    }

    private final class PartResults: @unchecked Sendable {
        private var results: [PartKeys?]
        private let lock = NSLock()
        init(count: Int) { results = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ keys: PartKeys) { lock.lock(); results[index] = keys; lock.unlock() }
        var all: [PartKeys] { results.map { $0! } }
    }

    private static func keys(of words: [String], _ range: Range<Int>, frequencies: WordFrequencies?) -> PartKeys {
        var part = PartKeys()
        for number in range {
            let word = words[number]
            let lowercase = word.lowercased()
            let key = Array(lowercase.utf16)
            part.units += key
            part.ends.append(Int32(part.units.count))
            part.traits.append(WordTraits(logCount: frequencies?.logCount(of: lowercase) ?? 0,
                                          hasCapital: word.contains(where: \.isUppercase), hasApostrophe: word.contains("'")))
            let depth = key.count >= 5 && frequencies?.contains(lowercase) == true ? 2 : 1
            for hash in deletionHashes(of: key, depth: depth) { part.deletions.append((hash, Int32(number))) }
            part.skeletons.append((skeletonHash(of: key), Int32(number)))
        }
        return part
    }

    /// The hashes of `key` and of every text made by deleting up to `depth` of its
    /// units, without building the texts; each hash once.
    static func deletionHashes(of key: [UInt16], depth: Int) -> [UInt64] {
        var hashes: [UInt64] = []
        var skipped: [Int] = []
        key.withUnsafeBufferPointer { key in
            func visit(from first: Int) {
                var state = KeyTable.seed
                var next = 0
                for index in 0..<key.count {
                    if next < skipped.count && skipped[next] == index { next += 1; continue }
                    state = KeyTable.add(key[index], to: state)
                }
                hashes.append(KeyTable.finish(state))
                guard skipped.count < depth, key.count - skipped.count > 1 else { return }
                for index in first..<key.count {
                    skipped.append(index)
                    visit(from: index + 1)
                    skipped.removeLast()
                }
            }
            visit(from: 0)
        }
        hashes.sort()
        var unique: [UInt64] = []
        unique.reserveCapacity(hashes.count)
        for hash in hashes where unique.last != hash { unique.append(hash) }
        return unique
    }

    /// The consonants of a word, each run of one letter once ("committee" → "cmt").
    static func skeletonHash(of key: [UInt16]) -> UInt64 {
        var state = KeyTable.seed
        var last: UInt16 = 0
        for unit in key where !TypingDistance.isVowel(unit) && unit != 0x27 && unit != last {
            state = KeyTable.add(unit, to: state)
            last = unit
        }
        return KeyTable.finish(state)
    }
}
