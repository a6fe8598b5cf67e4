import CProcessSpawn
import Foundation

/// The person's command for `inkstone rewrite`, run for one context: `/bin/sh -c CMD`
/// with the context's text on standard input; its standard output is the rewrite.
/// It runs in a process group of its own, so that a command that outlives its time, or
/// prints far more than a rewrite of its input could be, is stopped with everything it
/// started. It gets its own three pipe ends and nothing else of this process: every
/// descriptor here is close-on-exec, so a command of one job never holds another job's
/// pipe open (and that one never sees the end of its input).
struct ContextCommand: Sendable {
    let command: String
    let timeout: TimeInterval

    enum Result: Sendable {
        case rewrite(String)
        /// Why the context stays as it is.
        case failed(String)
    }

    /// The most a command may print for an input of `count` bytes: a rewrite is about
    /// as long as its paragraph, so eight times it (and at least 64 KB) is no rewrite.
    static func outputLimit(forInput count: Int) -> Int {
        max(64 << 10, 8 * count)
    }

    func run(input: String, environment: [String: String]) -> Result {
        var stdin: [Int32] = [0, 0], output: [Int32] = [0, 0], errors: [Int32] = [0, 0]
        guard inkstone_pipe_cloexec(&stdin) == 0, inkstone_pipe_cloexec(&output) == 0, inkstone_pipe_cloexec(&errors) == 0 else {
            return .failed("could not be started: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        // dup2 clears close-on-exec on 0, 1 and 2; whatever else is open stays behind.
        inkstone_spawn_close_from(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, and SIGPIPE as a shell expects it (this process ignores it).
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0)=\($1)" }
        var pid: pid_t = 0
        let status = Self.withCStrings(["/bin/sh", "-c", command]) { argv in
            Self.withCStrings(variables) { envp in posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp) }
        }
        [stdin[0], output[1], errors[1]].forEach { close($0) }
        guard status == 0 else {
            [stdin[1], output[0], errors[0]].forEach { close($0) }
            return .failed("could not be started: \(String(cString: strerror(status)))")
        }
        let writer = stdin[1]
        let bytes = Array(input.utf8)
        DispatchQueue.global().async {
            Self.writeAll(bytes, to: writer)
            close(writer)
        }
        let limit = Self.outputLimit(forInput: bytes.count)
        let (stdout, stderr, stop) = Self.read(output[0], errors[0], until: Date().addingTimeInterval(timeout), limit: limit)
        if stop != nil { kill(-pid, SIGKILL) }
        var exit: Int32 = 0
        while waitpid(pid, &exit, 0) < 0 && errno == EINTR {}
        switch stop {
        case .timedOut: return .failed("took longer than \(Self.seconds(timeout)) s and was stopped (--timeout)")
        case .printedTooMuch:
            return .failed("printed more than \(limit >> 10) KB for a paragraph of \(bytes.count) bytes and was stopped "
                + "(a rewrite may be at most 8 times its paragraph)")
        case nil: break
        }
        let message = String(decoding: stderr, as: UTF8.self).split(separator: "\n").first.map { ": \($0)" } ?? ""
        if exit & 0x7F != 0 { return .failed("was killed by signal \(exit & 0x7F)\(message)") }
        if (exit >> 8) & 0xFF != 0 { return .failed("exited with status \((exit >> 8) & 0xFF)\(message)") }
        guard let text = String(validating: stdout, as: UTF8.self) else { return .failed("printed something that is not UTF-8") }
        guard !text.isEmpty else { return .failed("printed nothing") }
        if let (offset, scalar) = Self.firstControlCharacter(in: text) {
            return .failed("printed a control character (U+\(String(format: "%04X", scalar.value)) at byte \(offset)), "
                + "which no rewrite holds; only tabs and line breaks are taken")
        }
        return .rewrite(text)
    }

    /// A character other than tab and line breaks from C0, DEL or C1 (terminal escapes,
    /// NUL): a command's output that holds one is no text for a file.
    static func firstControlCharacter(in text: String) -> (offset: Int, scalar: Unicode.Scalar)? {
        var offset = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control && !["\t", "\n", "\r"].contains(scalar) { return (offset, scalar) }
            offset += UTF8.width(scalar)
        }
        return nil
    }

    enum Stop { case timedOut, printedTooMuch }

    /// Both outputs to their ends, or until the deadline or until standard output holds
    /// more than `limit` bytes (then the reason to stop). Standard error is kept up to
    /// 4 KB (only its first line is shown).
    private static func read(_ out: Int32, _ err: Int32, until deadline: Date, limit: Int) -> ([UInt8], [UInt8], stop: Stop?) {
        var buffers: [[UInt8]] = [[], []]
        let limits = [limit, 4 << 10]
        var open = [out, err]
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        defer { [out, err].forEach { close($0) } }
        while open.contains(where: { $0 >= 0 }) {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return (buffers[0], buffers[1], .timedOut) }
            var polls = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polls, nfds_t(polls.count), Int32(min(left * 1000, 1000)) + 1)
            if ready < 0 && errno != EINTR { break }
            for index in polls.indices where open[index] >= 0 && polls[index].revents != 0 {
                let count = Foundation.read(open[index], &chunk, chunk.count)
                if count > 0 {
                    buffers[index] += chunk[0..<min(count, max(0, limits[index] + 1 - buffers[index].count))]
                    if index == 0 && buffers[0].count > limit { return (buffers[0], buffers[1], .printedTooMuch) }
                } else if count == 0 || errno != EINTR {
                    open[index] = -1
                }
            }
        }
        return (buffers[0], buffers[1], nil)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var written = 0
        bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let result = write(descriptor, raw.baseAddress! + written, raw.count - written)
                if result < 0 && errno == EINTR { continue }
                // A command that does not read its input (EPIPE) is its own business.
                if result <= 0 { return }
                written += result
            }
        }
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        pointers.append(nil)
        return body(pointers)
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
