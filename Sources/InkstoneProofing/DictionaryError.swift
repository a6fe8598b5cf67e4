import Foundation
import InkstoneText

/// A dictionary that cannot be used; messages name it and say how to get it.
public enum DictionaryError: Error, Equatable, CustomStringConvertible {
    case notFound(name: String, searched: [String])
    /// A dictionary given by path (`--dictionary my/en.dic`) whose files are not both there.
    case filesMissing(aff: String, dic: String)
    case unsupportedEncoding(path: String, encoding: String)
    /// A file of the dictionary that is not read at all: not a regular file, or too large.
    case refused(TextFileError)

    public var description: String {
        switch self {
        case let .notFound(name, searched):
            "no Hunspell dictionary '\(name)' (\(name).aff + \(name).dic) in \(searched.joined(separator: ", ")); "
                + DictionaryInstallHint.text(for: name) + ", put its files in one of those folders, or set DICPATH"
        case let .filesMissing(aff, dic):
            "no Hunspell dictionary at \(dic): it needs both \(aff) and \(dic), and "
                + [aff, dic].filter { !FileManager.default.isReadableFile(atPath: $0) }.joined(separator: " and ")
                + " cannot be read; check the path, or give a dictionary's name (en_US) instead"
        case let .refused(error):
            "\(error.path): \(error.fact); a dictionary's .aff and .dic must be regular files of at most "
                + "\(LimitedFile.describe(HunspellDictionary.fileSizeLimit)) each"
        case let .unsupportedEncoding(path, encoding):
            "\(path): the dictionary's encoding '\(encoding)' is not supported; convert it to UTF-8 (SET UTF-8)"
        }
    }
}
