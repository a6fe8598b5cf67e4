import Foundation
import InkstoneJSON

/// A command of `workspace/executeCommand`: every code action is one, taking one
/// object argument, decoded to its type (a missing or wrong field is `InvalidParams`
/// that says what the command takes). Listed once, in `all`, which feeds the
/// dispatch and `executeCommandProvider`.
struct ServerCommand: Sendable {
    let name: String
    /// What the argument looks like, for the message when it is wrong.
    let usage: String
    let run: @Sendable (inout ServerState, ServerServices, JSONValue) throws(ResponseError) -> JSONValue

    static func command<Argument: Decodable & SendableMetatype>(
        _ name: String, usage: String, _: Argument.Type,
        _ body: @escaping @Sendable (inout ServerState, ServerServices, Argument) throws(ResponseError) -> JSONValue
    ) -> ServerCommand {
        ServerCommand(name: name, usage: usage) { state, services, argument throws(ResponseError) in
            let decoded: Argument
            do throws(ResponseError) { decoded = try Handler.decode(Argument.self, argument, method: name) } catch {
                throw .invalidParams("\(error.message); \(name) takes \(usage)")
            }
            return try body(&state, services, decoded)
        }
    }

    static let all: [ServerCommand] = [
        command("inkstone.replace", usage: #"{"uri": "file:///…", "range": {"start": …, "end": …}, "text": "…"}"#, ReplaceArgument.self) {
            state, services, argument throws(ResponseError) in try state.replace(argument, services)
        },
        command("inkstone.addWord", usage: #"{"word": "…", "scope": "personal" or "project", "uri": "file:///…" (for "project")}"#,
                AddWordArgument.self) { state, services, argument throws(ResponseError) in try state.addWord(argument, services) },
        command("inkstone.ignore", usage: #"{"uri": "file:///…", "range": {"start": …, "end": …}, "rule": "spelling"}"#,
                IgnoreArgument.self) { state, services, argument throws(ResponseError) in try state.ignore(argument, services) },
        command("inkstone.silenceLine", usage: #"{"uri": "file:///…", "line": 0}"#, SilenceArgument.self) {
            state, services, argument throws(ResponseError) in try state.silenceLine(argument, services)
        },
        command("inkstone.fixAll", usage: #"{"uri": "file:///…"}"#, DocumentArgument.self) { state, services, argument throws(ResponseError) in
            try state.fixAll(argument, services)
        },
        command("inkstone.contexts", usage: #"{"textDocument": {"uri": "file:///…"}, "range": … (optional)}"#, LSP.DocumentRangeParams.self) {
            state, _, argument throws(ResponseError) in try state.contexts(argument)
        },
        command("inkstone.rewrite", usage: #"{"textDocument": {"uri": "file:///…", "version": 1}, "range": …, "newText": "…"}"#,
                LSP.RewriteParams.self) { state, _, argument throws(ResponseError) in try state.rewrite(argument) },
        command("inkstone.proofread", usage: #"{"textDocument": {"uri": "file:///…"}, "range": … (optional)}"#, LSP.DocumentRangeParams.self) {
            state, _, argument throws(ResponseError) in try state.proofread(argument)
        },
    ]

    static func named(_ name: String) -> ServerCommand? { all.first { $0.name == name } }

    struct DocumentArgument: Decodable {
        let uri: String
    }

    struct ReplaceArgument: Decodable {
        let uri: String
        let range: LSP.Range
        let text: String
    }

    struct IgnoreArgument: Decodable {
        let uri: String
        let range: LSP.Range
        let rule: String?
    }

    struct SilenceArgument: Decodable {
        let uri: String
        let line: Int
    }

    /// `scope` may be left out (personal), but not given as null or as anything else
    /// than a string.
    struct AddWordArgument: Decodable {
        let word: String
        let scope: JSONValue
        let uri: String?

        enum CodingKeys: String, CodingKey { case word, scope, uri }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            word = try container.decode(String.self, forKey: .word)
            uri = try container.decodeIfPresent(String.self, forKey: .uri)
            if container.contains(.scope) {
                scope = try container.decodeNil(forKey: .scope) ? .null : try container.decode(JSONValue.self, forKey: .scope)
            } else {
                scope = "personal"
            }
        }
    }
}
