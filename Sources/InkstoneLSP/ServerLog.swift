import Foundation
import Synchronization

/// Where the server says what it is doing: standard error or `--log FILE`, and the
/// client's log (`window/logMessage`) once it is connected — forwarded through the
/// server's queue, so that a line written on a background thread reaches the client
/// in order with everything else. Never standard output, which carries nothing but
/// messages.
public final class ServerLog: Sendable {
    private let handle: Mutex<FileHandle>
    /// Set by the server: forwards a line (and its `MessageType`) to its queue.
    private let forward = Mutex<(@Sendable (String, Int) -> Void)?>(nil)

    public init(handle: FileHandle = .standardError) {
        self.handle = Mutex(handle)
    }

    func forward(to send: @escaping @Sendable (String, Int) -> Void) {
        forward.withLock { $0 = send }
    }

    func error(_ text: String) { line(text, type: 1) }
    func info(_ text: String) { line(text, type: 3) }

    private func line(_ text: String, type: Int) {
        handle.withLock { $0.write(Data("inkstone lsp: \(text)\n".utf8)) }
        forward.withLock { $0 }?(text, type)
    }
}
