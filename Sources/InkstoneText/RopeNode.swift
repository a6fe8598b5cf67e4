/// A node of `UTF16Rope`: a leaf holds up to `maxLeaf` code units, an inner node up to
/// `maxChildren` children. Every leaf is at the same depth.
///
/// A leaf's units are either its own array or a slice of the `UnitSlab` that the
/// document was loaded into; a slice has a little room to grow in place, so that most
/// edits of a loaded document neither allocate nor copy, and the leaf moves to its own
/// array only when the slice overflows. Inner nodes keep their children's
/// lengths in one array, so that a descent reads one cache line per level instead of
/// visiting every child.
final class RopeNode {
    static let maxLeaf = 2048
    static let maxChildren = 32
    static let fill = maxLeaf * 3 / 4
    /// Room left after each leaf's slice in a slab.
    static let slabSlack = 64

    let isLeaf: Bool
    var length: Int
    var owned: ContiguousArray<UInt16> = []
    private(set) var slab: UnitSlab?
    private(set) var slabStart = 0
    private var slabCapacity = 0
    var children: ContiguousArray<RopeNode> = []
    var childLengths: ContiguousArray<Int> = []

    init(leaf units: ContiguousArray<UInt16>) {
        isLeaf = true
        owned = units
        length = units.count
    }

    init(slab: UnitSlab, start: Int, count: Int, capacity: Int) {
        isLeaf = true
        self.slab = slab
        slabStart = start
        slabCapacity = capacity
        length = count
    }

    init(children: ContiguousArray<RopeNode>) {
        isLeaf = false
        self.children = children
        childLengths = ContiguousArray(children.map(\.length))
        length = childLengths.reduce(0, +)
    }

    static func emptyLeaf() -> RopeNode {
        var units = ContiguousArray<UInt16>()
        units.reserveCapacity(maxLeaf)
        return RopeNode(leaf: units)
    }

    // MARK: Leaves

    func withUnits<R>(_ body: (UnsafeBufferPointer<UInt16>) -> R) -> R {
        if let slab {
            return body(UnsafeBufferPointer(start: slab.base + slabStart, count: length))
        }
        return owned.withUnsafeBufferPointer(body)
    }

    func unit(at offset: Int) -> UInt16 {
        if let slab { return slab.base[slabStart + offset] }
        return owned[offset]
    }

    /// Moves a slab slice into the leaf's own array, for a change that outgrows it.
    private func makeOwned() {
        guard let slab else { return }
        var units = ContiguousArray<UInt16>()
        units.reserveCapacity(Self.maxLeaf)
        units.append(contentsOf: UnsafeBufferPointer(start: slab.base + slabStart, count: length))
        owned = units
        self.slab = nil
    }

    /// Inserts into the leaf when the result fits in `maxLeaf`; false otherwise.
    func insert<C: Collection>(_ units: C, at offset: Int) -> Bool where C.Element == UInt16 {
        guard length + units.count <= Self.maxLeaf else { return false }
        if let slab, length + units.count <= slabCapacity {
            let start = slab.base + slabStart
            (start + offset + units.count).update(from: start + offset, count: length - offset)
            _ = UnsafeMutableBufferPointer(start: start + offset, count: units.count).initialize(from: units)
        } else {
            makeOwned()
            owned.insert(contentsOf: units, at: offset)
        }
        length += units.count
        return true
    }

    func remove(_ range: Range<Int>) {
        if let slab {
            let start = slab.base + slabStart
            (start + range.lowerBound).update(from: start + range.upperBound, count: length - range.upperBound)
        } else {
            owned.removeSubrange(range)
        }
        length -= range.count
    }

    /// Appends another leaf's units (a merge of two small neighbours).
    func append(contentsOf other: RopeNode) {
        if let slab, length + other.length <= slabCapacity {
            other.withUnits { units in
                _ = UnsafeMutableBufferPointer(start: slab.base + slabStart + length, count: units.count)
                    .initialize(from: units)
            }
        } else {
            makeOwned()
            other.withUnits { owned.append(contentsOf: $0) }
        }
        length += other.length
    }

    /// The leaf's units as a new array, for splitting.
    func copyUnits() -> [UInt16] { withUnits { Array($0) } }

    /// Replaces the leaf's units with its own array.
    func setUnits(_ units: ContiguousArray<UInt16>) {
        slab = nil
        owned = units
        length = units.count
    }

    // MARK: Inner nodes

    /// The child holding `offset` and the offset where that child starts. An offset on a
    /// boundary belongs to the left child, so that appending at a leaf's end stays in it.
    func child(at offset: Int) -> (index: Int, start: Int) {
        var start = 0
        let last = childLengths.count - 1
        for index in 0..<last {
            let end = start + childLengths[index]
            if offset <= end { return (index, start) }
            start = end
        }
        return (last, start)
    }

    func refreshChildLengths() {
        childLengths = ContiguousArray(children.map(\.length))
        length = childLengths.reduce(0, +)
    }

    // MARK: Building

    /// Splits `units` into leaves filled to three quarters, leaving room for typing.
    static func leaves<C: Collection>(from units: C) -> [RopeNode] where C.Element == UInt16 {
        var result: [RopeNode] = []
        var index = units.startIndex
        while index != units.endIndex {
            let end = units.index(index, offsetBy: fill, limitedBy: units.endIndex) ?? units.endIndex
            let leaf = emptyLeaf()
            leaf.owned.append(contentsOf: units[index..<end])
            leaf.length = leaf.owned.count
            result.append(leaf)
            index = end
        }
        return result
    }

    /// Units a slab needs for `count` units of text laid out by `leaves(viewing:)`.
    static func slabSize(forUnits count: Int) -> Int {
        (count + fill - 1) / fill * (fill + slabSlack)
    }

    /// Leaves viewing a slab that holds `count` units of text in slices of `fill`
    /// units, each followed by `slabSlack` free units.
    static func leaves(viewing slab: UnitSlab, count: Int) -> [RopeNode] {
        stride(from: 0, to: count, by: fill).map { start in
            let leafIndex = start / fill
            return RopeNode(slab: slab, start: leafIndex * (fill + slabSlack),
                            count: min(fill, count - start), capacity: fill + slabSlack)
        }
    }

    /// Groups nodes of one level into parents of at most `maxChildren`, evenly filled.
    static func parents(of nodes: [RopeNode]) -> [RopeNode] {
        let groups = (nodes.count + maxChildren - 1) / maxChildren
        var result: [RopeNode] = []
        result.reserveCapacity(groups)
        var start = 0
        for group in 0..<groups {
            let end = nodes.count * (group + 1) / groups
            result.append(RopeNode(children: ContiguousArray(nodes[start..<end])))
            start = end
        }
        return result
    }
}
