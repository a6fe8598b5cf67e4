import CTreeSitter
import InkstoneText

/// The identifiers a file's code defines or uses, so that its comments may name them
/// without being flagged (`# call parse_items first`).
public enum IdentifierSet {
    /// The text of every named leaf whose type mentions "identifier" (identifier,
    /// field_identifier, type_identifier, property_identifier …).
    public static func identifiers(in syntax: SyntaxTree) -> Set<String> {
        var result = Set<String>()
        syntax.forEachNode { node in
            if ts_node_child_count(node) == 0, ts_node_is_named(node), node.type.contains("identifier") {
                let range = node.textRange
                if range.length > 0 && range.length < 100 { result.insert(syntax.document.string(in: range)) }
            }
            return true
        }
        return result
    }
}
