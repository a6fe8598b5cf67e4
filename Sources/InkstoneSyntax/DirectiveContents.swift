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
    /// The directives whose arguments are prose, and those whose arguments are a
    /// version and then prose.
    let argumentTypes: Set<String>
    let versionedTypes: Set<String>

    static let maximumDepth = 4

    /// Nil for a language with no `nested.scm`.
    init?(language: Language, proseQuery: Query?) throws(SyntaxError) {
        guard let proseQuery, let nestedQuery = try language.query("nested"),
              let source = language.querySource("nested") else { return nil }
        self.nestedQuery = nestedQuery
        self.proseQuery = proseQuery
        let list = { (name: String) in Set((Query.directive(name, in: source) ?? "").split(separator: " ").map(String.init)) }
        proseTypes = list("prose-directives")
        argumentTypes = list("prose-arguments")
        versionedTypes = list("versioned-arguments")
    }

    /// The prose captures inside the prose directives of `roots` that meet `window`.
    func proseRanges(in roots: [TSNode], meeting window: TextRange, syntax: SyntaxTree, depth: Int = 0) -> [TextRange] {
        guard depth < Self.maximumDepth else { return [] }
        return roots.flatMap { root in
            nestedQuery.engineCaptures(in: root, range: window).flatMap { capture -> [TextRange] in
                guard let range = proseRange(of: capture, in: syntax.document), range.length > 0 else { return [] }
                return syntax.withNestedTree(over: range, depth: depth) { nestedRoot in
                    proseQuery.captures(in: nestedRoot, range: window).map(\.range)
                        + proseRanges(in: [nestedRoot], meeting: window, syntax: syntax, depth: depth + 1)
                } ?? []
            }
        }
    }

    /// What of a captured content or arguments node is prose, by its directive's type.
    private func proseRange(of capture: Query.Capture, in document: TextDocument) -> TextRange? {
        guard let type = directiveType(of: capture.node, in: document) else { return nil }
        if nestedQuery.captureNames[capture.name] == "content" { return proseTypes.contains(type) ? capture.range : nil }
        if argumentTypes.contains(type) { return capture.range }
        guard versionedTypes.contains(type) else { return nil }
        // The version, then the prose: `1.3.0 the callback may be NULL`.
        let units = document.units(in: capture.range)
        var start = 0
        while start < units.count && units[start] != 0x20 && units[start] != 0x0A { start += 1 }
        while start < units.count && (units[start] == 0x20 || units[start] == 0x0A) { start += 1 }
        return TextRange(capture.range.location + start, capture.range.length - start)
    }

    /// The type of the directive a content or arguments node belongs to, in lowercase and
    /// without its domain (`py:function` is `function`).
    private func directiveType(of node: TSNode, in document: TextDocument) -> String? {
        let directive = ts_node_parent(ts_node_parent(node))
        guard !ts_node_is_null(directive) else { return nil }
        let name = ts_node_child_by_field_name(directive, "name", 4)
        guard !ts_node_is_null(name) else { return nil }
        return document.string(in: name.textRange).lowercased().split(separator: ":").last.map(String.init)
    }
}
