import CTreeSitter
import InkstoneText

/// The identifiers a file's code defines or uses, so that its comments may name them
/// without being flagged (`# call parse_items first`).
public enum IdentifierSet {
    /// The text of every named node whose type mentions "identifier" (identifier,
    /// field_identifier, type_identifier, property_identifier …), and of its parts.
    public static func identifiers(in syntax: SyntaxTree) -> Set<String> {
        guard let root = syntax.blockRoot else { return [] }
        var result = Set<String>()
        var walker = ts_tree_cursor_new(root)
        defer { ts_tree_cursor_delete(&walker) }
        var descending = true
        while true {
            if descending {
                let node = ts_tree_cursor_current_node(&walker)
                if ts_node_child_count(node) == 0, ts_node_is_named(node), node.type.contains("identifier") {
                    let range = node.textRange
                    if range.length > 0 && range.length < 100 { result.insert(syntax.document.string(in: range)) }
                }
                if ts_tree_cursor_goto_first_child(&walker) { continue }
            }
            if ts_tree_cursor_goto_next_sibling(&walker) {
                descending = true
                continue
            }
            guard ts_tree_cursor_goto_parent(&walker) else { break }
            descending = false
        }
        return result
    }
}
