import CTreeSitter
import InkstoneText

/// The prose inside reST directives (issue #50: an admonition's, a version note's, a
/// changelog entry's words were never read). tree-sitter-rst keeps a directive's
/// content as one opaque node, so the content of a directive that `nested.scm` lists
/// as prose is parsed again with the language's own grammar over that range and read
/// with its prose query; a directive inside it is read the same way, to `maximumDepth`.
/// Nothing is kept between calls: the parse is linear in the content (a changelog may
/// be one directive), as the document's own parse is.
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
        let document = syntax.document
        return roots.flatMap { root in
            nestedQuery.engineCaptures(in: root, range: window).flatMap { capture -> [TextRange] in
                let ranges = proseParts(of: capture.node, in: document)
                guard !ranges.isEmpty else { return [] }
                return syntax.withNestedTree(over: ranges, depth: depth) { nestedRoot in
                    proseQuery.captures(in: nestedRoot, range: window).compactMap { capture -> TextRange? in
                        // A comment inside the content is read without its `..`, as at the top.
                        let range = capture.node.type.contains("comment") ? CommentMarkers.strip(capture.range, in: document) : capture.range
                        return range.length > 0 ? range : nil
                    } + proseRanges(in: [nestedRoot], meeting: window, syntax: syntax, depth: depth + 1)
                } ?? []
            }
        }
    }

    /// What of a directive's body is read, by its type: its arguments (an admonition's
    /// first line; after the version, a version note's), then its content from the start
    /// of its first line. Both are parsed as one text, so `.. note:: Example::` opens a
    /// literal block in the content, and every line of the content keeps its indent:
    /// the grammar's scanner counts the spaces it reads, not the column.
    private func proseParts(of body: TSNode, in document: TextDocument) -> [TextRange] {
        guard let type = directiveType(of: body, in: document) else { return [] }
        var parts: [TextRange] = []
        if let arguments = child(of: body, type: "arguments") {
            if argumentTypes.contains(type) {
                parts.append(arguments.textRange)
            } else if versionedTypes.contains(type) {
                parts.append(Self.afterVersion(arguments.textRange, in: document))
            }
        }
        if proseTypes.contains(type), let content = child(of: body, type: "content") {
            let range = content.textRange
            let lineStart = document.lines.line(containing: range.location).start
            let before = document.units(in: TextRange(lineStart, range.location - lineStart))
            let start = before.allSatisfy(Self.isBlank) && parts.allSatisfy({ $0.end <= lineStart }) ? lineStart : range.location
            // Arguments and content with only blank lines between are one text, their
            // line ends included: `Example::` then opens the content's literal block.
            if let last = parts.last, last.end <= start, document.units(in: TextRange(last.end, start - last.end)).allSatisfy(Self.isBlank) {
                parts[parts.count - 1] = TextRange(last.location, range.end - last.location)
            } else {
                parts.append(TextRange(start, range.end - start))
            }
        }
        return parts.filter { $0.length > 0 }
    }

    /// `arguments` after its first word: the version of `1.3.0 the callback may be NULL`.
    static func afterVersion(_ arguments: TextRange, in document: TextDocument) -> TextRange {
        let units = document.units(in: arguments)
        var start = 0
        while start < units.count && !Self.isBlank(units[start]) { start += 1 }
        while start < units.count && Self.isBlank(units[start]) { start += 1 }
        return TextRange(arguments.location + start, arguments.length - start)
    }

    /// A space, a tab or a line end.
    static func isBlank(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D }

    private func child(of node: TSNode, type: String) -> TSNode? {
        (0..<ts_node_named_child_count(node)).lazy.map { ts_node_named_child(node, $0) }.first { $0.type == type }
    }

    /// The type of the directive a body belongs to, in lowercase and without its domain
    /// (`py:function` is `function`).
    private func directiveType(of body: TSNode, in document: TextDocument) -> String? {
        let directive = ts_node_parent(body)
        guard !ts_node_is_null(directive) else { return nil }
        let name = ts_node_child_by_field_name(directive, "name", 4)
        guard !ts_node_is_null(name) else { return nil }
        return document.string(in: name.textRange).lowercased().split(separator: ":").last.map(String.init)
    }
}
