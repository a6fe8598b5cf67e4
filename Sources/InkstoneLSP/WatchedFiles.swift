import Foundation

/// What the watched files looked like when last asked (modification time and size,
/// or absent; a folder's files too), so that a change is noticed without the client.
final class WatchedFiles {
    private var seen: [String: String] = [:]

    /// Whether any of `paths` that were watched before changed since the last call.
    func changed(_ paths: [String]) -> Bool {
        var now: [String: String] = [:]
        for path in paths {
            now[path] = Self.signature(path)
            if let names = try? FileManager.default.contentsOfDirectory(atPath: path) {
                for name in names { now[path + "/" + name] = Self.signature(path + "/" + name) }
            }
        }
        defer { seen = now }
        // A path watched for the first time (a document just opened) is no change.
        return now.contains { path, signature in seen[path].map { $0 != signature } ?? false }
    }

    private static func signature(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "absent" }
        return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_size)"
    }
}
