import Foundation
import InkstoneProofing
import InkstoneText

/// The files under some paths that a check should read: folders are walked in name
/// order, honouring `.gitignore` and `.ignore` files and the `ignorePaths` of
/// `.inkstone.json` files — those inside the folder and those above it, up to the
/// repository's root (the folder holding `.git`) or, outside a repository, the
/// nearest `.inkstone.json` — each relative to its own folder, as Git reads them.
/// `.git` is never entered. Files named on a command line are returned as they are;
/// `reasonToIgnore` tells whether the walk would have met them.
public struct FileWalker {
    public struct Skipped: Sendable {
        public let path: String
        public let reason: String

        public init(path: String, reason: String) {
            (self.path, self.reason) = (path, reason)
        }
    }

    /// More paths not to walk into (`--exclude`), in .gitignore syntax, relative to
    /// the walk's base (the repository's root).
    public var excludes: [String]

    public init(excludes: [String] = []) {
        self.excludes = excludes
    }

    /// Each file once, in the order of `paths` (`check . sub` checks `sub`'s files once).
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
            var rules = excludeRules
            for (folder, relative) in Self.folders(from: base, to: absolute).dropLast() {
                Self.addIgnores(in: folder, relative: relative, to: &rules)
            }
            // "src/" is shown as "src/a.md", not "src//a.md".
            let display = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            let walk = Walk(display: display, prefix: prefix, root: absolute, projectLicence: LicenceHolders.of(folder: base))
            self.walk(walk, relative: "", rules: rules, into: &files, skipped: &skipped)
        }
        // A file written from a template the walk holds is checked in the template.
        let outputs = TemplateOutputs.outputs(among: files)
        if !outputs.isEmpty {
            let written = Set(outputs.map(\.file))
            files.removeAll(where: written.contains)
            skipped += outputs.map { Skipped(path: $0.file, reason: "written from the template \($0.template), checked there") }
        }
        // One path cannot overlap itself: resolving every file's links is paid only
        // when several paths are given.
        return (paths.count > 1 ? Self.withoutRepeats(files) : files, skipped)
    }

    /// Why `folder` cannot be listed, or nil when it can: a folder named on the command
    /// line that cannot be read is an input error, not an empty folder.
    public static func problem(listing folder: String) -> String? {
        FolderListing(folder).problem
    }

    /// The files in order, each real file once (by its resolved absolute path).
    static func withoutRepeats(_ files: [String]) -> [String] {
        var seen = Set<String>()
        return files.filter { seen.insert(URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path).inserted }
    }

    /// A walked folder: as named (for the paths reported) and relative to the base
    /// (for the ignore rules).
    private struct Walk {
        let display: String
        let prefix: String
        /// The walked folder's resolved absolute path.
        let root: String
        /// The licence at the base (the repository's root) and who it names: a folder
        /// whose own licence names none of them is vendored (`LicenceHolders`).
        let projectLicence: (file: String, holders: LicenceHolders)?

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
        let listing = FolderListing(folder)
        if !relative.isEmpty, let reason = Self.vendoringReason(folder, relative: walk.forRules(relative), names: listing.entries.map(\.name),
                                                                project: walk.projectLicence) {
            skipped.append(Skipped(path: folder, reason: reason))
            return
        }
        if let problem = listing.problem {
            skipped.append(Skipped(path: folder, reason: problem))
        }
        for name in listing.undecodableNames {
            skipped.append(Skipped(path: folder + "/" + name, reason: "the name is not valid UTF-8, so it cannot be opened by name; rename it"))
        }
        for entry in listing.entries where entry.name != ".git" {
            let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
            let shown = walk.displayed(child)
            if let reason = rules.reason(ignoring: walk.forRules(child), isFolder: entry.kind == .folder) {
                skipped.append(Skipped(path: shown, reason: "ignored by " + reason))
                continue
            }
            switch entry.kind {
            // As Git does: a link to a folder is not followed (and a link to a parent never loops).
            case .linkToFolder: skipped.append(Skipped(path: shown, reason: "a symbolic link to a folder"))
            case .danglingLink(let reason): skipped.append(Skipped(path: shown, reason: reason))
            case .folder: self.walk(walk, relative: child, rules: rules, into: &files, skipped: &skipped)
            case .file: files.append(shown)
            // A link to a file of the walked folder (alacritty's `alacritty/README.md` →
            // `../README.md`) would report its findings twice: the file is checked where it is.
            case .linkToFile(let target) where target.hasPrefix(walk.root == "/" ? "/" : walk.root + "/"):
                skipped.append(Skipped(path: shown, reason: "a symbolic link to \(Self.relative(target, to: walk.root)), checked there"))
            case .linkToFile: files.append(shown)
            }
        }
    }

    /// Why `folder` (at `relative` from the base) is vendored: its own licence names
    /// none of the holders the project's names (`LicenceHolders`); nil when it is not.
    private static func vendoringReason(_ folder: String, relative: String, names: [String],
                                        project: (file: String, holders: LicenceHolders)?) -> String? {
        guard let project, names.contains(where: LicenceHolders.isLicenceFile),
              let own = LicenceHolders.of(folder: folder, names: names) else { return nil }
        return own.holders.vendoringReason(file: own.file, in: relative, project: project)
    }

    /// `path` relative to `root`, a folder above it.
    private static func relative(_ path: String, to root: String) -> String {
        String(path.dropFirst(root == "/" ? 1 : root.count + 1))
    }

    /// `--exclude`, relative to the base.
    private var excludeRules: IgnoreRules {
        var rules = IgnoreRules()
        if !excludes.isEmpty { rules.add(excludes.joined(separator: "\n"), in: "", source: "--exclude") }
        return rules
    }

    /// Why a walk from the base (the repository's root) would not reach `path`, a file:
    /// ignored by `.gitignore`, `.ignore`, `ignorePaths` or `--exclude`, there or in a
    /// folder above it; nil when a walk would meet it. Files named on a command line or
    /// listed (`--files-from`, `--changed`, a pre-commit hook) are chosen as the walk
    /// chooses them.
    public func reasonToIgnore(_ path: String) -> String? {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath().path
        let base = Self.walkBase(of: folder)
        let absolute = (folder == "/" ? "" : folder) + "/" + url.lastPathComponent
        guard absolute.hasPrefix(base == "/" ? "/" : base + "/") else { return nil }
        let components = absolute.dropFirst(base == "/" ? 1 : base.count + 1).split(separator: "/").map(String.init)
        if components.contains(".git") { return "inside .git" }
        var rules = excludeRules
        let project = LicenceHolders.of(folder: base)
        for (folder, relative) in Self.folders(from: base, to: folder) {
            Self.addIgnores(in: folder, relative: relative, to: &rules)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if !relative.isEmpty, let reason = Self.vendoringReason(folder, relative: relative, names: names, project: project) {
                return reason
            }
        }
        for index in components.indices {
            let isFolder = index < components.count - 1
            if let reason = rules.reason(ignoring: components[...index].joined(separator: "/"), isFolder: isFolder) {
                return "ignored by " + reason + (isFolder ? " (its folder \(components[...index].joined(separator: "/"))/)" : "")
            }
        }
        return nil
    }

    /// The ignore files of one folder, the paths its `.gitattributes` marks vendored or
    /// generated, where its `crowdin.yml` has translations written, and its
    /// `.inkstone.json`'s `ignorePaths`.
    private static func addIgnores(in folder: String, relative: String, to rules: inout IgnoreRules) {
        let place = relative.isEmpty ? "" : relative + "/"
        for name in [".gitignore", ".ignore"] {
            if let text = LimitedFile.text(folder + "/" + name, limit: TextFile.sizeLimit, kind: "an ignore file") {
                rules.add(text, in: relative, source: place + name)
            }
        }
        if let text = LimitedFile.text(folder + "/.gitattributes", limit: TextFile.sizeLimit, kind: "a .gitattributes file") {
            for line in LinguistAttributes.ignoreLines(in: text) {
                rules.add(line.rule, in: relative, source: "\(place).gitattributes (\(line.attribute))", filesOnly: true)
            }
        }
        for name in CrowdinTranslations.fileNames {
            if let text = LimitedFile.text(folder + "/" + name, limit: TextFile.sizeLimit, kind: "a Crowdin configuration") {
                let lines = CrowdinTranslations.ignoreLines(in: text)
                if !lines.isEmpty { rules.add(lines.joined(separator: "\n"), in: relative, source: "\(place)\(name) (translated on Crowdin)", filesOnly: true) }
            }
        }
        let config = folder + "/.inkstone.json"
        if FileManager.default.fileExists(atPath: config), let globs = (try? ProjectConfig.load(config))?.ignorePaths {
            rules.add(globs.joined(separator: "\n"), in: relative, source: "the ignorePaths of \(place).inkstone.json")
        }
    }

    /// Where a walk that would meet a file of `folder` starts: the repository's root or
    /// the nearest `.inkstone.json` above it, else (neither above) the current folder's
    /// base when `folder` lies inside it, as `inkstone check .` there would walk.
    public static func walkBase(of folder: String) -> String {
        let base = base(of: folder)
        let marked = ["/.git", "/" + ProjectConfig.fileName].contains { FileManager.default.fileExists(atPath: base + $0) }
        guard !marked else { return base }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        // The root folder as the current one says nothing of where a project starts.
        guard current != "/" else { return base }
        return folder == current || folder.hasPrefix(current + "/") ? Self.base(of: current) : base
    }

    /// What the base of a folder is, and why: the ignore rules and the project's names
    /// start there, so a folder copied out of its repository (or a `.git` removed) is
    /// read differently, and `--verbose` says which it is.
    public static func describeBase(of folder: String) -> String {
        let base = base(of: folder)
        if FileManager.default.fileExists(atPath: base + "/.git") {
            return "\(base) is the root of a Git repository: its .gitignore files, and the names of its manifests, apply from there down"
        }
        if FileManager.default.fileExists(atPath: base + "/" + ProjectConfig.fileName) {
            return "\(base) holds the nearest .inkstone.json and no Git repository is above it: ignore rules and the project's names start there"
        }
        return "no Git repository or .inkstone.json above \(base): ignore rules and the project's names are read from there down only"
    }

    /// Where ignore rules start, and the project whose names `ProjectVocabulary` reads: the repository's root above `folder`, else the nearest
    /// folder with an `.inkstone.json`, else `folder` itself.
    public static func base(of folder: String) -> String {
        var configFolder: String?
        var candidate = folder
        while true {
            if FileManager.default.fileExists(atPath: candidate + "/.git") { return candidate }
            if configFolder == nil && FileManager.default.fileExists(atPath: candidate + "/.inkstone.json") { configFolder = candidate }
            // "/" ends an absolute path, "" a relative one ("a/b" → "a" → "").
            guard candidate != "/" && !candidate.isEmpty else { break }
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
