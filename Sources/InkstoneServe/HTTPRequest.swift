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

    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], body: Data = Data()) {
        (self.method, self.path, self.query, self.headers, self.body) = (method, path, query, headers, body)
    }

    /// The media type of the body, lowercased, without its parameters.
    public var mediaType: String? {
        headers["content-type"].map { $0.split(separator: ";").first.map(String.init) ?? "" }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }
}
