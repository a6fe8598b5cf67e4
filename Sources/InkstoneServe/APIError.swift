/// A request the API cannot answer, with the HTTP status and a message that names the
/// parameter and the fix (LanguageTool answers its errors as plain text, too).
public struct APIError: Error, Equatable, Sendable, CustomStringConvertible {
    public let status: Int
    public let message: String
    /// For 405: the methods the path takes (the `Allow` header HTTP asks for).
    public var allowedMethods: [String] = []

    public init(_ status: Int, _ message: String) { (self.status, self.message) = (status, message) }

    public var description: String { message }

    public var response: HTTPResponse {
        var response = HTTPResponse.text("Error: " + message, status: status)
        if !allowedMethods.isEmpty { response.headers.append(("Allow", allowedMethods.joined(separator: ", "))) }
        return response
    }
}
