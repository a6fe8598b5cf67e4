/// The red-black tree behind `LineIndex`, after AvalonEdit's `DocumentLineTree`: one
/// node per line, in document order, each node carrying the line count and UTF-16
/// length of its subtree so that lookups by line number or by offset are O(log n).
///
/// Nodes live in one buffer and refer to each other by index (no reference counting on
/// the hot path, 32 bytes a line); freed slots are reused. The buffer is shared by
/// copies, so a `LineTree` is owned by exactly one `LineIndex` and never copied.
struct LineTree {
    struct Node {
        var left: Int32 = LineTree.none
        var right: Int32 = LineTree.none
        var parent: Int32 = LineTree.none
        var isRed = false
        var delimiter: LineDelimiter
        var length: UInt32
        var subtreeCount: Int32 = 1
        var subtreeLength: Int
    }

    static let none: Int32 = -1

    let nodes: LineNodeBuffer
    var root: Int32 = LineTree.none
    private var free: [Int32] = []

    /// Builds a balanced tree in O(n): nodes on the deepest level are red, all others
    /// black, which satisfies the red-black rules because a middle split keeps every
    /// leaf within one level of the others.
    init(lines: [(length: UInt32, delimiter: LineDelimiter)]) {
        nodes = LineNodeBuffer(capacity: lines.count)
        for line in lines {
            nodes.append(Node(delimiter: line.delimiter, length: line.length,
                              subtreeLength: Int(line.length)))
        }
        let deepest = lines.count > 0 ? Int.bitWidth - 1 - lines.count.leadingZeroBitCount : 0
        root = build(0, lines.count, depth: 0, deepest: deepest)
        if root != LineTree.none { nodes[Int(root)].parent = LineTree.none }
    }

    private mutating func build(_ lower: Int, _ upper: Int, depth: Int, deepest: Int) -> Int32 {
        guard lower < upper else { return LineTree.none }
        let middle = lower + (upper - lower) / 2
        let left = build(lower, middle, depth: depth + 1, deepest: deepest)
        let right = build(middle + 1, upper, depth: depth + 1, deepest: deepest)
        let index = Int32(middle)
        nodes[middle].left = left
        nodes[middle].right = right
        nodes[middle].isRed = depth == deepest && deepest > 0
        if left != LineTree.none { nodes[Int(left)].parent = index }
        if right != LineTree.none { nodes[Int(right)].parent = index }
        updateAggregates(index)
        return index
    }

    // MARK: Reading

    var count: Int { root == LineTree.none ? 0 : Int(nodes[Int(root)].subtreeCount) }
    var totalLength: Int { root == LineTree.none ? 0 : nodes[Int(root)].subtreeLength }

    func subtreeCount(_ node: Int32) -> Int {
        node == LineTree.none ? 0 : Int(nodes[Int(node)].subtreeCount)
    }

    func subtreeLength(_ node: Int32) -> Int {
        node == LineTree.none ? 0 : nodes[Int(node)].subtreeLength
    }

    /// The node of line `index` and the offset where that line starts.
    func node(atLine index: Int) -> (node: Int32, start: Int) {
        var node = root
        var remaining = index
        var start = 0
        while true {
            let left = nodes[Int(node)].left
            let leftCount = subtreeCount(left)
            if remaining < leftCount {
                node = left
            } else if remaining == leftCount {
                return (node, start + subtreeLength(left))
            } else {
                remaining -= leftCount + 1
                start += subtreeLength(left) + Int(nodes[Int(node)].length)
                node = nodes[Int(node)].right
            }
        }
    }

