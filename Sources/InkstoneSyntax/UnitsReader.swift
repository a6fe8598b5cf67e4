import CTreeSitter

/// A `TSInput` over a buffer of UTF-16 units, read in small chunks so that the parser
/// comes back for more often enough to keep its read budget (`ParseLimits`). The
/// buffer must outlive the parse and have an address even when empty.
struct UnitsReader {
    let units: UnsafeBufferPointer<UInt16>
    let budget: Int
    let cancellation: UnsafeMutablePointer<Int>
    private var unitsRead = 0

    /// Small enough that a scanner re-reading one long line asks for it again.
    static let chunkLength = 1024

    init(units: UnsafeBufferPointer<UInt16>, budget: Int, cancellation: UnsafeMutablePointer<Int>) {
        (self.units, self.budget, self.cancellation) = (units, budget, cancellation)
    }

    static let read: @convention(c) (UnsafeMutableRawPointer?, UInt32, TSPoint, UnsafeMutablePointer<UInt32>?) -> UnsafePointer<CChar>? = {
        payload, byteIndex, _, bytesRead in
        let reader = payload!.assumingMemoryBound(to: UnitsReader.self)
        let start = min(Int(byteIndex / 2), reader.pointee.units.count)
        let count = min(chunkLength, reader.pointee.units.count - start)
        reader.pointee.unitsRead += count
        if reader.pointee.unitsRead > reader.pointee.budget { reader.pointee.cancellation.pointee = 1 }
        bytesRead!.pointee = UInt32(count * 2)
        return UnsafeRawPointer(reader.pointee.units.baseAddress! + start).assumingMemoryBound(to: CChar.self)
    }
}
