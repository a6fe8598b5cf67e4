import Foundation
import Synchronization

/// What the watched files looked like when last asked (modification time and size,
/// or absent; a folder's files too), so that a change is noticed without the client.
/// Asked off the server's queue: its stat(2)s are disk work.
final class WatchedFiles: Sendable {
    private let seen = Mutex<[String: String]>([:])

    /// Whether any of `paths` that were watched before changed since the last call.
    func changed(_ paths: [String]) -> Bool {
        let now = Self.signatures(of: paths)
        let before = seen.withLock { seen in
            defer { seen.merge(now) { $1 } }
            return seen
        }
        // A path watched for the first time (a document just opened) is no change.
        return now.contains { path, signature in before[path].map { $0 != signature } ?? false }
    }

    /// Remembers how `paths` look now, those not seen before (a document just got its
    /// profile), so that a change right after is noticed by the next look.
    func note(_ paths: [String]) {
        let now = Self.signatures(of: paths)
        seen.withLock { seen in seen.merge(now) { old, _ in old } }
    }

    private static func signatures(of paths: [String]) -> [String: String] {
        var now: [String: String] = [:]
        for path in paths {
            now[path] = signature(path)
            if let names = try? FileManager.default.contentsOfDirectory(atPath: path) {
                for name in names { now[path + "/" + name] = signature(path + "/" + name) }
            }
        }
        return now
    }

    private static func signature(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "absent" }
        return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_size)"
    }
}
