/// A multimap from 64-bit key hashes to word numbers, built once and read by many
/// threads: entries are grouped into buckets by the hash's top bits (a counting sort,
/// no comparison sort), so a lookup reads one short bucket. Two keys whose hashes
/// collide give each other's words, which only adds candidates that scoring drops.
struct KeyTable: Sendable {
    private let shift: UInt64
    private let bucketStarts: [Int32]
    private let checks: [UInt32]
    private let words: [Int32]

    init(shift: UInt64, bucketStarts: [Int32], checks: [UInt32], words: [Int32]) {
        (self.shift, self.bucketStarts, self.checks, self.words) = (shift, bucketStarts, checks, words)
    }

    init(_ entries: [(hash: UInt64, word: Int32)]) {
        var bits: UInt64 = 8
        while bits < 24 && (1 << bits) < entries.count { bits += 1 }
        shift = 64 - bits
        var starts = [Int32](repeating: 0, count: (1 << Int(bits)) + 1)
        for entry in entries { starts[Int(entry.hash >> shift) + 1] += 1 }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        var next = starts
        var checks = [UInt32](repeating: 0, count: entries.count)
        var words = [Int32](repeating: 0, count: entries.count)
        for entry in entries {
            let bucket = Int(entry.hash >> shift)
            let slot = Int(next[bucket])
            next[bucket] += 1
            checks[slot] = UInt32(truncatingIfNeeded: entry.hash)
            words[slot] = entry.word
        }
        bucketStarts = starts
        self.checks = checks
        self.words = words
    }

    var count: Int { words.count }

    func wordsAreBelow(_ limit: Int) -> Bool {
        words.allSatisfy { $0 >= 0 && Int($0) < limit }
    }

    func write(to archive: inout BinaryArchive) {
        archive.append([shift])
        archive.append(bucketStarts)
        archive.append(checks)
        archive.append(words)
    }

    /// Nil when the parts do not fit together (a damaged archive).
    init?(from reader: inout BinaryArchiveReader) {
        guard let shift = reader.read(UInt64.self)?.first, (40...56).contains(shift),
              let starts = reader.read(Int32.self), let checks = reader.read(UInt32.self), let words = reader.read(Int32.self),
              starts.count == (1 << (64 - shift)) + 1, checks.count == words.count, starts.first == 0,
              starts.last == Int32(words.count), zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        self.init(shift: shift, bucketStarts: starts, checks: checks, words: words)
    }

    func forEachWord(withHash hash: UInt64, _ body: (Int32) -> Void) {
        let bucket = Int(hash >> shift)
        let check = UInt32(truncatingIfNeeded: hash)
        for slot in Int(bucketStarts[bucket])..<Int(bucketStarts[bucket + 1]) where checks[slot] == check {
            body(words[slot])
        }
    }

    /// FNV-1a over UTF-16 units, then a finaliser that spreads every bit into the top
    /// bits that choose the bucket.
    static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always)
    static func add(_ unit: UInt16, to state: UInt64) -> UInt64 {
        (state ^ UInt64(unit)) &* 0x100_0000_01b3
    }

    @inline(__always)
    static func finish(_ state: UInt64) -> UInt64 {
        var z = state &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    static func hash(_ units: UnsafeBufferPointer<UInt16>) -> UInt64 {
        var state = seed
        for unit in units { state = add(unit, to: state) }
        return finish(state)
    }
}