    /// The line holding `offset`: its number and start. The end of the text belongs to
    /// the last line; a line's delimiter belongs to that line.
    func line(containing offset: Int) -> (index: Int, start: Int, node: Int32) {
        var node = root
        var remaining = offset
        var start = 0
        var index = 0
        while true {
            let current = nodes[Int(node)]
            let leftLength = subtreeLength(current.left)
            if remaining < leftLength {
                node = current.left
                continue
            }
            remaining -= leftLength
            index += subtreeCount(current.left)
            start += leftLength
            if remaining < Int(current.length) || current.right == LineTree.none {
                return (index, start, node)
            }
            remaining -= Int(current.length)
            start += Int(current.length)
            index += 1
            node = current.right
        }
    }

    // MARK: Changing

    mutating func setLine(_ node: Int32, length: UInt32, delimiter: LineDelimiter) {
        nodes[Int(node)].length = length
        nodes[Int(node)].delimiter = delimiter
        updateUpwards(node)
    }

    /// Inserts a new line so that it becomes line `index`.
    mutating func insertLine(at index: Int, length: UInt32, delimiter: LineDelimiter) {
        let new = allocate(Node(delimiter: delimiter, length: length, subtreeLength: Int(length)))
        nodes[Int(new)].isRed = true
        if root == LineTree.none {
            root = new
        } else if index == count {
            var last = root
            while nodes[Int(last)].right != LineTree.none { last = nodes[Int(last)].right }
            attach(new, to: last, asLeft: false)
        } else {
            let target = node(atLine: index).node
            if nodes[Int(target)].left == LineTree.none {
                attach(new, to: target, asLeft: true)
            } else {
                var predecessor = nodes[Int(target)].left
                while nodes[Int(predecessor)].right != LineTree.none {
                    predecessor = nodes[Int(predecessor)].right
                }
                attach(new, to: predecessor, asLeft: false)
            }
        }
        fixAfterInsertion(new)
    }

    /// Removes line `index`.
    mutating func removeLine(at index: Int) {
        var target = node(atLine: index).node
        if nodes[Int(target)].left != LineTree.none && nodes[Int(target)].right != LineTree.none {
            // Move the successor's line into this node and remove the successor instead:
            // nodes are not handed out, so only the payload's position matters.
            var successor = nodes[Int(target)].right
            while nodes[Int(successor)].left != LineTree.none { successor = nodes[Int(successor)].left }
            nodes[Int(target)].length = nodes[Int(successor)].length
            nodes[Int(target)].delimiter = nodes[Int(successor)].delimiter
            target = successor
        }
        removeNodeWithAtMostOneChild(target)
    }

    private mutating func allocate(_ node: Node) -> Int32 {
        if let slot = free.popLast() {
            nodes[Int(slot)] = node
            return slot
        }
        nodes.append(node)
        return Int32(nodes.count - 1)
    }

    private mutating func attach(_ child: Int32, to parent: Int32, asLeft: Bool) {
        if asLeft { nodes[Int(parent)].left = child } else { nodes[Int(parent)].right = child }
        nodes[Int(child)].parent = parent
        updateUpwards(parent)
    }

    private mutating func removeNodeWithAtMostOneChild(_ node: Int32) {
        let current = nodes[Int(node)]
        let child = current.left != LineTree.none ? current.left : current.right
        let parent = current.parent
        replaceChild(of: parent, old: node, new: child)
        if child != LineTree.none { nodes[Int(child)].parent = parent }
        updateUpwards(parent)
        if !current.isRed {
            if isRed(child) {
                nodes[Int(child)].isRed = false
            } else {
                fixAfterRemoval(child, parent: parent)
            }
        }
        free.append(node)
    }

    // MARK: Aggregates

    mutating func updateAggregates(_ node: Int32) {
        let current = nodes[Int(node)]
        nodes[Int(node)].subtreeCount = Int32(1 + subtreeCount(current.left) + subtreeCount(current.right))
        nodes[Int(node)].subtreeLength =
            Int(current.length) + subtreeLength(current.left) + subtreeLength(current.right)
    }

    private mutating func updateUpwards(_ start: Int32) {
        var node = start
        while node != LineTree.none {
            updateAggregates(node)
            node = nodes[Int(node)].parent
        }
    }
}
