public enum TextSearchError: Error, Equatable, CustomStringConvertible {
    case invalidPattern(String)

    public var description: String {
        switch self {
        case .invalidPattern(let pattern):
            "'\(pattern)' is not a valid regular expression (ICU syntax, as NSRegularExpression)"
        }
    }
}
