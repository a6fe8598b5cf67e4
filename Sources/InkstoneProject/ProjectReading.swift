import Foundation
import InkstoneProofing
import InkstoneText
import Synchronization

/// What one run reads from disk about the projects of its files, read once: each
/// configuration file, each word list, the names each folder's manifests give. A
/// check of 2,000 files of one project reads its `.inkstone.json` once, not 2,000
/// times. Shared by the run's workers; a new run (or a language server's re-check
/// after a file changed) starts a new one.
public final class ProjectReading: Sendable {
    private struct Read {
        var configs: [String: Result<ProjectConfig, ConfigError>] = [:]
        var words: [String: Result<[String], TextFileError>] = [:]
        var names: [String: Set<String>] = [:]
        var bases: [String: String] = [:]
        var roots: [String] = []
        var licences: [String: LicenceHolders?] = [:]
    }

    private let state = Mutex(Read())

    public init() {}

    func config(_ path: String) throws(ConfigError) -> ProjectConfig {
        if let known = state.withLock({ $0.configs[path] }) { return try known.get() }
        let result = Result { () throws(ConfigError) -> ProjectConfig in try ProjectConfig.load(path) }
        state.withLock { $0.configs[path] = result }
        return try result.get()
    }

    func words(of list: PersonalDictionary) throws(TextFileError) -> [String] {
        if let known = state.withLock({ $0.words[list.path] }) { return try known.get() }
        let result = Result { () throws(TextFileError) -> [String] in try list.words() }
        state.withLock { $0.words[list.path] = result }
        return try result.get()
    }

    /// The folders the run walks (`FileCheck.walkRoots`), made absolute.
    func setWalkRoots(_ roots: [String]) {
        let absolute = roots.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        state.withLock { state in
            state.roots = absolute
            state.bases = [:]
        }
    }

    /// Where `folder`'s project starts, read once per folder: its repository's root or the
    /// nearest `.inkstone.json` above it; else — a release tarball, a `git archive` — the
    /// folder the run walks that holds it, or where `inkstone check .` would walk it from
    /// (`FileWalker.walkBase`), so that its `tests/` and `docs/de/` are what a clone's are.
    func base(of folder: String) -> String {
        let (known, roots) = state.withLock { ($0.bases[folder], $0.roots) }
        if let known { return known }
        let base = Self.base(of: folder, roots: roots)
        state.withLock { $0.bases[folder] = base }
        return base
    }

    static func base(of folder: String, roots: [String]) -> String {
        let marked = FileWalker.base(of: folder)
        if [".git", ProjectConfig.fileName].contains(where: { FileManager.default.fileExists(atPath: marked + "/" + $0) }) { return marked }
        let holding = roots.filter { $0 != "/" && (folder == $0 || folder.hasPrefix($0 + "/")) }
        return holding.max(by: { $0.count < $1.count }) ?? FileWalker.walkBase(of: folder)
    }

    /// The holders the licence at the root of `path`'s project names (`LicenceHolders`),
    /// read once per project.
    func licenceHolders(of path: String) -> LicenceHolders? {
        let root = base(of: FileProfile.absoluteFolder(of: path))
        if let known = state.withLock({ $0.licences[root] }) { return known }
        let holders = LicenceHolders.of(folder: root)?.holders
        state.withLock { $0.licences[root] = holders }
        return holders
    }

    func names(from folder: String) -> Set<String> {
        if let known = state.withLock({ $0.names[folder] }) { return known }
        let names = ProjectVocabulary.names(from: folder, upTo: base(of: folder))
        state.withLock { $0.names[folder] = names }
        return names
    }
}
