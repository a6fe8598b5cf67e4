/// A frame of the base protocol that cannot be read; the message says what was wrong.
public enum FramingError: Error, Equatable, CustomStringConvertible {
    /// A header block without `Content-Length`.
    case missingContentLength(headers: String)
    /// A `Content-Length` that is no whole number of bytes.
    case invalidContentLength(String)

    public var description: String {
        switch self {
        case .missingContentLength(let headers): "a message's headers have no Content-Length: \(headers.debugDescription)"
        case .invalidContentLength(let value): "Content-Length \(value.debugDescription) is not a whole number of bytes"
        }
    }
}
