import Foundation
import InkstoneText

/// A `SuggestionIndex` built on first use (about a second for en_US) and then shared
/// by every thread: a run whose results all come from the cache, or that finds
/// nothing misspelled, never builds it. A dictionary it cannot read suggests nothing.
///
/// With a `cacheFolder`, a built index is saved there, keyed by everything it is made
/// of (the dictionary's bytes, the extra words, the frequency list), and later runs
/// load it instead of building it. A damaged or unwritable cache only costs a build.
public final class LazySuggestionIndex: Suggester, @unchecked Sendable {
    private let aff: String
    private let dic: String
    private let extraWords: [String]
    private let cacheFolder: String?
    private let lock = NSLock()
    private var built: SuggestionIndex??
    /// Whether `index` is ready, asked without waiting for a build under way.
    private let readiness = NSLock()
    private var ready = false
    private var buildStarted = false
    /// Whether the cache folder had this index when `mustBeBuilt` first looked.
    private var saved: Bool?

    public init(aff: String, dic: String, extraWords: [String] = BundledWords.technical, cacheFolder: String? = nil) {
        (self.aff, self.dic, self.extraWords, self.cacheFolder) = (aff, dic, extraWords, cacheFolder)
    }

    public var index: SuggestionIndex? {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let index = loadOrBuild()
        built = .some(index)
        readiness.lock()
        ready = true
        readiness.unlock()
        return index
    }

    /// Whether the index has been loaded or built (or found unbuildable): asking for
    /// it then costs nothing. Never waits.
    public var isBuilt: Bool {
        readiness.lock()
        defer { readiness.unlock() }
        return ready
    }

    /// Whether asking for the index would build it (seconds for a large affix
    /// dictionary), not load it from the cache folder (a tenth of a second): no
    /// saved index for these files. Looked up once.
    public var mustBeBuilt: Bool {
        readiness.lock()
        defer { readiness.unlock() }
        if ready { return false }
        if let saved { return !saved }
        let found = cachePath().map { FileManager.default.fileExists(atPath: $0) } ?? false
        saved = found
        return !found
    }

    /// Loads or builds the index on a background thread, once; never waits.
    public func buildInBackground() {
        readiness.lock()
        defer { readiness.unlock() }
        guard !ready, !buildStarted else { return }
        buildStarted = true
        DispatchQueue.global(qos: .utility).async { _ = self.index }
    }

    public func suggest(_ word: String, limit: Int) -> (suggestions: [String], correction: String?) {
        index?.suggest(word, limit: limit) ?? ([], nil)
    }

    /// Where the index for the current dictionary files is (or would be) saved: named
    /// by a hash of everything the index is made of, and of how it is built.
    func cachePath() -> String? {
        guard let cacheFolder, let aff = try? LimitedFile.read(aff, limit: HunspellDictionary.fileSizeLimit, kind: "a dictionary file"),
              let dic = try? LimitedFile.read(dic, limit: HunspellDictionary.fileSizeLimit, kind: "a dictionary file") else { return nil }
        var key = Data("format \(SuggestionIndex.formatVersion)\n".utf8)
        key.append(aff)
        key.append(dic)
        key.append(Data(extraWords.joined(separator: "\n").utf8))
        key.append(Data((WordFrequencies.bundledSource(forDictionary: self.dic) ?? "").utf8))
        return cacheFolder + "/" + StableHash.hex(key) + ".index"
    }

    private func loadOrBuild() -> SuggestionIndex? {
        let path = cachePath()
        if let path, let data = FileManager.default.contents(atPath: path), let index = SuggestionIndex(archived: data) {
            return index
        }
        guard let index = try? SuggestionIndex(aff: aff, dic: dic, extraWords: extraWords) else { return nil }
        if let path, let cacheFolder {
            try? FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
            // Indexes are large (50 MB for en_US): a run killed while saving one left it half-written.
            AtomicFileWriter.removeAbandonedTemporaries(in: cacheFolder)
            try? AtomicFileWriter.write([UInt8](index.archived()), to: path)
        }
        return index
    }
}
