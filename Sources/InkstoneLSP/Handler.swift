import Foundation
import InkstoneJSON

/// One method the server serves: its name, whether it answers (a request) or not (a
/// notification), whether it changes the server's state, what it adds to the
/// capabilities, and how it runs. Every method is listed once, in `Handler.table`,
/// which feeds the dispatch and the capabilities; parameters are decoded here, so a
/// handler gets its typed `Params` or the client gets `InvalidParams` naming the field.
struct Handler: Sendable {
    typealias Run = @Sendable (inout ServerState, ServerServices, JSONValue, _ id: JSONValue?) throws(ResponseError) -> JSONValue?

    let method: String
    let isRequest: Bool
    let mutates: Bool
    /// A key of `ServerCapabilities` and its value, when the method has one.
    let capability: (@Sendable (ServerState) -> (String, JSONValue)?)?
    let run: Run

    /// A request that changes the state; nil from `body` means it is answered later.
    static func mutating<M: LSPMethod>(
        _ method: M.Type, capability: (@Sendable (ServerState) -> (String, JSONValue)?)? = nil,
        _ body: @escaping @Sendable (inout ServerState, ServerServices, M.Params, JSONValue) throws(ResponseError) -> JSONValue?
    ) -> Handler {
        Handler(method: M.name, isRequest: true, mutates: true, capability: capability) { state, services, params, id throws(ResponseError) in
            try body(&state, services, try decode(M.Params.self, params, method: M.name), id ?? .null)
        }
    }

    /// A request that only reads the state.
    static func reading<M: LSPMethod>(
        _ method: M.Type, capability: (@Sendable (ServerState) -> (String, JSONValue)?)? = nil,
        _ body: @escaping @Sendable (ServerState, ServerServices, M.Params) throws(ResponseError) -> JSONValue
    ) -> Handler {
        Handler(method: M.name, isRequest: true, mutates: false, capability: capability) { state, services, params, _ throws(ResponseError) in
            try body(state, services, try decode(M.Params.self, params, method: M.name))
        }
    }

    /// A notification (it changes the state: documents, settings, the lifecycle).
    static func notification<M: LSPMethod>(
        _ method: M.Type, capability: (@Sendable (ServerState) -> (String, JSONValue)?)? = nil,
        _ body: @escaping @Sendable (inout ServerState, ServerServices, M.Params) throws(ResponseError) -> Void
    ) -> Handler {
        Handler(method: M.name, isRequest: false, mutates: true, capability: capability) { state, services, params, _ throws(ResponseError) in
            try body(&state, services, try decode(M.Params.self, params, method: M.name))
            return nil
        }
    }

    /// `params` as `type`; a missing field or a wrong type is `InvalidParams` that names it.
    static func decode<T: Decodable>(_ type: T.Type, _ params: JSONValue, method: String) throws(ResponseError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(params.text.utf8))
        } catch let DecodingError.keyNotFound(key, context) {
            throw .invalidParams("\(method): \(path(context.codingPath + [key])) is missing")
        } catch let DecodingError.typeMismatch(expected, context) {
            throw .invalidParams("\(method): \(path(context.codingPath)) must be \(name(of: expected))")
        } catch let DecodingError.valueNotFound(expected, context) {
            throw .invalidParams("\(method): \(path(context.codingPath)) must be \(name(of: expected)), not null")
        } catch {
            throw .invalidParams("\(method): the parameters cannot be read (\(error))")
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.isEmpty ? "the parameters" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }
            .description
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: type == [String: Any].self ? "an object" : "\(type)".hasPrefix("Array") ? "an array" : "an object"
        }
    }
}
