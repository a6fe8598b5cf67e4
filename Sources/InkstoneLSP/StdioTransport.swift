import Foundation
import Synchronization

/// The server on standard input and output: frames read on a thread of their own and
/// handed to the server in order; frames written whole, under a lock, to standard
/// output, which carries nothing else.
public enum StdioTransport {
    /// Runs the server until `exit` or the end of input; never returns.
    public static func run(options: LanguageServer.Options, log: ServerLog) -> Never {
        let output = FrameWriter(descriptor: STDOUT_FILENO)
        let server = LanguageServer(options: options, send: { output.write(MessageFraming.frame($0)) }, log: log) { code in
            Foundation.exit(code)
        }
        let reader = Thread {
            var framing = MessageFraming()
            while true {
                let chunk = FileHandle.standardInput.availableData
                if chunk.isEmpty { break }
                framing.read(chunk, message: server.receive, unreadable: server.receiveUnreadable)
            }
            server.endOfInput()
        }
        reader.stackSize = 8 << 20
        reader.start()
        dispatchMain()
    }
}

/// Writes whole frames to a file descriptor; a closed pipe ends the process quietly.
final class FrameWriter: Sendable {
    /// The descriptor, held while a frame is written, so that frames never interleave.
    private let descriptor: Mutex<Int32>

    init(descriptor: Int32) {
        self.descriptor = Mutex(descriptor)
    }

    func write(_ frame: Data) {
        descriptor.withLock { descriptor in write(frame, to: descriptor) }
    }

    private func write(_ frame: Data, to descriptor: Int32) {
        frame.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { Foundation.exit(1) }
                offset += written
            }
        }
    }
}
