import CTreeSitter
import InkstoneText

/// The captures of a `NodeTypePatterns` query, found by one walk over the tree that
/// looks each node's symbol up in a table and skips subtrees outside the range.
struct NodeTypeWalk {
    struct Target {
        let name: Int
        let pattern: Int
    }

    /// By symbol: the captures a node of that symbol gets, in pattern order.
    private let targets: [[Target]]
    /// By symbol: whether it gets any (the walk's one look-up for most nodes).
    private let isCaptured: [Bool]

    /// `captureNames` are the compiled query's, so that the walk's capture indexes
    /// are the query's own.
    init(patterns: NodeTypePatterns, captureNames: [String], grammar: OpaquePointer) {
        var targets = [[Target]](repeating: [], count: Int(ts_language_symbol_count(grammar)))
        for symbol in targets.indices {
            guard ts_language_symbol_type(grammar, TSSymbol(symbol)) == TSSymbolTypeRegular,
                  let name = ts_language_symbol_name(grammar, TSSymbol(symbol)) else { continue }
            let type = String(cString: name)
            targets[symbol] = patterns.entries.filter { $0.type == type }.compactMap { entry in
                captureNames.firstIndex(of: entry.capture).map { Target(name: $0, pattern: entry.pattern) }
            }
        }
        self.targets = targets
        isCaptured = targets.map { !$0.isEmpty }
    }

    /// Every capture whose node intersects `range` (UTF-16), as the query cursor
    /// with that byte range would report them.
    func captures(in root: TSNode, range: TextRange) -> [Query.Capture] {
        captures(in: root, meeting: [range])
    }

    /// Every capture whose node intersects one of `ranges` (sorted, disjoint): subtrees
    /// that meet none of them are skipped whole.
    func captures(in root: TSNode, meeting ranges: [TextRange]) -> [Query.Capture] {
        let bounds = ranges.map { (lower: UInt32($0.location * 2), upper: UInt32($0.end * 2)) }
        guard !bounds.isEmpty else { return [] }
        var cursor = ts_tree_cursor_new(root)
        defer { ts_tree_cursor_delete(&cursor) }
        var result: [Query.Capture] = []
        // The first range that ends after the current node's start: nodes come in
        // order of their starts, so it only moves forward.
        var next = 0
        // Over the whole tree, skipping subtrees would save nothing: only captured
        // nodes' extents are read (a node outside the range has its subtree outside too).
        let coversTree = bounds.count == 1 && bounds[0].lower == 0 && bounds[0].upper >= ts_node_end_byte(root)
        var entering = true
        while true {
            if entering && coversTree {
                let node = ts_tree_cursor_current_node(&cursor)
                let symbol = Int(ts_node_symbol(node))
                if symbol < isCaptured.count && isCaptured[symbol] && ts_node_end_byte(node) > 0 && ts_node_start_byte(node) < bounds[0].upper {
                    for target in targets[symbol] {
                        result.append(Query.Capture(name: target.name, pattern: target.pattern, range: node.textRange, node: node))
                    }
                }
                if ts_tree_cursor_goto_first_child(&cursor) { continue }
            } else if entering {
                let node = ts_tree_cursor_current_node(&cursor)
                let start = ts_node_start_byte(node)
                while next < bounds.count && bounds[next].upper <= start { next += 1 }
                guard next < bounds.count else { break }
                if ts_node_end_byte(node) > bounds[next].lower && start < bounds[next].upper {
                    let symbol = Int(ts_node_symbol(node))
                    if symbol < isCaptured.count && isCaptured[symbol] {
                        for target in targets[symbol] {
                            result.append(Query.Capture(name: target.name, pattern: target.pattern, range: node.textRange, node: node))
                        }
                    }
                    if ts_tree_cursor_goto_first_child(&cursor) { continue }
                }
            }
            if ts_tree_cursor_goto_next_sibling(&cursor) {
                entering = true
            } else {
                guard ts_tree_cursor_goto_parent(&cursor) else { break }
                entering = false
            }
        }
        return result
    }
}
