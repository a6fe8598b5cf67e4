import CTreeSitter
import InkstoneText

/// The lines inside multi-line comments, which indentation detection skips: the
/// ` * ` of a C block comment says nothing about the code's indentation (S6).
public enum BlockCommentLines {
    /// Every line after the first of each comment that spans several lines.
    public static func lines(in syntax: SyntaxTree) -> Set<Int> {
        guard let root = syntax.blockRoot else { return [] }
        var result = Set<Int>()
        var walker = ts_tree_cursor_new(root)
        defer { ts_tree_cursor_delete(&walker) }
        var descending = true
        while true {
            if descending {
                let node = ts_tree_cursor_current_node(&walker)
                if node.type.contains("comment") {
                    let range = node.textRange
                    let first = syntax.document.lines.line(containing: range.location).index
                    let last = syntax.document.lines.line(containing: range.end).index
                    if last > first { result.formUnion((first + 1)...last) }
                } else if ts_tree_cursor_goto_first_child(&walker) {
                    continue
                }
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
