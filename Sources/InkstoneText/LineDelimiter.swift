/// How one line ends. Stored per line in the `LineIndex`.
public enum LineDelimiter: UInt8, Sendable {
    case none = 0, lf = 1, cr = 2, crlf = 3

    public var length: Int {
        switch self {
        case .none: 0
        case .lf, .cr: 1
        case .crlf: 2
        }
    }
}
