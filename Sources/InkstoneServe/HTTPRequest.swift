import Foundation

/// One HTTP request as libmicrohttpd delivered it: what the LanguageTool API reads.
public struct HTTPRequest: Sendable {
    public let method: String
    /// The path without the query string (`/v2/check`).
    public let path: String
    /// The query string's arguments, decoded.
    public let query: [String: String]
    /// Header values by lowercased name.
    public let headers: [String: String]
    public let body: Data
    /// Whether the body went over the server's limit (the rest was not read).
    public let bodyTooLarge: Bool

    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
                body: Data = Data(), bodyTooLarge: Bool = false) {
        (self.method, self.path, self.query, self.headers, self.body, self.bodyTooLarge) = (method, path, query, headers, body, bodyTooLarge)
    }

    /// The media type of the body, lowercased, without its parameters.
    public var mediaType: String? {
        headers["content-type"].map { $0.split(separator: ";").first.map(String.init) ?? "" }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }
}
