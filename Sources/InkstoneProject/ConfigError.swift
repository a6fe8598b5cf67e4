import InkstoneProofing
import InkstoneText

/// A configuration file that cannot be used; the message names it.
public enum ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String)
    case invalid(path: String, reason: String)
    /// A personal or project word list that exists but cannot be read.
    case unreadableWordList(path: String, reason: String)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .unreadable(let path), .invalid(let path, _), .unreadableWordList(let path, _): path
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let path): "\(path): cannot read the configuration file"
        case let .invalid(path, reason): "\(path): \(reason); see docs/configuration.md for the keys"
        case let .unreadableWordList(path, reason):
            "\(path): cannot read this word list: \(reason); a word list is a regular file of UTF-8 text of at most "
                + "\(LimitedFile.describe(PersonalDictionary.sizeLimit)) (fix its permissions, its encoding or its size)"
        }
    }
}
