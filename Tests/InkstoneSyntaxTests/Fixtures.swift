import Foundation

/// Files under the repository's fixtures/ folder.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures")

    /// The sample document of `fixtures/regions/<language>/`.
    static func regionSample(_ language: String) throws -> (path: String, text: String) {
        let folder = root.appendingPathComponent("regions/\(language)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        guard let name = names.first(where: { $0.hasPrefix("sample.") && !$0.hasSuffix(".regions.json") }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path + "/sample.*"])
        }
        let path = folder.appendingPathComponent(name).path
        return (path, try String(contentsOfFile: path, encoding: .utf8))
    }
}
