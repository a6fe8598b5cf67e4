import Foundation

/// Where the CLI writes: results to stdout, diagnostics to stderr. Writes go straight
/// to the descriptors, so a full disk or a closed pipe is an answer, not a trap.
enum Output {
    /// The status for a reader that went away (`inkstone check | head -1`): what a shell
    /// reports for a program ended by SIGPIPE, whether or not SIGPIPE was ignored.
    static let brokenPipeStatus: Int32 = 128 + SIGPIPE

    static func print(_ text: String, terminator: String = "\n") {
        let bytes = Array((text + terminator).utf8)
        guard let failure = write(bytes, to: STDOUT_FILENO) else { return }
        if failure == EPIPE { exit(brokenPipeStatus) }
        error("cannot write to standard output: \(String(cString: strerror(failure)))")
        exit(ExitCode.usage.rawValue)
    }

    static func error(_ text: String) {
        writeError("inkstone: " + text + "\n")
    }

    /// Standard error as it is, for progress lines; a failure there has nowhere to go.
    static func writeError(_ text: String) {
        _ = write(Array(text.utf8), to: STDERR_FILENO)
    }

    /// All of standard input; an error that says so when it is closed (`<&-`) or unreadable.
    static func readStandardInput() throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw UsageError(message: "cannot read standard input: \(String(cString: strerror(errno)))"
                    + (errno == EBADF ? " (it is closed; give the text on standard input, or name files instead)" : ""))
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Nil when every byte was written, else the errno that stopped it.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += result
        }
        return nil
    }
}
