import InkstoneJSON

/// The protocol's messages as types (LSP 3.17, and Inkstone's own requests): each
/// method a type with its name and parameters (helix's `lsp::request::X::METHOD`,
/// rust-analyzer's `R: Request`), decoded once by the dispatcher; a parameter that is
/// missing or of the wrong type is `InvalidParams` naming the field.
enum LSP {}

/// A method of the protocol: its name and the parameters it takes.
protocol LSPMethod: SendableMetatype {
    associatedtype Params: Decodable & SendableMetatype
    static var name: String { get }
}

/// A method without parameters (`shutdown`, `initialized`, `exit`): `null`, `{}` or none.
struct NoParams: Decodable {
    init(from decoder: Decoder) throws {}
    init() {}
}
