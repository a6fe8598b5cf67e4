/// What can go wrong between a grammar and a document; messages name the language.
public enum SyntaxError: Error, Equatable, CustomStringConvertible {
    case grammarRejected(language: String)
    case invalidQuery(language: String, kind: String, offset: Int, reason: String)
    case unknownLanguage(name: String)

    public var description: String {
        switch self {
        case .grammarRejected(let language):
            "the \(language) grammar was rejected by the tree-sitter runtime (ABI mismatch); "
                + "pin a release with LANGUAGE_VERSION 13 or 14 in grammars/manifest.json"
        case .unknownLanguage(let name):
            "unknown language '\(name)'; 'inkstone languages' lists them"
        case let .invalidQuery(language, kind, offset, reason):
            "grammars/\(language)/\(kind).scm: \(reason) at byte \(offset); fix the query and rebuild"
        }
    }
}
