import Foundation

/// The files under some paths that a check should read: folders are walked in name
/// order, honouring `.gitignore` and `.ignore` files and extra ignore globs; `.git`
/// is never entered. Explicitly named files are always included.
public struct FileWalker {
    public struct Skipped: Sendable {
        public let path: String
        public let reason: String
    }

    public var extraIgnores: [String] = []

    public init() {}

    public func files(under paths: [String]) -> (files: [String], skipped: [Skipped]) {
        var files: [String] = []
        var skipped: [Skipped] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                files.append(path)  // reported as unreadable by the reader, with its name
                continue
            }
            if !isFolder.boolValue {
                files.append(path)
                continue
            }
            var rules = IgnoreRules()
            rules.add(extraIgnores.joined(separator: "\n"), in: "")
            walk(root: path, relative: "", rules: rules, into: &files, skipped: &skipped)
        }
        return (files, skipped)
    }

    private func walk(root: String, relative: String, rules: IgnoreRules, into files: inout [String], skipped: inout [Skipped]) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        var rules = rules
        for name in [".gitignore", ".ignore"] {
            if let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) { rules.add(text, in: relative) }
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where name != ".git" {
            let child = relative.isEmpty ? name : relative + "/" + name
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + child, isDirectory: &isFolder)
            if rules.ignores(child, isFolder: isFolder.boolValue) {
                skipped.append(Skipped(path: root + "/" + child, reason: "ignored by .gitignore, .ignore or ignorePaths"))
            } else if isFolder.boolValue {
                walk(root: root, relative: child, rules: rules, into: &files, skipped: &skipped)
            } else {
                files.append(root == "." ? child : root + "/" + child)
            }
        }
    }
}
