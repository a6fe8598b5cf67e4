import Foundation
import InkstoneJSON

/// What the server answers: a status, headers and a body.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: Data

    public init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        (self.status, self.headers, self.body) = (status, headers, body)
    }

    /// A JSON answer.
    public static func json(_ value: JSONValue, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: Data(value.text.utf8))
    }

    /// A plain-text answer, as LanguageTool gives its errors.
    public static func text(_ message: String, status: Int) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data((message + "\n").utf8))
    }
}
