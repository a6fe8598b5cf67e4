/// Red-black rebalancing (CLRS, with parent links), keeping subtree aggregates right
/// through every rotation.
extension LineTree {
    func isRed(_ node: Int32) -> Bool { node != LineTree.none && nodes[Int(node)].isRed }

    private func parent(_ node: Int32) -> Int32 { nodes[Int(node)].parent }
    private func left(_ node: Int32) -> Int32 { nodes[Int(node)].left }
    private func right(_ node: Int32) -> Int32 { nodes[Int(node)].right }

    private mutating func setRed(_ node: Int32, _ red: Bool) {
        if node != LineTree.none { nodes[Int(node)].isRed = red }
    }

    mutating func replaceChild(of parent: Int32, old: Int32, new: Int32) {
        if parent == LineTree.none {
            root = new
        } else if nodes[Int(parent)].left == old {
            nodes[Int(parent)].left = new
        } else {
            nodes[Int(parent)].right = new
        }
    }

    private mutating func rotateLeft(_ node: Int32) {
        let pivot = right(node)
        nodes[Int(node)].right = left(pivot)
        if left(pivot) != LineTree.none { nodes[Int(left(pivot))].parent = node }
        nodes[Int(pivot)].parent = parent(node)
        replaceChild(of: parent(node), old: node, new: pivot)
        nodes[Int(pivot)].left = node
        nodes[Int(node)].parent = pivot
        updateAggregates(node)
        updateAggregates(pivot)
    }

    private mutating func rotateRight(_ node: Int32) {
        let pivot = left(node)
        nodes[Int(node)].left = right(pivot)
        if right(pivot) != LineTree.none { nodes[Int(right(pivot))].parent = node }
        nodes[Int(pivot)].parent = parent(node)
        replaceChild(of: parent(node), old: node, new: pivot)
        nodes[Int(pivot)].right = node
        nodes[Int(node)].parent = pivot
        updateAggregates(node)
        updateAggregates(pivot)
    }

    mutating func fixAfterInsertion(_ inserted: Int32) {
        var node = inserted
        while node != root && isRed(parent(node)) {
            var parentNode = parent(node)
            let grandparent = parent(parentNode)
            if parentNode == left(grandparent) {
                let uncle = right(grandparent)
                if isRed(uncle) {
                    setRed(parentNode, false); setRed(uncle, false); setRed(grandparent, true)
                    node = grandparent
                    continue
                }
                if node == right(parentNode) {
                    node = parentNode
                    rotateLeft(node)
                    parentNode = parent(node)
                }
                setRed(parentNode, false); setRed(grandparent, true)
                rotateRight(grandparent)
            } else {
                let uncle = left(grandparent)
                if isRed(uncle) {
                    setRed(parentNode, false); setRed(uncle, false); setRed(grandparent, true)
                    node = grandparent
                    continue
                }
                if node == left(parentNode) {
                    node = parentNode
                    rotateRight(node)
                    parentNode = parent(node)
                }
                setRed(parentNode, false); setRed(grandparent, true)
                rotateLeft(grandparent)
            }
        }
        setRed(root, false)
    }

    /// Restores the black height after a black node was removed; `node` (possibly
    /// none) took its place under `parentNode`.
    mutating func fixAfterRemoval(_ start: Int32, parent parentNode: Int32) {
        var node = start
        var parentNode = parentNode
        while node != root && !isRed(node) && parentNode != LineTree.none {
            if node == left(parentNode) {
                var sibling = right(parentNode)
                if isRed(sibling) {
                    setRed(sibling, false); setRed(parentNode, true)
                    rotateLeft(parentNode)
                    sibling = right(parentNode)
                }
                if !isRed(left(sibling)) && !isRed(right(sibling)) {
                    setRed(sibling, true)
                    node = parentNode
                    parentNode = parent(node)
                    continue
                }
                if !isRed(right(sibling)) {
                    setRed(left(sibling), false); setRed(sibling, true)
                    rotateRight(sibling)
                    sibling = right(parentNode)
                }
                setRed(sibling, isRed(parentNode))
                setRed(parentNode, false); setRed(right(sibling), false)
                rotateLeft(parentNode)
                node = root
            } else {
                var sibling = left(parentNode)
                if isRed(sibling) {
                    setRed(sibling, false); setRed(parentNode, true)
                    rotateRight(parentNode)
                    sibling = left(parentNode)
                }
                if !isRed(left(sibling)) && !isRed(right(sibling)) {
                    setRed(sibling, true)
                    node = parentNode
                    parentNode = parent(node)
                    continue
                }
                if !isRed(left(sibling)) {
                    setRed(right(sibling), false); setRed(sibling, true)
                    rotateLeft(sibling)
                    sibling = left(parentNode)
                }
                setRed(sibling, isRed(parentNode))
                setRed(parentNode, false); setRed(left(sibling), false)
                rotateRight(parentNode)
                node = root
            }
        }
        setRed(node, false)
    }
}
