import Foundation

/// The storage of `LineTree`'s nodes: one growable block that asks for huge pages once
/// it is large. A descent through two million lines touches some twenty nodes spread
/// over 64 MB; with 4 KiB pages nearly each of them would also miss the TLB.
///
/// A reference type: the `LineTree` that owns it must not be copied and then mutated.
final class LineNodeBuffer {
    private(set) var base: UnsafeMutablePointer<LineTree.Node>
    private(set) var count = 0
    private(set) var capacity: Int
    private var mappedBytes = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        (base, mappedBytes) = Self.allocate(self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        Self.free(base, mappedBytes: mappedBytes)
    }

    subscript(index: Int) -> LineTree.Node {
        unsafeAddress {
            assert(index >= 0 && index < count, "line node \(index) out of 0..<\(count)")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            assert(index >= 0 && index < count, "line node \(index) out of 0..<\(count)")
            return base + index
        }
    }

    func append(_ node: LineTree.Node) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    private func grow() {
        let newCapacity = capacity * 2
        let (newBase, newMapped) = Self.allocate(newCapacity)
        newBase.moveInitialize(from: base, count: count)
        Self.free(base, mappedBytes: mappedBytes)
        (base, mappedBytes, capacity) = (newBase, newMapped, newCapacity)
    }

    private static func allocate(_ capacity: Int) -> (UnsafeMutablePointer<LineTree.Node>, Int) {
        let bytes = capacity * MemoryLayout<LineTree.Node>.stride
        let hugePage = 2 << 20
        if bytes >= hugePage {
            let rounded = (bytes + hugePage - 1) / hugePage * hugePage
            let address = mmap(nil, rounded, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            if let address, address != MAP_FAILED {
                _ = madvise(address, rounded, MADV_HUGEPAGE)
                return (address.bindMemory(to: LineTree.Node.self, capacity: capacity), rounded)
            }
        }
        return (UnsafeMutablePointer<LineTree.Node>.allocate(capacity: capacity), 0)
    }

    private static func free(_ base: UnsafeMutablePointer<LineTree.Node>, mappedBytes: Int) {
        if mappedBytes > 0 {
            munmap(UnsafeMutableRawPointer(base), mappedBytes)
        } else {
            base.deallocate()
        }
    }
}
