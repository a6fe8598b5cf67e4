import Foundation

/// A built index saved to a file and loaded back, so that a run pays for the build
/// (about a second for en_US, on every core) only once per dictionary.
extension SuggestionIndex {
    private static let magic = Array("inkstone suggestion index 1".utf8)

    public func archived() -> Data {
        var archive = BinaryArchive()
        archive.append(Self.magic)
        archive.append(words)
        archive.append(units)
        archive.append(starts)
        archive.append(traits)
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
              let traits = reader.read(WordTraits.self),
              let deletions = KeyTable(from: &reader), let skeletons = KeyTable(from: &reader), reader.isAtEnd,
              starts.count == words.count + 1, traits.count == words.count, starts.first == 0,
              starts.last == Int32(units.count), zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 }),
              deletions.wordsAreBelow(words.count), skeletons.wordsAreBelow(words.count)
        else { return nil }
        self.init(words: words, units: units, starts: starts, traits: traits, deletions: deletions, skeletons: skeletons)
    }
}
