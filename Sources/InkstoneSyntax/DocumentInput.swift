import CTreeSitter
import InkstoneText

/// Feeds a document's UTF-16 storage to tree-sitter chunk by chunk, without copying
/// the text: byte offsets are UTF-16 offsets × 2.
final class DocumentInput {
    let document: TextDocument

    init(document: TextDocument) {
        self.document = document
    }

    /// Runs `body` with a `TSInput` reading this document; the input is valid inside.
    func withInput<R>(_ body: (TSInput) -> R) -> R {
        let payload = Unmanaged.passUnretained(self).toOpaque()
        let input = TSInput(payload: payload, read: { payload, byteIndex, _, bytesRead in
            let reader = Unmanaged<DocumentInput>.fromOpaque(payload!).takeUnretainedValue()
            let chunk = reader.document.unsafeChunk(startingAt: Int(byteIndex / 2))
            bytesRead!.pointee = UInt32(chunk.count * 2)
            return chunk.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
        }, encoding: TSInputEncodingUTF16)
        return withExtendedLifetime(self) { body(input) }
    }
}
