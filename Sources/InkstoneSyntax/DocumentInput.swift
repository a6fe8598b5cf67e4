import CTreeSitter
import InkstoneText

/// Feeds a document's UTF-16 storage to tree-sitter chunk by chunk: byte offsets are
/// UTF-16 offsets × 2. Each chunk (at most one rope leaf) is copied into a buffer this
/// input owns, because tree-sitter keeps the returned pointer after the callback
/// returns; the whole text is never copied.
///
/// The input also keeps the parse's read budget (`ParseLimits`): once the parser has
/// read more units than the budget allows, it raises the parser's cancellation flag,
/// which tree-sitter checks every hundred parse actions.
final class DocumentInput {
    let document: TextDocument
    private let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 4096)
    private var unitsRead = 0
    private var budget = Int.max
    private var cancellation: UnsafeMutablePointer<Int>?

    init(document: TextDocument) {
        self.document = document
    }

    deinit { buffer.deallocate() }

    /// Runs `body` with a `TSInput` reading this document; the input is valid inside.
    /// Past `budget` units read, `cancellation` is set to 1.
    func withInput<R>(budget: Int = .max, cancellation: UnsafeMutablePointer<Int>? = nil, _ body: (TSInput) -> R) -> R {
        (unitsRead, self.budget, self.cancellation) = (0, budget, cancellation)
        let payload = Unmanaged.passUnretained(self).toOpaque()
        let input = TSInput(payload: payload, read: { payload, byteIndex, _, bytesRead in
            let reader = Unmanaged<DocumentInput>.fromOpaque(payload!).takeUnretainedValue()
            let count = reader.document.copyChunk(startingAt: Int(byteIndex / 2), into: reader.buffer)
            reader.count(count)
            bytesRead!.pointee = UInt32(count * 2)
            return UnsafeRawPointer(reader.buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
        }, encoding: TSInputEncodingUTF16)
        return withExtendedLifetime(self) { body(input) }
    }

    private func count(_ units: Int) {
        unitsRead += units
        if unitsRead > budget { cancellation?.pointee = 1 }
    }
}
