import Foundation

/// Finds Hunspell dictionaries by name (`en_US`, `de_DE` …): in `DICPATH`, the
/// project's `dictionaries/`, then the system's folders.
public struct DictionaryLocator: Sendable {
    public let folders: [String]

    public init(projectFolder: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        var folders = environment["DICPATH"].map { $0.split(separator: ":").map(String.init) } ?? []
        if let projectFolder { folders.append(projectFolder) }
        folders += ["/usr/share/hunspell", "/usr/share/myspell/dicts", "/usr/share/myspell"]
        self.folders = folders
    }

    /// The `.aff` and `.dic` paths of a dictionary name, or of a path to either file.
    public func locate(_ nameOrPath: String) throws(DictionaryError) -> (aff: String, dic: String) {
        if nameOrPath.hasSuffix(".dic") || nameOrPath.hasSuffix(".aff") {
            let base = String(nameOrPath.dropLast(4))
            guard exists(base + ".aff"), exists(base + ".dic") else {
                throw .filesMissing(aff: base + ".aff", dic: base + ".dic")
            }
            return (base + ".aff", base + ".dic")
        }
        for folder in folders {
            let base = folder + "/" + nameOrPath
            if exists(base + ".aff") && exists(base + ".dic") { return (base + ".aff", base + ".dic") }
        }
        throw .notFound(name: nameOrPath, searched: folders)
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.isReadableFile(atPath: path)
    }
}
