/// Invariant checks for tests.
extension UTF16Rope {
    /// Describes broken invariants (lengths, leaf depth, node sizes); empty when sound.
    func violations() -> [String] {
        var problems: [String] = []
        var leafDepths = Set<Int>()
        check(root, depth: 0, leafDepths: &leafDepths, problems: &problems)
        if leafDepths.count > 1 { problems.append("leaves at different depths \(leafDepths.sorted())") }
        return problems
    }

    private func check(_ node: RopeNode, depth: Int, leafDepths: inout Set<Int>, problems: inout [String]) {
        if node.isLeaf {
            leafDepths.insert(depth)
            if node.slab == nil && node.length != node.owned.count {
                problems.append("leaf length \(node.length) ≠ \(node.owned.count)")
            }
            if node.length > RopeNode.maxLeaf { problems.append("leaf over \(RopeNode.maxLeaf) units") }
            return
        }
        let sum = node.children.reduce(0) { $0 + $1.length }
        if node.length != sum { problems.append("inner length \(node.length) ≠ children's \(sum)") }
        if Array(node.childLengths) != node.children.map(\.length) { problems.append("stale child lengths") }
        if node.children.isEmpty { problems.append("inner node without children") }
        if node.children.count > RopeNode.maxChildren { problems.append("inner node over \(RopeNode.maxChildren) children") }
        for child in node.children {
            check(child, depth: depth + 1, leafDepths: &leafDepths, problems: &problems)
        }
    }
}
