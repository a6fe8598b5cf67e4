import Foundation

/// A 128-bit content hash that is the same in every process (Swift's `Hasher` is
/// seeded per run): two FNV-1a passes with different offsets.
package enum StableHash {
    package static func hex(_ data: Data) -> String {
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

    /// A hash of the files' bytes (a dictionary's `.aff` and `.dic`), for keys that
    /// must change when the files do. Each is read through `LimitedFile` with `limit`;
    /// one it refuses (missing, a device, too large) counts as the error that says so.
    package static func fingerprint(ofFiles paths: [String], limit: Int) -> String {
        var bytes = Data()
        for path in paths {
            do { bytes.append(try LimitedFile.read(path, limit: limit, kind: "a dictionary file")) } catch {
                bytes.append(Data("\(error)".utf8))
            }
            bytes.append(0)
        }
        return hex(bytes)
    }
}
