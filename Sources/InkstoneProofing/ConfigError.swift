/// A configuration file that cannot be used; the message names it.
public enum ConfigError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String)
    case invalid(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path): "\(path): cannot read the configuration file"
        case let .invalid(path, reason): "\(path): \(reason); see docs/configuration.md for the keys"
        }
    }
}
