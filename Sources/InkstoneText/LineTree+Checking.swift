/// Invariant checks for tests, in the spirit of AvalonEdit's `CheckProperties()`.
extension LineTree {
    /// Describes every broken invariant: red-black colouring, equal black height,
    /// parent links and subtree aggregates. Empty when the tree is sound.
    func violations() -> [String] {
        var problems: [String] = []
        if isRed(root) { problems.append("the root is red") }
        if root != LineTree.none && nodes[Int(root)].parent != LineTree.none {
            problems.append("the root has a parent")
        }
        _ = check(root, problems: &problems)
        return problems
    }

    /// Returns the black height of `node`'s subtree.
    private func check(_ node: Int32, problems: inout [String]) -> Int {
        guard node != LineTree.none else { return 1 }
        let current = nodes[Int(node)]
        for child in [current.left, current.right] where child != LineTree.none {
            if nodes[Int(child)].parent != node { problems.append("node \(child) has a wrong parent link") }
            if current.isRed && nodes[Int(child)].isRed { problems.append("red node \(node) has a red child") }
        }
        let expectedCount = 1 + subtreeCount(current.left) + subtreeCount(current.right)
        let expectedLength = Int(current.length) + subtreeLength(current.left) + subtreeLength(current.right)
        if Int(current.subtreeCount) != expectedCount { problems.append("node \(node) has a wrong line count") }
        if current.subtreeLength != expectedLength { problems.append("node \(node) has a wrong length") }
        let leftHeight = check(current.left, problems: &problems)
        let rightHeight = check(current.right, problems: &problems)
        if leftHeight != rightHeight { problems.append("node \(node) has unequal black heights") }
        return leftHeight + (current.isRed ? 0 : 1)
    }
}
