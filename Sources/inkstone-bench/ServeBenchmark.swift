import Foundation
import InkstoneJSON
import InkstoneProject
import InkstoneProofing
import InkstoneServe

/// `inkstone serve` as its clients use it: paragraph-sized texts posted to
/// `/v2/check` over loopback TCP (one connection per request, as a browser extension
/// makes them), by 1, 8 and 64 clients at once: requests per second and the
/// latency percentiles of each; beside the same paragraphs through `check --stdin`,
/// a process each, as a script without the server would check them.
struct ServeBenchmark {
    let scale: Double

    static let paragraphs = [
        "The committee met on Tuesday to review the proposal. Most members agreed that the budget was reasonable, but several asked for a clearer timeline before they would approve the recieve of funds. The chair promised to circulate a revised plan by the end of the week.",
        "Our new release improves startup time and reduces memory use. It also fixes a crash that happened when a file was opened twice in quick succession, and it adds a setting for teams that want to share one configuration accross repositories.",
        "When you write documentation, start with what the reader wants to do. Show the command, then explain the options that matter, and leave the rest to the reference pages. A short example is worth more than a long paragraph of definitions.",
        "The garden was quiet in the early morning. Dew covered the grass, and a thin mist hung over the pond where two herons stood motionless, waiting for the fish to come closer to the surface. It was was the best hour of the day.",
        "Please find attached the report for the third quarter. Revenue grew by eight percent compared to the same period last year, while costs remained stable. We expect the trend to continue, although the market remains unpredictible.",
        "To install the package, download the archive, unpack it into a folder of your choice, and add that folder to your path. Then run the setup command once; it creates the configuration file and checks that every dependency is present.",
        "History teaches us that progress is rarely a straight line. Periods of rapid change alternate with long stretches of consolidation, and the ideas that seemed radical to one generation become the common sense of the next.",
        "The recipe calls for two cups of flour, a pinch of salt, and three eggs. Mix the dry ingredients first, then add the eggs one at a time, stirring gently until the batter is smooth. Let it rest for an hour before baking.",
    ]

    func run() -> Figures {
        var figures = Figures()
        let words = NSTemporaryDirectory() + "inkstone-bench-serve-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: words) }
        let api: LanguageToolAPI, server: HTTPServer
        do {
            api = try LanguageToolAPI(overrides: FileProfile.Overrides(personalDictionary: words),
                                      lookups: SharedLookups(indexFolder: nil), options: LanguageToolAPI.Options())
            server = try HTTPServer(address: "127.0.0.1", port: 0, answer: api.answer)
        } catch {
            FileHandle.standardError.write(Data("inkstone-bench serve: \(error)\n".utf8))
            return figures
        }
        defer { server.stop() }
        let bodies = Self.paragraphs.map { "language=en-US&text=" + ($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "") }
        // The server builds its suggestion index in the background from the start and
        // answers with Hunspell's own suggestions meanwhile (StartupBenchmark times
        // the first answers); the steady state is measured once it is ready.
        bodies.forEach { _ = Self.post($0, port: server.port) }
        api.waitForSuggestionIndexes()
        let perClient = max(4, Int(400 * scale))
        for clients in [1, 8, 64] {
            let requests = max(perClient, clients * 4)
            let (seconds, latencies) = Self.load(clients: clients, requests: requests, bodies: bodies, port: server.port)
            figures.add("c\(clients)_requests_per_s", Double(latencies.count) / seconds)
            figures.add("c\(clients)_p50_ms", Measure.percentile(latencies, 0.5) / 1e6)
            figures.add("c\(clients)_p99_ms", Measure.percentile(latencies, 0.99) / 1e6)
        }
        figures.add("resident_after_64_clients_mb", Double(Measure.residentBytes()) / 1e6)
        // The longest text the server takes by default, once.
        let longest = String(String(repeating: Self.paragraphs.joined(separator: "\n\n") + "\n\n", count: 60).utf16.prefix(100_000))!
        let started = Measure.now()
        _ = Self.post("language=en-US&text=" + (longest.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""), port: server.port)
        figures.add("longest_text_ms", Double(Measure.now() - started) / 1e6)
        figures.add("check_stdin_per_paragraph_ms", Self.checkThroughCLI(Self.paragraphs) * 1e3)
        return figures
    }

    /// `requests` posts shared among `clients` threads; the wall time and each
    /// request's latency in nanoseconds, sorted.
    private static func load(clients: Int, requests: Int, bodies: [String], port: UInt16) -> (Double, [UInt64]) {
        let lock = NSLock()
        nonisolated(unsafe) var latencies: [UInt64] = []
        nonisolated(unsafe) var next = 0
        let start = Measure.now()
        // A thread per client (concurrentPerform would run only one per core at a time).
        let finished = DispatchGroup()
        for _ in 0..<clients {
            finished.enter()
            Thread {
                defer { finished.leave() }
                while true {
                lock.lock()
                let index = next
                next += 1
                lock.unlock()
                guard index < requests else { return }
                let sent = Measure.now()
                _ = post(bodies[index % bodies.count], port: port)
                let took = Measure.now() - sent
                lock.lock()
                latencies.append(took)
                lock.unlock()
            }
            }.start()
        }
        finished.wait()
        return (Double(Measure.now() - start) / 1e9, latencies.sorted())
    }

    /// One POST to /v2/check on a connection of its own; the answer's status.
    static func post(_ body: String, port: UInt16) -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return 0 }
        let request = "POST /v2/check HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            + "Content-Length: \(body.utf8.count)\r\n\r\n" + body
        _ = Array(request.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            answer += buffer[0..<count]
        }
        return Int(String(decoding: answer.prefix(12), as: UTF8.self).split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// Seconds per paragraph through `inkstone check --stdin`, a process each (median).
    private static func checkThroughCLI(_ paragraphs: [String]) -> Double {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("inkstone").path
        guard FileManager.default.isExecutableFile(atPath: executable) else { return 0 }
        var times: [UInt64] = []
        for paragraph in paragraphs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["check", "--stdin", "--quiet"]
            let input = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = Measure.now()
            guard (try? process.run()) != nil else { return 0 }
            input.fileHandleForWriting.write(Data(paragraph.utf8))
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            times.append(Measure.now() - start)
        }
        return Measure.percentile(times.sorted(), 0.5) / 1e9
    }
}
