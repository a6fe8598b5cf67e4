import CTreeSitter
import InkstoneText

/// The captures of a `NodeTypePatterns` query, found by one walk over the tree that
/// looks each node's symbol up in a table and skips subtrees outside the range. The
/// walk keeps its ancestors' symbols, for patterns that name a parent.
struct NodeTypeWalk: Sendable {
    struct Target: Sendable {
        let name: Int
        let pattern: Int
        /// The symbols the node's parent may have; nil for any parent.
        let parents: Set<TSSymbol>?
    }

    /// By symbol: the captures a node of that symbol gets, in pattern order.
    private let targets: [[Target]]
    /// By symbol: whether it gets any (the walk's one look-up for most nodes).
    private let isCaptured: [Bool]
    /// Whether any pattern names a parent (`(pair (string) @prose)`).
    private let hasParentPatterns: Bool

    /// `captureNames` are the compiled query's, so that the walk's capture indexes
    /// are the query's own. Nil when a pattern names a type that no regular or
    /// anonymous symbol has (`ERROR`, a supertype): the query engine matches those, a
    /// table cannot.
    init?(patterns: NodeTypePatterns, captureNames: [String], grammar: OpaquePointer) {
        let symbolCount = Int(ts_language_symbol_count(grammar))
        var symbolsByName: [String: [TSSymbol]] = [:]
        var tokensByText: [String: [TSSymbol]] = [:]
        for symbol in 0..<symbolCount {
            guard let name = ts_language_symbol_name(grammar, TSSymbol(symbol)) else { continue }
            switch ts_language_symbol_type(grammar, TSSymbol(symbol)) {
            case TSSymbolTypeRegular: symbolsByName[String(cString: name), default: []].append(TSSymbol(symbol))
            case TSSymbolTypeAnonymous: tokensByText[String(cString: name), default: []].append(TSSymbol(symbol))
            default: break
            }
        }
        var targets = [[Target]](repeating: [], count: symbolCount)
        for entry in patterns.entries {
            guard let symbols = (entry.isNamed ? symbolsByName : tokensByText)[entry.type],
                  let name = captureNames.firstIndex(of: entry.capture) else { return nil }
            var parents: Set<TSSymbol>?
            if let parent = entry.parent {
                guard let symbols = symbolsByName[parent] else { return nil }
                parents = Set(symbols)
            }
            for symbol in symbols { targets[Int(symbol)].append(Target(name: name, pattern: entry.pattern, parents: parents)) }
        }
        self.targets = targets.map { $0.sorted { $0.pattern < $1.pattern } }
        isCaptured = targets.map { !$0.isEmpty }
        hasParentPatterns = patterns.entries.contains { $0.parent != nil }
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
        var walk = Walk(root)
        defer { walk.end() }
        var result: [Query.Capture] = []
        // The first range that ends after the current node's start: nodes come in
        // order of their starts, so it only moves forward.
        var next = 0
        while true {
            let node = walk.node
            let start = ts_node_start_byte(node)
            while next < bounds.count && bounds[next].upper <= start { next += 1 }
            guard next < bounds.count || hasParentPatterns else { break }
            if next < bounds.count && ts_node_end_byte(node) > bounds[next].lower && start < bounds[next].upper {
                appendCaptures(of: node, walk: walk, to: &result)
                // Without parent patterns the children that end before the range
                // report nothing: seek past them (issue #16: a keystroke's walk does
                // not step over every top-level statement before it).
                let entered = hasParentPatterns ? walk.goToFirstChild(of: node)
                    : walk.goToFirstChild(of: node, endingAfter: bounds[next].lower)
                if entered { continue }
            } else if walk.parent != nil {
                // As the query engine does: a match that starts at a parent inside the
                // range reports its children's captures, wherever they lie.
                appendCaptures(of: node, walk: walk, to: &result, onlyWithParent: true)
            }
            guard walk.skipSubtree() else { break }
        }
        return result
    }

    /// Over the whole tree, skipping subtrees would save nothing: only captured nodes'
    /// extents are read (a node outside the range has its subtree outside too).
    private func wholeTreeCaptures(in root: TSNode, upper: UInt32) -> [Query.Capture] {
        var walk = Walk(root)
        defer { walk.end() }
        var result: [Query.Capture] = []
        while true {
            let node = walk.node
            let symbol = Int(ts_node_symbol(node))
            if symbol < isCaptured.count && isCaptured[symbol] && ts_node_end_byte(node) > 0 && ts_node_start_byte(node) < upper {
                appendCaptures(of: node, walk: walk, to: &result)
            }
            if walk.goToFirstChild(of: node) { continue }
            guard walk.skipSubtree() else { break }
        }
        return result
    }

    private func appendCaptures(of node: TSNode, walk: Walk, to result: inout [Query.Capture], onlyWithParent: Bool = false) {
        let symbol = Int(ts_node_symbol(node))
        guard symbol < isCaptured.count && isCaptured[symbol] else { return }
        let parent = walk.parent
        for target in targets[symbol] {
            if onlyWithParent && target.parents == nil { continue }
            if let parents = target.parents, !(parent.map(parents.contains) ?? false) { continue }
            result.append(Query.Capture(name: target.name, pattern: target.pattern, range: node.textRange, node: node,
                                        ancestors: walk.nearestAncestors))
        }
    }

    /// A tree cursor and the symbols of the current node's ancestors.
    private struct Walk {
        private var cursor: TSTreeCursor
        private var ancestors: [TSSymbol] = []

        init(_ root: TSNode) { cursor = ts_tree_cursor_new(root) }

        mutating func end() { ts_tree_cursor_delete(&cursor) }

        var node: TSNode { mutating get { ts_tree_cursor_current_node(&cursor) } }
        var parent: TSSymbol? { ancestors.last }
        var nearestAncestors: NodeAncestors { NodeAncestors(ancestors) }

        mutating func goToFirstChild(of node: TSNode) -> Bool {
            guard ts_tree_cursor_goto_first_child(&cursor) else { return false }
            ancestors.append(ts_node_symbol(node))
            return true
        }

        /// To the first child of `node` that ends after `byte`, past the earlier ones
        /// without visiting them: tree-sitter skips hidden subtrees (a balanced list of
        /// statements) whole. Its answer -1 may also mean that it gave up inside a hidden
        /// child whose visible children all end before `byte`; then every child is
        /// walked, from the first.
        mutating func goToFirstChild(of node: TSNode, endingAfter byte: UInt32) -> Bool {
            // tree-sitter's test is `end >= goal`: one more byte makes it `end > byte`.
            guard ts_tree_cursor_goto_first_child_for_byte(&cursor, byte + 1) < 0 else {
                ancestors.append(ts_node_symbol(node))
                return true
            }
            return goToFirstChild(of: node)
        }

        /// Moves past the current node's subtree: to its next sibling, or up until
        /// there is one. False at the end of the tree.
        mutating func skipSubtree() -> Bool {
            while !ts_tree_cursor_goto_next_sibling(&cursor) {
                guard ts_tree_cursor_goto_parent(&cursor) else { return false }
                ancestors.removeLast()
            }
            return true
        }
    }
}
