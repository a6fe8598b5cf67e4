import Foundation
import InkstoneText

/// Findings per file, keyed by everything they depend on — the file's bytes, the
/// dictionaries, the configuration, the personal words and Inkstone's version — so
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

    /// A hash of the files' bytes (a dictionary's `.aff` and `.dic`), for keys that
    /// must change when the files do; a missing file counts as empty.
    public static func fingerprint(ofFiles paths: [String]) -> String {
        var bytes = Data()
        for path in paths {
            bytes.append(FileManager.default.contents(atPath: path) ?? Data())
            bytes.append(0)
        }
        return StableHash.hex(bytes)
    }

    public func findings(for key: String) -> [Finding]? {
        guard let data = FileManager.default.contents(atPath: path(key)) else { return nil }
        return try? JSONDecoder().decode([Finding].self, from: data)
    }

    public func store(_ findings: [Finding], for key: String) {
        guard let data = try? JSONEncoder().encode(findings) else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = path(key) + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, path(key)) != 0 { unlink(temporary) }
    }

    private func path(_ key: String) -> String { folder + "/" + key + ".json" }
}

/// A 128-bit content hash that is the same in every process (Swift's `Hasher` is
/// seeded per run): two FNV-1a passes with different offsets.
enum StableHash {
    static func hex(_ data: Data) -> String {
        var first: UInt64 = 0xCBF2_9CE4_8422_2325
        var second: UInt64 = 0x6C62_272E_07BB_0142
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                first = (first ^ UInt64(byte)) &* 0x100_0000_01B3
                second = (second ^ UInt64(byte ^ 0x5A)) &* 0x100_0000_01B3
                second = (second << 13) | (second >> 51)
            }
        }
        return String(format: "%016llx%016llx", first, second)
    }
}
