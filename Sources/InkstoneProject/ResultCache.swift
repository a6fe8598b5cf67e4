import Foundation
import InkstoneProofing
import InkstoneText

/// Findings per file, keyed by everything they depend on — the file's bytes, the
/// dictionaries, the configuration, the personal words and Inkstone's build — so
/// that a second run over an unchanged tree re-checks nothing. One small JSON file
/// per key in the cache folder; a damaged entry is simply checked again.
public struct ResultCache: Sendable {
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    public static func key(bytes: Data, languages: [String], config: ProjectConfig, personalWords: Set<String>,
                           version: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var context = Data((try? encoder.encode(config)) ?? Data())
        context.append(Data((languages.joined(separator: ",") + "|" + personalWords.sorted().joined(separator: ",")
                             + "|" + version).utf8))
        return StableHash.hex(bytes) + StableHash.hex(context)
    }

    /// What is kept for one file: its findings, the parts of the names its code uses,
    /// which the rest of the repository's prose may mention (`ProjectVocabulary`), and
    /// the paragraphs left unread as written in another language (`ForeignParagraphs`).
    public struct Entry: Codable, Equatable, Sendable {
        public var findings: [Finding]
        public var names: [String]
        public var unread: [TextRange]
        public var keywords: [String]
        public var colons: ColonCount

        public init(findings: [Finding], names: [String] = [], unread: [TextRange] = [], keywords: [String] = [],
                    colons: ColonCount = ColonCount()) {
            (self.findings, self.names, self.unread, self.keywords, self.colons) = (findings, names, unread, keywords, colons)
        }
    }

    /// The entry stored for `key`, when its findings fit `document`: an entry that
    /// decodes but names a range outside the text, or text that is not there, is
    /// damaged (or was made by another build) and is checked again instead.
    public func entry(for key: String, in document: TextDocument) -> Entry? {
        guard let data = FileManager.default.contents(atPath: path(key)),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.findings.allSatisfy({ Self.fits($0, document) })
        else { return nil }
        // Recently used entries are the last to be pruned.
        utimes(path(key), nil)
        return entry
    }

    public func store(_ entry: Entry, for key: String) {
        guard let data = try? JSONEncoder().encode(entry) else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? AtomicFileWriter.write([UInt8](data), to: path(key), sync: false)
    }

    /// The most the cache keeps on disk (counted in allocated blocks, as `du` does) and
    /// how long an unused entry stays.
    public static let sizeLimit = 256 << 20
    public static let ageLimit: TimeInterval = 30 * 24 * 3600

    /// Keeps the cache within `sizeLimit` and `ageLimit`: entries unused the longest
    /// go first, until a quarter of the room is free again; temporary files of killed
    /// runs go too. Returns how many files were removed.
    @discardableResult
    public func prune(sizeLimit: Int = ResultCache.sizeLimit, ageLimit: TimeInterval = ResultCache.ageLimit,
                      now: Date = Date()) -> Int {
        var removed = AtomicFileWriter.removeAbandonedTemporaries(in: folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return removed }
        var entries: [(path: String, used: Int, size: Int)] = []
        for name in names where name.hasSuffix(".json") {
            var status = stat()
            let path = folder + "/" + name
            guard stat(path, &status) == 0 else { continue }
            entries.append((path, status.st_mtim.tv_sec, Int(status.st_blocks) * 512))
        }
        entries.sort { $0.used < $1.used }
        var total = entries.reduce(0) { $0 + $1.size }
        let oldest = Int(now.timeIntervalSince1970 - ageLimit)
        let goal = total > sizeLimit ? sizeLimit / 4 * 3 : total
        for entry in entries where entry.used < oldest || total > goal {
            guard unlink(entry.path) == 0 else { continue }
            total -= entry.size
            removed += 1
        }
        return removed
    }

    private static func fits(_ finding: Finding, _ document: TextDocument) -> Bool {
        finding.range.isValid(within: document.length) && document.string(in: finding.range) == finding.text
    }

    private func path(_ key: String) -> String { folder + "/" + key + ".json" }
}
