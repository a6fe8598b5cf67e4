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

    /// `FileWalker.walkBase(of:)`, read once per folder: a folder with no repository or
    /// `.inkstone.json` above it (a release tarball, a `git archive`) reads from where
    /// `inkstone check .` would walk it, so that its `tests/` and `docs/de/` are what a
    /// clone's are.
    func base(of folder: String) -> String {
        if let known = state.withLock({ $0.bases[folder] }) { return known }
        let base = FileWalker.walkBase(of: folder)
        state.withLock { $0.bases[folder] = base }
        return base
    }

    func names(from folder: String) -> Set<String> {
        if let known = state.withLock({ $0.names[folder] }) { return known }
        let names = ProjectVocabulary.names(from: folder, upTo: base(of: folder))
        state.withLock { $0.names[folder] = names }
        return names
    }
}
