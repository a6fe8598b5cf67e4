import Foundation

/// A built index saved to a file and loaded back, so that a run pays for the build
/// (about a second for en_US, on every core) only once per dictionary.
extension SuggestionIndex {
    /// Names the format and the way the index is built: change the number with either,
    /// so that indexes saved by an older build are rebuilt (the cache key holds it too).
    /// 3: `FLAG long` dictionaries (French) are expanded by their real flags.
    static let formatVersion = 3
    private static let magic = Array("inkstone suggestion index \(formatVersion)".utf8)

    public func archived() -> Data {
        var archive = BinaryArchive()
        archive.append(Self.magic)
        archive.append(words)
        archive.append(units)
        archive.append(starts)
        // Traits as plain numbers: a Bool read from a damaged file could be neither.
        archive.append(traits.map(\.logCount))
        archive.append(traits.map { UInt8($0.hasCapital ? 1 : 0) | UInt8($0.hasApostrophe ? 2 : 0) })
        deletions.write(to: &archive)
        skeletons.write(to: &archive)
        return archive.data
    }

    /// Nil unless `data` is a whole, consistent archive: every word number the tables
    /// hold names a word, so a damaged file cannot make a lookup read out of bounds.
    public convenience init?(archived data: Data) {
        var reader = BinaryArchiveReader(data)
        guard reader.read(UInt8.self) == Self.magic, let words = reader.readStrings(),
              let units = reader.read(UInt16.self), let starts = reader.read(Int32.self),
              let logCounts = reader.read(Float.self), let flags = reader.read(UInt8.self),
              logCounts.count == flags.count, flags.allSatisfy({ $0 <= 3 }),
              let deletions = KeyTable(from: &reader), let skeletons = KeyTable(from: &reader), reader.isAtEnd,
              starts.count == words.count + 1, flags.count == words.count, starts.first == 0,
              starts.last == Int32(units.count), zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 }),
              deletions.wordsAreBelow(words.count), skeletons.wordsAreBelow(words.count)
        else { return nil }
        let traits = zip(logCounts, flags).map { WordTraits(logCount: $0, hasCapital: $1 & 1 != 0, hasApostrophe: $1 & 2 != 0) }
        self.init(words: words, units: units, starts: starts, traits: traits, deletions: deletions, skeletons: skeletons)
    }
}
