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
///
/// For reStructuredText, a colon between two spaces is fed as `∶` (U+2236, one unit
/// too): tree-sitter-rst reads `word : more` as a definition-list term and its classifier
/// wherever it stands, and recovers by hiding everything up to the next block (kombu's
/// changelog: `- Fix #2286 : SQS …` hid 1,151 lines and read the next code block as
/// prose; a first paragraph with one made the whole file an ERROR). A classifier read as
/// part of its term costs nothing: both are prose.
final class DocumentInput {
    let document: TextDocument
    private let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 4096)
    private var unitsRead = 0
    private var budget = Int.max
    private var cancellation: UnsafeMutablePointer<Int>?
    private let hidesSpacedColons: Bool

    init(document: TextDocument, hidesSpacedColons: Bool = false) {
        self.document = document
        self.hidesSpacedColons = hidesSpacedColons
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
            if reader.hidesSpacedColons { reader.hideSpacedColons(from: Int(byteIndex / 2), count: count) }
            reader.count(count)
            bytesRead!.pointee = UInt32(count * 2)
            return UnsafeRawPointer(reader.buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
        }, encoding: TSInputEncodingUTF16)
        return withExtendedLifetime(self) { body(input) }
    }

    private static let colon: UInt16 = 0x3A, space: UInt16 = 0x20, ratio: UInt16 = 0x2236

    /// Each colon of the chunk read from `offset` with a space on both sides (in the
    /// document: a neighbour may lie outside the chunk) is fed as `∶`.
    private func hideSpacedColons(from offset: Int, count: Int) {
        func unit(_ index: Int) -> UInt16? {
            if index >= 0 && index < count { return buffer[index] }
            let position = offset + index
            return position >= 0 && position < document.length ? document[position] : nil
        }
        for index in 0..<count where buffer[index] == Self.colon && unit(index - 1) == Self.space && unit(index + 1) == Self.space {
            buffer[index] = Self.ratio
        }
    }

    private func count(_ units: Int) {
        unitsRead += units
        if unitsRead > budget { cancellation?.pointee = 1 }
    }
}
