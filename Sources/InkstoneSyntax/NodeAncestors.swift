import CTreeSitter

/// The symbols of a captured node's nearest ancestors, parent first, as the walk that
/// found it knew them: what `RegionMap` asks of a node's surroundings without
/// `ts_node_parent`, which searches down from the root at every call (issue #27).
/// Holds up to four; `isComplete` says whether those are all there are.
struct NodeAncestors {
    private let symbols: (TSSymbol, TSSymbol, TSSymbol, TSSymbol)
    let count: Int
    let isComplete: Bool

    /// The last four of `stack` (root first, parent last).
    init(_ stack: [TSSymbol]) {
        let count = min(4, stack.count)
        let at = { (index: Int) in index < count ? stack[stack.count - 1 - index] : 0 }
        symbols = (at(0), at(1), at(2), at(3))
        self.count = count
        isComplete = stack.count <= 4
    }

    /// The ancestor `index` levels up (0: the parent).
    subscript(index: Int) -> TSSymbol {
        precondition(index < count)
        switch index {
        case 0: return symbols.0
        case 1: return symbols.1
        case 2: return symbols.2
        default: return symbols.3
        }
    }
}
