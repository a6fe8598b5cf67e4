import Foundation

/// `grammars/manifest.json`, embedded at build time: where each grammar comes from and
/// which files it claims.
struct GrammarManifest: Decodable {
    struct Source: Decodable {
        let name: String
        let version: String
        let sha256: String
    }

    struct Entry: Decodable {
        let name: String
        let source: String
        let extensions: [String]
        let filenames: [String]
        let shebangs: [String]
        /// False for grammars whose incremental trees can differ from a fresh parse.
        let incremental: Bool?
        /// The language whose grammar parses this one's inline nodes (markdown's
        /// markdown_inline), one small tree per node.
        let inlineLayer: String?
        /// Whether a file may start with YAML or TOML front matter, which is protected.
        let frontMatter: Bool?
        /// True for a grammar that only serves as another's inline layer: not listed,
        /// never chosen for a file.
        let layerOnly: Bool?
        /// How a one-line comment opens and closes (`["// ", ""]`, `["<!-- ", " -->"]`).
        let lineComment: [String]?
        /// The names editors give the language besides its own (LSP `languageId`s:
        /// `shellscript`, `typescriptreact`).
        let clientIDs: [String]?

        enum CodingKeys: String, CodingKey {
            case name, source, extensions, filenames, shebangs, incremental
            case inlineLayer = "inline_layer", frontMatter = "front_matter", layerOnly = "layer_only"
            case lineComment = "line_comment", clientIDs = "client_ids"
        }
    }

    let sources: [Source]
    let languages: [Entry]

    static let embedded: GrammarManifest = {
        guard let text = EmbeddedQueries.byName["grammars/manifest.json"],
              let manifest = try? JSONDecoder().decode(GrammarManifest.self, from: Data(text.utf8))
        else { fatalError("the embedded grammars/manifest.json does not decode; check the file") }
        return manifest
    }()
}
