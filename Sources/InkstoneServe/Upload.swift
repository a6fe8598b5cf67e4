import Foundation

/// A request body as it arrives, kept up to a limit; past it the rest is dropped
/// and the request answered 413.
final class Upload {
    private(set) var body = Data()
    private(set) var isTooLarge = false
    /// Set once a response is queued: what still arrives is dropped.
    var isAnswered = false
    let limit: Int

    init(limit: Int) { self.limit = limit }

    func append(_ bytes: UnsafeRawBufferPointer) {
        guard !isTooLarge else { return }
        guard body.count + bytes.count <= limit else {
            isTooLarge = true
            body = Data()
            return
        }
        body.append(contentsOf: bytes)
    }
}
