import InkstoneJSON

/// A JSON-RPC error answer: a code of the base protocol or of LSP 3.17, and a message
/// that says what was wrong and what would be right.
public struct ResponseError: Error, Equatable, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestCancelled = -32800
        case contentModified = -32801
    }

    public let code: Code
    public let message: String

    public init(_ code: Code, _ message: String) {
        (self.code, self.message) = (code, message)
    }

    public var description: String { "\(code) (\(code.rawValue)): \(message)" }

    var json: JSONValue { ["code": .int(code.rawValue), "message": .string(message)] }

    static func invalidParams(_ message: String) -> ResponseError { ResponseError(.invalidParams, message) }
}
