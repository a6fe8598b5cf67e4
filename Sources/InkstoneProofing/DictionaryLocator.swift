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
            try HunspellDictionary.requireUsable(aff: base + ".aff", dic: base + ".dic")
            return (base + ".aff", base + ".dic")
        }
        // The first folder that has it decides, even when its files are refused: a
        // project's broken `dictionaries/en_US.dic` is an error, not the system's en_US.
        for folder in folders {
            let base = folder + "/" + nameOrPath
            if exists(base + ".aff") && exists(base + ".dic") {
                try HunspellDictionary.requireUsable(aff: base + ".aff", dic: base + ".dic")
                return (base + ".aff", base + ".dic")
            }
        }
        throw .notFound(name: nameOrPath, searched: folders)
    }

    /// The names of the dictionaries in the folders (each an `.aff` beside a `.dic`),
    /// sorted, each once (the first folder's wins, as in `locate`).
    public func installed() -> [String] {
        var names = Set<String>()
        for folder in folders {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where entry.hasSuffix(".dic") {
                let name = String(entry.dropLast(4))
                if exists(folder + "/" + name + ".aff") { names.insert(name) }
            }
        }
        return names.sorted()
    }

    /// The installed dictionary for a language code (`de` → `de_DE`, else the first
    /// `de_…`), or nil.
    public func dictionary(forCode code: String) -> String? {
        let matching = installed().filter { WrittenLanguage.code(ofDictionary: $0) == code }
        return matching.first { $0.lowercased() == code + "_" + code } ?? matching.first
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.isReadableFile(atPath: path)
    }
}
