import Foundation

/// Where the server says what it is doing: standard error or `--log FILE`, and the
/// client's log (`window/logMessage`) once it is connected. Never standard output,
/// which carries nothing but messages.
public final class ServerLog: @unchecked Sendable {
    private let lock = NSLock()
    private let handle: FileHandle
    /// Set by the server after `initialize`: forwards a line to the client.
    var toClient: ((String, Int) -> Void)?

    public init(handle: FileHandle = .standardError) {
        self.handle = handle
    }

    func error(_ text: String) { line(text, type: 1) }
    func info(_ text: String) { line(text, type: 3) }

    private func line(_ text: String, type: Int) {
        lock.lock()
        handle.write(Data("inkstone lsp: \(text)\n".utf8))
        lock.unlock()
        toClient?(text, type)
    }
}
