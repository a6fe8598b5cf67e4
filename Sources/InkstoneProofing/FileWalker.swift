import Foundation

/// The files under some paths that a check should read: folders are walked in name
/// order, honouring `.gitignore` and `.ignore` files and the `ignorePaths` of
/// `.inkstone.json` files — those inside the folder and those above it, up to the
/// repository's root (the folder holding `.git`) or, outside a repository, the
/// nearest `.inkstone.json` — each relative to its own folder, as Git reads them.
/// `.git` is never entered. Explicitly named files are always included.
public struct FileWalker {
    public struct Skipped: Sendable {
        public let path: String
        public let reason: String
    }

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
            let absolute = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
            let base = Self.base(of: absolute)
            let prefix = absolute == base ? "" : String(absolute.dropFirst(base == "/" ? 1 : base.count + 1))
            var rules = IgnoreRules()
            for (folder, relative) in Self.folders(from: base, to: absolute).dropLast() {
                Self.addIgnores(in: folder, relative: relative, to: &rules)
            }
            // "src/" is shown as "src/a.md", not "src//a.md".
            let display = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            walk(Walk(display: display, prefix: prefix), relative: "", rules: rules, into: &files, skipped: &skipped)
        }
        return (files, skipped)
    }

    /// A walked folder: as named (for the paths reported) and relative to the base
    /// (for the ignore rules).
    private struct Walk {
        let display: String
        let prefix: String

        func displayed(_ relative: String) -> String {
            relative.isEmpty ? display : display == "." ? relative : display + "/" + relative
        }

        func forRules(_ relative: String) -> String {
            prefix.isEmpty ? relative : relative.isEmpty ? prefix : prefix + "/" + relative
        }
    }

    private func walk(_ walk: Walk, relative: String, rules: IgnoreRules, into files: inout [String], skipped: inout [Skipped]) {
        let folder = walk.displayed(relative)
        var rules = rules
        Self.addIgnores(in: folder, relative: walk.forRules(relative), to: &rules)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where name != ".git" {
            let child = relative.isEmpty ? name : relative + "/" + name
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: walk.displayed(child), isDirectory: &isFolder)
            if rules.ignores(walk.forRules(child), isFolder: isFolder.boolValue) {
                skipped.append(Skipped(path: walk.displayed(child), reason: "ignored by .gitignore, .ignore or ignorePaths"))
            } else if isFolder.boolValue && Self.isSymbolicLink(walk.displayed(child)) {
                // As Git does: a link is not followed (and a link to a parent never loops).
                skipped.append(Skipped(path: walk.displayed(child), reason: "a symbolic link to a folder"))
            } else if isFolder.boolValue {
                self.walk(walk, relative: child, rules: rules, into: &files, skipped: &skipped)
            } else {
                files.append(walk.displayed(child))
            }
        }
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// The ignore files of one folder, and its `.inkstone.json`'s `ignorePaths`.
    private static func addIgnores(in folder: String, relative: String, to rules: inout IgnoreRules) {
        for name in [".gitignore", ".ignore"] {
            if let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) { rules.add(text, in: relative) }
        }
        let config = folder + "/.inkstone.json"
        if FileManager.default.fileExists(atPath: config), let globs = (try? ProjectConfig.load(config))?.ignorePaths {
            rules.add(globs.joined(separator: "\n"), in: relative)
        }
    }

    /// Where ignore rules start: the repository's root above `folder`, else the nearest
    /// folder with an `.inkstone.json`, else `folder` itself.
    static func base(of folder: String) -> String {
        var configFolder: String?
        var candidate = folder
        while true {
            if FileManager.default.fileExists(atPath: candidate + "/.git") { return candidate }
            if configFolder == nil && FileManager.default.fileExists(atPath: candidate + "/.inkstone.json") { configFolder = candidate }
            guard candidate != "/" else { break }
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        return configFolder ?? folder
    }

    /// `base` and each folder below it down to `folder`, with their paths relative to `base`.
    static func folders(from base: String, to folder: String) -> [(path: String, relative: String)] {
        var result = [(base, "")]
        let rest = folder == base ? "" : String(folder.dropFirst(base == "/" ? 1 : base.count + 1))
        var relative = ""
        for component in rest.split(separator: "/") {
            relative = relative.isEmpty ? String(component) : relative + "/" + component
            result.append(((base == "/" ? "" : base) + "/" + relative, relative))
        }
        return result
    }
}
