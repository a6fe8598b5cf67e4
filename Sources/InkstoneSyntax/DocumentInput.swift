import CTreeSitter
import InkstoneText

/// Feeds a document's UTF-16 storage to tree-sitter chunk by chunk: byte offsets are
/// UTF-16 offsets × 2. Each chunk (at most one rope leaf) is copied into a buffer this
/// input owns, because tree-sitter keeps the returned pointer after the callback
/// returns; the whole text is never copied.
final class DocumentInput {
    let document: TextDocument
    private let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 4096)

    init(document: TextDocument) {
        self.document = document
    }

    deinit { buffer.deallocate() }

    /// Runs `body` with a `TSInput` reading this document; the input is valid inside.
    func withInput<R>(_ body: (TSInput) -> R) -> R {
        let payload = Unmanaged.passUnretained(self).toOpaque()
        let input = TSInput(payload: payload, read: { payload, byteIndex, _, bytesRead in
            let reader = Unmanaged<DocumentInput>.fromOpaque(payload!).takeUnretainedValue()
            let count = reader.document.copyChunk(startingAt: Int(byteIndex / 2), into: reader.buffer)
            bytesRead!.pointee = UInt32(count * 2)
            return UnsafeRawPointer(reader.buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
        }, encoding: TSInputEncodingUTF16)
        return withExtendedLifetime(self) { body(input) }
    }
}
