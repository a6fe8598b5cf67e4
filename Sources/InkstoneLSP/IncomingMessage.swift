import Foundation
import InkstoneJSON

/// One JSON-RPC message from the client, read from a frame's body.
enum IncomingMessage {
    case request(id: JSONValue, method: String, params: JSONValue)
    case notification(method: String, params: JSONValue)
    /// The answer to a request the server sent.
    case response(id: JSONValue, result: JSONValue?, error: JSONValue?)

    /// A body that is no message: the error to answer with, and the id to answer to
    /// (null when the id cannot be read).
    struct Unreadable: Error {
        let error: ResponseError
        let id: JSONValue
    }

    static func read(_ body: Data) throws(Unreadable) -> IncomingMessage {
        let json: JSONValue
        do {
            json = try JSONValue.parse(body)
        } catch {
            throw Unreadable(error: ResponseError(.parseError, "the message is not valid JSON (\(body.count) bytes)"), id: .null)
        }
        guard json.isObject else {
            throw Unreadable(error: ResponseError(.invalidRequest, "a message must be a JSON object (batches are not part of LSP)"), id: .null)
        }
        let id = json["id"]
        if let id, id.int == nil && id.string == nil {
            throw Unreadable(error: ResponseError(.invalidRequest, "\"id\" must be a number or a string"), id: .null)
        }
        guard json["jsonrpc"]?.string == "2.0" else {
            throw Unreadable(error: ResponseError(.invalidRequest, "\"jsonrpc\" must be \"2.0\""), id: id ?? .null)
        }
        let params = json["params"] ?? .null
        switch (json["method"], id) {
        case (.string(let method)?, let id?): return .request(id: id, method: method, params: params)
        case (.string(let method)?, nil): return .notification(method: method, params: params)
        case (nil, let id?) where json["result"] != nil || json["error"] != nil:
            return .response(id: id, result: json["result"], error: json["error"])
        default:
            throw Unreadable(error: ResponseError(.invalidRequest, "a message needs a \"method\" string (or, as an answer, \"result\" or \"error\")"),
                             id: id ?? .null)
        }
    }
}
