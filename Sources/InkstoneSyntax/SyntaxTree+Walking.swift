import CTreeSitter

extension SyntaxTree {
    /// Visits the block tree's nodes in document order. `body` returns false to skip a
    /// node's children (a comment's inside, say).
    func forEachNode(_ body: (TSNode) -> Bool) {
        for root in blockRoots { forEachNode(under: root, body) }
    }

    private func forEachNode(under root: TSNode, _ body: (TSNode) -> Bool) {
        var walker = ts_tree_cursor_new(root)
        defer { ts_tree_cursor_delete(&walker) }
        var descending = true
        while true {
            if descending && body(ts_tree_cursor_current_node(&walker)) && ts_tree_cursor_goto_first_child(&walker) {
                continue
            }
            if ts_tree_cursor_goto_next_sibling(&walker) {
                descending = true
                continue
            }
            guard ts_tree_cursor_goto_parent(&walker) else { return }
            descending = false
        }
    }
}

extension SyntaxTree {
    /// How many nodes the block tree has, counted by walking it: also what one bare
    /// walk over a tree costs, the floor of anything that looks at every node.
    public var nodeCount: Int {
        var count = 0
        forEachNode { _ in
            count += 1
            return true
        }
        return count
    }
}
