import CTreeSitter
import InkstoneText

/// The prose inside reST directives (issue #50: an admonition's, a version note's, a
/// changelog entry's words were never read). tree-sitter-rst keeps a directive's
/// content as one opaque node, so the content of a directive that `nested.scm` lists
/// as prose is parsed again with the language's own grammar over that range and read
/// with its prose query; a directive inside it is read the same way, to `maximumDepth`.
/// Nothing is kept between calls: a directive's content is small.
struct DirectiveContents {
    let nestedQuery: Query
    let proseQuery: Query
    let proseTypes: Set<String>

    static let maximumDepth = 4

    /// Nil for a language with no `nested.scm`.
    init?(language: Language, proseQuery: Query?) throws(SyntaxError) {
        guard let proseQuery, let nestedQuery = try language.query("nested"),
              let source = language.querySource("nested") else { return nil }
        self.nestedQuery = nestedQuery
        self.proseQuery = proseQuery
        proseTypes = Set((Query.directive("prose-directives", in: source) ?? "").split(separator: " ").map(String.init))
    }

    /// The prose captures inside the prose directives of `roots` that meet `window`.
    func proseRanges(in roots: [TSNode], meeting window: TextRange, syntax: SyntaxTree, depth: Int = 0) -> [TextRange] {
        guard depth < Self.maximumDepth else { return [] }
        return roots.flatMap { root in
            nestedQuery.engineCaptures(in: root, range: window).flatMap { capture -> [TextRange] in
                guard isProse(content: capture.node, in: syntax.document) else { return [] }
                return syntax.withNestedTree(over: capture.range, depth: depth) { nestedRoot in
                    proseQuery.captures(in: nestedRoot, range: window).map(\.range)
                        + proseRanges(in: [nestedRoot], meeting: window, syntax: syntax, depth: depth + 1)
                } ?? []
            }
        }
    }

    /// Whether the directive whose content this is names a prose directive type.
    private func isProse(content: TSNode, in document: TextDocument) -> Bool {
        let directive = ts_node_parent(ts_node_parent(content))
        guard !ts_node_is_null(directive) else { return false }
        let name = ts_node_child_by_field_name(directive, "name", 4)
        guard !ts_node_is_null(name) else { return false }
        let type = document.string(in: name.textRange).lowercased()
        return proseTypes.contains(String(type.split(separator: ":").last ?? ""))
    }
}
