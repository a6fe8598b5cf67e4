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
    /// are the query's own. Nil when a pattern names a type that no regular symbol
    /// has (`ERROR`, a supertype): the query engine matches those, a table cannot.
    init?(patterns: NodeTypePatterns, captureNames: [String], grammar: OpaquePointer) {
        var targets = [[Target]](repeating: [], count: Int(ts_language_symbol_count(grammar)))
        var typesFound = Set<String>()
        for symbol in targets.indices {
            guard ts_language_symbol_type(grammar, TSSymbol(symbol)) == TSSymbolTypeRegular,
                  let name = ts_language_symbol_name(grammar, TSSymbol(symbol)) else { continue }
            let type = String(cString: name)
            targets[symbol] = patterns.entries.filter { $0.type == type }.compactMap { entry in
                captureNames.firstIndex(of: entry.capture).map { Target(name: $0, pattern: entry.pattern) }
            }
            if !targets[symbol].isEmpty { typesFound.insert(type) }
        }
        guard patterns.entries.allSatisfy({ typesFound.contains($0.type) }) else { return nil }
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
        if bounds.count == 1 && bounds[0].lower == 0 && bounds[0].upper >= ts_node_end_byte(root) {
            return wholeTreeCaptures(in: root, upper: bounds[0].upper)
        }
        var cursor = ts_tree_cursor_new(root)
        defer { ts_tree_cursor_delete(&cursor) }
        var result: [Query.Capture] = []
        // The first range that ends after the current node's start: nodes come in
        // order of their starts, so it only moves forward.
        var next = 0
        while true {
            let node = ts_tree_cursor_current_node(&cursor)
            let start = ts_node_start_byte(node)
            while next < bounds.count && bounds[next].upper <= start { next += 1 }
            guard next < bounds.count else { break }
            if ts_node_end_byte(node) > bounds[next].lower && start < bounds[next].upper {
                appendCaptures(of: node, to: &result)
                if ts_tree_cursor_goto_first_child(&cursor) { continue }
            }
            guard Self.skipSubtree(&cursor) else { break }
        }
        return result
    }

    /// Over the whole tree, skipping subtrees would save nothing: only captured nodes'
    /// extents are read (a node outside the range has its subtree outside too).
    private func wholeTreeCaptures(in root: TSNode, upper: UInt32) -> [Query.Capture] {
        var cursor = ts_tree_cursor_new(root)
        defer { ts_tree_cursor_delete(&cursor) }
        var result: [Query.Capture] = []
        while true {
            let node = ts_tree_cursor_current_node(&cursor)
            let symbol = Int(ts_node_symbol(node))
            if symbol < isCaptured.count && isCaptured[symbol] && ts_node_end_byte(node) > 0 && ts_node_start_byte(node) < upper {
                appendCaptures(of: node, to: &result)
            }
            if ts_tree_cursor_goto_first_child(&cursor) { continue }
            guard Self.skipSubtree(&cursor) else { break }
        }
        return result
    }

    /// Moves past the current node's subtree: to its next sibling, or up until there
    /// is one. False at the end of the tree.
    private static func skipSubtree(_ cursor: inout TSTreeCursor) -> Bool {
        while !ts_tree_cursor_goto_next_sibling(&cursor) {
            guard ts_tree_cursor_goto_parent(&cursor) else { return false }
        }
        return true
    }

    private func appendCaptures(of node: TSNode, to result: inout [Query.Capture]) {
        let symbol = Int(ts_node_symbol(node))
        guard symbol < isCaptured.count && isCaptured[symbol] else { return }
        for target in targets[symbol] {
            result.append(Query.Capture(name: target.name, pattern: target.pattern, range: node.textRange, node: node))
        }
    }
}
