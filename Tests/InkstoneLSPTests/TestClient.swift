import Foundation
import InkstoneJSON
import InkstoneLSP
import InkstoneProofing
import XCTest

/// Plays the client through `InProcessClient` (the one the benchmark uses), with a
/// personal dictionary and project folders in a fresh temporary folder and the
/// suggestion indexes `inkstone check`'s tests cache.
final class TestClient: Sendable {
    let client: InProcessClient
    let folder: URL
    /// One suggestion index for every test of the run.
    static let lookups = SharedLookups(indexFolder: cacheFolder + "/indexes")
    /// The CLI tests' cache (CommandRunner), so that a run builds the index once.
    static let cacheFolder = NSTemporaryDirectory() + "inkstone-tests-cache/inkstone"

    /// `lookups` other than the shared ones: a server that builds its own suggestion index.
    /// `preparedOffTheQueue`: documents longer than this are parsed and checked off the server's queue.
    init(pollInterval: Double? = nil, lookups: SharedLookups = TestClient.lookups, preparedOffTheQueue: Int = 128 * 1024,
         beforePreparing: (@Sendable () -> Void)? = nil) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        var options = LanguageServer.Options(cacheFolder: Self.cacheFolder, version: "test",
                                             environment: environment, pollInterval: pollInterval, lookups: lookups,
                                             preparedOffTheQueue: preparedOffTheQueue)
        options.beforePreparing = beforePreparing
        client = InProcessClient(options: options, log: ServerLog(handle: FileHandle(forWritingAtPath: "/dev/null")!))
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    var server: LanguageServer { client.server }

    // MARK: Sending

    func sendRaw(_ text: String) { client.send(text) }

    func notify(_ method: String, _ params: JSONValue = [:], draining: Bool = true) {
        client.notify(method, params, draining: draining)
    }

    /// Sends a request and returns the server's answer to it (its `result` or `error`).
    @discardableResult
    func request(_ method: String, _ params: JSONValue = [:], waiting: Double = 30, draining: Bool = true) -> JSONValue {
        client.request(method, params, waiting: waiting, draining: draining) ?? ["error": "no answer"]
    }

    func answer(_ message: JSONValue, with result: JSONValue) { client.answer(message, with: result) }

    func initialize(_ capabilities: JSONValue = [:], options: JSONValue? = nil, folders: [URL] = []) {
        var params: [(String, JSONValue)] = [("capabilities", capabilities)]
        if let options { params.append(("initializationOptions", options)) }
        if !folders.isEmpty {
            params.append(("workspaceFolders", .array(folders.map { ["uri": .string($0.absoluteString), "name": "folder"] })))
        }
        let result = request("initialize", .object(params))
        XCTAssertNotNil(result["result"]?["capabilities"], "initialize: \(result.text)")
        notify("initialized")
    }

    func open(_ uri: String, _ text: String, language: String = "markdown", version: Int = 1, draining: Bool = true) {
        client.open(uri, text, language: language, version: version, draining: draining)
    }

    func change(_ uri: String, version: Int, _ changes: [JSONValue], draining: Bool = true) {
        client.change(uri, version: version, changes, draining: draining)
    }

    static func range(_ line: Int, _ start: Int, _ endLine: Int, _ end: Int) -> JSONValue {
        InProcessClient.range(line, start, endLine, end)
    }

    // MARK: Reading

    var messages: [JSONValue] { client.messages }
    var exits: [Int32] { client.exits }
    func clear() { client.clear() }
    func sent(_ method: String) -> [JSONValue] { client.sent(method) }
    func diagnostics(_ uri: String) -> [JSONValue]? { client.diagnostics(uri) }
    func waitFor<T>(_ seconds: Double = 30, _ find: ([JSONValue]) -> T?) -> T? { client.waitFor(seconds, find) }

    /// Waits until the latest diagnostics of `uri` carry suggestions (the suggestion
    /// index is built off the server's queue).
    @discardableResult
    func diagnosticsWithSuggestions(_ uri: String) -> [JSONValue] {
        waitFor { _ in
            guard let found = self.diagnostics(uri), found.contains(where: { !($0["data"]?["suggestions"]?.array?.isEmpty ?? true) })
            else { return nil }
            return found
        } ?? []
    }

    func file(_ name: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
