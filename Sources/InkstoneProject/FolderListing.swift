import Foundation
import InkstoneProofing

/// A folder's entries in name order, read with readdir(3) so that a name that is not
/// valid UTF-8 is seen for what it is (FileManager would hand back a name that no
/// longer opens), and each entry's kind is known without following links into loops.
struct FolderListing {
    enum Kind: Equatable {
        case file, folder, linkToFolder
        /// A symbolic link to a file, with the file's resolved absolute path.
        case linkToFile(String)
        /// A link whose target is missing or loops; the reason says which.
        case danglingLink(String)
    }

    struct Entry {
        let name: String
        let kind: Kind
    }

    private(set) var entries: [Entry] = []
    /// Names that are not valid UTF-8, with the bad bytes written as `\xFF`.
    private(set) var undecodableNames: [String] = []
    /// Why the folder could not be read, if it could not.
    private(set) var problem: String?

    init(_ folder: String) {
        guard let handle = opendir(folder) else {
            problem = "cannot read the folder: \(String(cString: strerror(errno)))"
            return
        }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard bytes != [0x2E], bytes != [0x2E, 0x2E] else { continue }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                undecodableNames.append(Self.escaped(bytes))
                continue
            }
            entries.append(Entry(name: name, kind: Self.kind(of: folder + "/" + name)))
        }
        entries.sort { $0.name < $1.name }
        undecodableNames.sort()
    }

    private static func kind(of path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .file }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { return .folder }
        guard type == S_IFLNK else { return .file }
        guard stat(path, &status) == 0 else {
            return .danglingLink(errno == ELOOP ? "a symbolic link loop" : "a symbolic link to nothing (its target is missing)")
        }
        if (status.st_mode & S_IFMT) == S_IFDIR { return .linkToFolder }
        return .linkToFile(URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path)
    }

    /// The name with its ASCII and valid parts as they are and every other byte as `\xHH`.
    static func escaped(_ bytes: [UInt8]) -> String {
        bytes.map { $0 >= 0x20 && $0 < 0x7F ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }.joined()
    }
}
